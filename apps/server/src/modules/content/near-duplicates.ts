import type { LoadedQuestion } from './content.types.js';

// Issue #24: two questions of a bank that ask the same thing with the same answer in other
// words. Lexical, since the check runs offline: each question becomes the set of its content
// words (accents, case and common endings dropped, stop words left out) from its statement and
// its right answers, and two sets sharing at least NEAR_DUPLICATE_SIMILARITY of their union
// (Jaccard) are reported. The threshold was set on the banks as they were: the closest distinct
// pair was at 0.45, the duplicates at 0.56. A pair its reviewer found distinct (another fact
// in close words) says so with `distincte_de`.
const NEAR_DUPLICATE_SIMILARITY = 0.5;
/** Fewer shared words say nothing: two short statements share a few by chance. */
const MIN_SHARED_WORDS = 4;

const STOP_WORDS = new Set(
  (
    'les des une que qui est sont pas par pour dans sur avec aux ces ses son sa leur leurs vous ' +
    'nous elle elles ils lui mais donc car plus moins tout tous toute toutes cette cet quel ' +
    'quelle quels quelles dont peut peux doit dois faut etre avoir ete fait faire alors aussi ' +
    'comme quand entre sans sous vers chez tres bien encore deja'
  ).split(' '),
);

/** The content words of a text, each cut to its first six letters (a poor man's stemmer). */
export function contentWords(text: string): Set<string> {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => (word.length >= 3 || /^(\d+|oui|non)$/.test(word)) && !STOP_WORDS.has(word));
  return new Set(words.map((word) => word.slice(0, 6)));
}

/**
 * A question's words: its statement's, then its right answers' marked apart (« = »), so that
 * « Oui » and « Non » to one statement differ, and one answer in other words matches.
 */
export function questionWords(statement: string, rightAnswers: readonly string[]): Set<string> {
  const answered = [...contentWords(rightAnswers.join(' '))].map((word) => `=${word}`);
  return new Set([...contentWords(statement), ...answered]);
}

const wordsOf = (question: LoadedQuestion) =>
  questionWords(
    `${question.enonce} ${question.enonce_suite ?? ''}`,
    question.correctes.map((letter) => question.propositions[letter] ?? ''),
  );

/** Whether two questions' words are close enough to be one question asked twice. */
export function isNearDuplicate(a: Set<string>, b: Set<string>): number | null {
  const { shared, similarity } = overlap(a, b);
  return similarity >= NEAR_DUPLICATE_SIMILARITY && shared >= MIN_SHARED_WORDS ? similarity : null;
}

/** Jaccard similarity, with the count of shared words it rests on. */
export function overlap(a: Set<string>, b: Set<string>): { shared: number; similarity: number } {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  const union = a.size + b.size - shared;
  return { shared, similarity: union === 0 ? 0 : shared / union };
}

export interface NearDuplicate {
  first: string;
  second: string;
  similarity: number;
}

/** Every pair of a bank's questions at or above the threshold, the closest first. */
export function nearDuplicates(questions: LoadedQuestion[]): NearDuplicate[] {
  // Chart exercises share their scenario on purpose and answer with numbers (REVUE.md).
  const sets = questions
    .filter((question) => !question.reponse)
    .map((question) => ({ id: question.id, words: wordsOf(question) }));
  const pairs: NearDuplicate[] = [];
  const distinct = new Set(
    questions.flatMap((question) =>
      (question.distincte_de ?? []).flatMap((id) => [
        `${question.id} ${id}`,
        `${id} ${question.id}`,
      ]),
    ),
  );
  sets.forEach((one, index) => {
    for (const other of sets.slice(index + 1)) {
      // The same id twice is reported as such by the loader.
      if (one.id === other.id || distinct.has(`${one.id} ${other.id}`)) continue;
      const similarity = isNearDuplicate(one.words, other.words);
      if (similarity !== null) pairs.push({ first: one.id, second: other.id, similarity });
    }
  });
  return pairs.sort((a, b) => b.similarity - a.similarity);
}
