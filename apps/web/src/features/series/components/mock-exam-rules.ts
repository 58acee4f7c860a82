import { durationText, inPart, markText } from '../../../lib/exam-text';
import { formatNumber, plural } from '../../../lib/format';
import type { MockExam } from '../api/get-series-eleve';

// How a licence's mock exam reads (issue #22), in one place for the dashboard, the readiness
// panel, the exam page and the history: its length and clock, and what it takes to pass.

/**
 * An exam marked out of a total (hauturier): its pass mark in points, then each part's own
 * minimum where it has one (a part whose mark is 0 only counts towards the total).
 */
function markedPassRule(exam: MockExam, outOf: number, overallTail: string): string {
  const minimums = exam.parts.flatMap((part) =>
    part.outOf && part.passMark > 0
      ? [`${markText({ points: part.passMark, outOf: part.outOf })} ${inPart(part.label)}`]
      : [],
  );
  const overall = `${markText({ points: exam.passMark, outOf })} ${overallTail}`;
  return minimums.length > 0 ? `${overall}, dont ${minimums.join(' et ')}` : overall;
}

/**
 * « 40 questions, 20 s par question », « 20 questions en 45 minutes », or for an exam marked
 * out of a total, whose chart and tide work are exercises: « 13 exercices et questions en 1 h 30 ».
 */
export function clockRule(exam: MockExam): string {
  const count = exam.outOf
    ? `${formatNumber(exam.nbQuestions)} exercices et questions`
    : plural(exam.nbQuestions, 'question');
  return exam.totalMinutes !== null
    ? `${count} en ${durationText(exam.totalMinutes)}`
    : `${count}, ${exam.questionSeconds ?? 20} s par question`;
}

/**
 * « 35 bonnes réponses sur 40 au moins », « la moyenne dans chacune des 3 parties », or
 * « 10/20 pour réussir, dont 7/12 aux travaux sur la carte ».
 */
export const passRule = (exam: MockExam): string =>
  exam.outOf
    ? markedPassRule(exam, exam.outOf, 'pour réussir')
    : exam.parts.length > 0
      ? `la moyenne dans chacune des ${exam.parts.length} parties`
      : `${plural(exam.passMark, 'bonne réponse', 'bonnes réponses')} sur ${exam.nbQuestions} au moins`;

/**
 * The rule with each part's own mark: « …parties : Généralités (3 sur 6), … », or « 10/20 au
 * moins, dont 7/12 aux travaux sur la carte » (after « Il faut réussir… »).
 */
export const detailedPassRule = (exam: MockExam): string =>
  exam.outOf
    ? markedPassRule(exam, exam.outOf, 'au moins')
    : exam.parts.length > 0
      ? `${passRule(exam)}\u202f: ${exam.parts
          .map((part) => `${part.label} (${part.passMark} sur ${part.nbQuestions})`)
          .join(', ')}`
      : passRule(exam);
