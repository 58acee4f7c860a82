import { keepsOrder, splitParts } from '@prepacode/domain/question-parts';
import type { LoadedBank, LoadedQuestion } from './content.types.js';

// Issue #40: `npm run content:rebalance` moves right answers so that, in the bank's own order,
// every place holds them about as often as chance says. It only reorders propositions whose
// order means nothing: Oui/Non and scales keep theirs (`keepsOrder`), and it never touches a
// text, so a reviewed question stays reviewed. What it cannot even out (Oui/Non, lengths) is
// for the authors: `content:check` reports it.

/** A question's new order: `order[i]` is the bank letter whose text goes to the i-th place. */
export type Reordering = Map<string, string>;

const LETTERS = ['A', 'B', 'C', 'D'];

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

interface Part {
  /** Places of this part in the question (0–3). */
  places: number[];
  correct: boolean[];
  fixed: boolean;
}

function partsOf(question: LoadedQuestion): Part[] {
  const letters = Object.keys(question.propositions) as (keyof typeof question.propositions)[];
  const places = letters.map((_, i) => i);
  return splitParts(places, question.enonce_suite !== undefined)
    .filter((part) => part.length > 0)
    .map((part) => ({
      places: part,
      correct: part.map((place) => question.correctes.includes(letters[place] as 'A')),
      fixed: keepsOrder(part.map((place) => question.propositions[letters[place] as 'A'] ?? '')),
    }));
}

/** The tally a part counts in: by size, one right answer apart from several. */
const groupOf = (part: Part) =>
  `${part.places.length}:${part.correct.filter(Boolean).length === 1 ? 'one' : 'several'}`;

/**
 * The new order of every question it would move, chosen greedily question by question (in id
 * order, so it is stable): each free part takes the arrangement that brings its group's tally
 * per place closest to even. Fixed parts count as they are.
 */
export function planRebalance({ questions }: LoadedBank): Reordering {
  const tallies = new Map<string, { hits: number[]; expected: number[] }>();
  const tally = (part: Part) => {
    const key = groupOf(part);
    let found = tallies.get(key);
    if (!found) {
      found = { hits: part.places.map(() => 0), expected: part.places.map(() => 0) };
      tallies.set(key, found);
    }
    return found;
  };
  const add = (part: Part, correct: boolean[]) => {
    const { hits, expected } = tally(part);
    const share = correct.filter(Boolean).length / correct.length;
    correct.forEach((right, place) => {
      hits[place] = (hits[place] ?? 0) + (right ? 1 : 0);
      expected[place] = (expected[place] ?? 0) + share;
    });
  };
  const sorted = [...questions].sort((a, b) => a.id.localeCompare(b.id));
  for (const question of sorted)
    for (const part of partsOf(question)) if (part.fixed) add(part, part.correct);

  const moves: Reordering = new Map();
  for (const question of sorted) {
    const parts = partsOf(question);
    if (parts.length === 0) continue;
    const order: number[] = [];
    for (const part of parts) {
      let arrangement = part.places.map((_, i) => i);
      if (!part.fixed) {
        const { hits, expected } = tally(part);
        const share = part.correct.filter(Boolean).length / part.correct.length;
        // The arrangement whose tally after it is the most even (ties: the least moved).
        const cost = (candidate: number[]) =>
          candidate.reduce((sum, from, place) => {
            const after = (hits[place] ?? 0) + (part.correct[from] ? 1 : 0);
            return sum + (after - (expected[place] ?? 0) - share) ** 2;
          }, 0) +
          1e-6 * candidate.filter((from, place) => from !== place).length;
        arrangement = permutations(arrangement).reduce((best, candidate) =>
          cost(candidate) < cost(best) ? candidate : best,
        );
        add(
          part,
          arrangement.map((from) => part.correct[from] ?? false),
        );
      }
      order.push(...arrangement.map((from) => part.places[from] as number));
    }
    if (order.some((from, place) => from !== place))
      moves.set(question.id, order.map((from) => LETTERS[from]).join(''));
  }
  return moves;
}

/**
 * Rewrites one question file's text for the moves of its questions: only their `propositions`
 * lines and their `correctes` line change, so comments, folding and reviews stay as written.
 */
export function applyRebalance(text: string, moves: Reordering): string {
  const lines = text.split('\n');
  let id: string | undefined;
  for (let i = 0; i < lines.length; i += 1) {
    const idMatch = /^- id: (\S+)/.exec(lines[i] ?? '');
    if (idMatch) id = idMatch[1];
    const order = id === undefined ? undefined : moves.get(id);
    if (order === undefined || lines[i] !== '  propositions:') continue;
    // Each proposition: its `    X: text` line and any folded continuation lines below it.
    const blocks: string[][] = [];
    let j = i + 1;
    for (; j < lines.length && (lines[j] ?? '').startsWith('    '); j += 1) {
      const line = lines[j] ?? '';
      if (/^ {4}[A-D]: /.test(line)) blocks.push([line.slice(7)]);
      else blocks[blocks.length - 1]?.push(line);
    }
    const correctLine = /^ {2}correctes: \[(.*)\]$/.exec(lines[j] ?? '');
    if (!correctLine || blocks.length !== order.length)
      throw new Error(`${id}: propositions illisibles pour le rééquilibrage`);
    const correct = (correctLine[1] ?? '').split(',').map((letter) => letter.trim());
    const moved = [...order].flatMap((from, place) => {
      const [first = '', ...rest] = blocks[LETTERS.indexOf(from)] ?? [];
      return [`    ${LETTERS[place]}: ${first}`, ...rest];
    });
    const newCorrect = [...order]
      .map((from, place) => (correct.includes(from) ? LETTERS[place] : undefined))
      .filter((letter) => letter !== undefined);
    lines.splice(i + 1, j - i, ...moved, `  correctes: [${newCorrect.join(', ')}]`);
    id = undefined;
  }
  return lines.join('\n');
}
