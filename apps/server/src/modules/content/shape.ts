import { splitParts } from '@prepacode/domain/question-parts';
import type { LoadedBank, LoadedQuestion } from './content.types.js';

// Issue #40: a right answer must not be guessable from its shape. In the bank's own order too
// (a learner may choose it), no position and no length may be right more often than chance
// plus 10 points. `content:check` prints this report for every bank and refuses a bank beyond it.

/** How far above chance a position or a length may win, in points. */
export const SHAPE_MARGIN = 0.1;
/** Below this many questions a group is reported but not refused: one question moves it too much. */
export const SHAPE_MIN_GROUP = 10;

/** One set of propositions the learner picks from: a whole question, or one part of a two-part one. */
interface Choice {
  texts: string[];
  correct: boolean[];
}

export interface ShapeLine {
  /** What is measured: « A parmi 3 », « la plus longue »… */
  label: string;
  share: number;
  chance: number;
  count: number;
  /** Beyond chance plus the margin in a group large enough to tell. */
  refused: boolean;
}

function choicesOf(question: LoadedQuestion): Choice[] {
  const letters = Object.keys(question.propositions) as (keyof typeof question.propositions)[];
  if (letters.length === 0) return []; // A typed answer has no propositions.
  const all = letters.map((letter) => ({
    text: question.propositions[letter] ?? '',
    correct: question.correctes.includes(letter),
  }));
  return splitParts(all, question.enonce_suite !== undefined)
    .filter((part) => part.length > 0)
    .map((part) => ({
      texts: part.map((one) => one.text.trim()),
      correct: part.map((one) => one.correct),
    }));
}

/** The proposition strictly longer (or shorter) than every other, if there is one. */
function strictExtreme(texts: string[], longest: boolean): number | undefined {
  const lengths = texts.map((text) => [...text].length);
  const target = longest ? Math.max(...lengths) : Math.min(...lengths);
  const at = lengths.filter((length) => length === target);
  return at.length === 1 ? lengths.indexOf(target) : undefined;
}

function line(label: string, hits: number, expected: number, count: number): ShapeLine {
  const share = count === 0 ? 0 : hits / count;
  const chance = count === 0 ? 0 : expected / count;
  const refused = count >= SHAPE_MIN_GROUP && share > chance + SHAPE_MARGIN + 1e-9;
  return { label, share, chance, count, refused };
}

const LETTER_NAMES = ['A', 'B', 'C', 'D'];

export function shapeReport({ questions }: LoadedBank): ShapeLine[] {
  const choices = questions.flatMap(choicesOf);
  const lines: ShapeLine[] = [];
  // Position: among choices with one right answer, how often each place holds it, by size.
  for (const size of [2, 3, 4]) {
    const group = choices.filter(
      (choice) => choice.texts.length === size && choice.correct.filter(Boolean).length === 1,
    );
    if (group.length === 0) continue;
    for (let place = 0; place < size; place += 1) {
      const hits = group.filter((choice) => choice.correct[place]).length;
      lines.push(
        line(`${LETTER_NAMES[place]} parmi ${size}`, hits, group.length / size, group.length),
      );
    }
  }
  // Several right answers: chance at a place is the share of right propositions.
  const several = choices.filter((choice) => choice.correct.filter(Boolean).length > 1);
  for (let place = 0; place < 4; place += 1) {
    const group = several.filter((choice) => choice.texts.length > place);
    if (group.length === 0) continue;
    const hits = group.filter((choice) => choice.correct[place]).length;
    const expected = group.reduce(
      (sum, choice) => sum + choice.correct.filter(Boolean).length / choice.texts.length,
      0,
    );
    lines.push(line(`${LETTER_NAMES[place]}, plusieurs réponses`, hits, expected, group.length));
  }
  // Oui/Non answers keep their order: « Oui » must not be right more often than « Non ».
  const yesOrNo = choices.filter(
    (choice) =>
      choice.texts.every((text) => /^(oui|non|vrai|faux)\b/i.test(text)) &&
      choice.correct.filter(Boolean).length === 1,
  );
  if (yesOrNo.length > 0) {
    const yes = (text: string) => /^(oui|vrai)\b/i.test(text);
    const hits = yesOrNo.filter((choice) =>
      choice.texts.some((text, place) => choice.correct[place] && yes(text)),
    ).length;
    const expected = yesOrNo.reduce(
      (sum, choice) => sum + choice.texts.filter(yes).length / choice.texts.length,
      0,
    );
    lines.push(line('«\u202fOui\u202f» (ou «\u202fVrai\u202f»)', hits, expected, yesOrNo.length));
  }
  // Length: how often the strictly longest (shortest) proposition is a right one.
  for (const longest of [true, false]) {
    let hits = 0;
    let expected = 0;
    let count = 0;
    for (const choice of choices) {
      const at = strictExtreme(choice.texts, longest);
      if (at === undefined) continue;
      count += 1;
      expected += choice.correct.filter(Boolean).length / choice.texts.length;
      if (choice.correct[at]) hits += 1;
    }
    lines.push(line(longest ? 'la plus longue' : 'la plus courte', hits, expected, count));
  }
  return lines;
}

const points = (share: number) => `${Math.round(share * 100)}\u202f%`;

export function formatShapeLine(shape: ShapeLine): string {
  return `${shape.refused ? '✘' : '✔'} ${shape.label}\u202f: ${points(shape.share)} (hasard ${points(shape.chance)}, ${shape.count})`;
}
