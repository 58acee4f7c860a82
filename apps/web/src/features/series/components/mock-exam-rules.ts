import { plural } from '../../../lib/format';
import type { MockExam } from '../api/get-series-eleve';

// How a licence's mock exam reads (issue #22), in one place for the dashboard, the readiness
// panel and the exam page: its length and clock, and what it takes to pass.

/** « 40 questions, 20 s par question » or « 20 questions en 45 minutes ». */
export const clockRule = (exam: MockExam): string =>
  exam.totalMinutes !== null
    ? `${plural(exam.nbQuestions, 'question')} en ${exam.totalMinutes} minutes`
    : `${plural(exam.nbQuestions, 'question')}, ${exam.questionSeconds ?? 20} s par question`;

/** « 35 bonnes réponses sur 40 au moins », or « la moyenne dans chacune des 3 parties ». */
export const passRule = (exam: MockExam): string =>
  exam.parts.length > 0
    ? `la moyenne dans chacune des ${exam.parts.length} parties`
    : `${plural(exam.passMark, 'bonne réponse', 'bonnes réponses')} sur ${exam.nbQuestions} au moins`;

/** The rule with each part's own mark: « …parties : Généralités (3 sur 6), … ». */
export const detailedPassRule = (exam: MockExam): string =>
  exam.parts.length > 0
    ? `${passRule(exam)}\u202f: ${exam.parts
        .map((part) => `${part.label} (${part.passMark} sur ${part.nbQuestions})`)
        .join(', ')}`
    : passRule(exam);
