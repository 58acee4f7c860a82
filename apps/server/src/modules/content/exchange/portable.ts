import { LETTERS } from '@prepacode/domain/content';
import { answerValue } from '@prepacode/domain/numeric-answer';
import type { NumericNature } from '@prepacode/domain/numeric-natures';
import { isWordAnswer } from '@prepacode/domain/word-answer';
import path from 'node:path';
import type { LoadedQuestion } from '../content.types.js';
import { isScene, sceneFiles } from '../scene-files.js';

// Issue #46: banks travel in Moodle XML and GIFT. Both formats are read into, and written from,
// this one shape: what a question says in any quiz tool. Our own questions become it on export
// (`portableOf`); a file's questions become ours on import (to-content.ts).

export const EXCHANGE_FORMATS = ['moodle-xml', 'gift'] as const;
export type ExchangeFormat = (typeof EXCHANGE_FORMATS)[number];

export interface PortablePicture {
  /** Its file name in the exchange file (`@@PLUGINFILE@@/<name>`, or the GIFT's picture folder). */
  name: string;
  bytes: Buffer;
  alt: string;
}

/** An answer with Moodle's grade, in per cent of the question's mark (−100 to 100). */
export interface PortableAnswer {
  text: string;
  fraction: number;
}

interface PortableBase {
  /** The name the file gives the question: our id when we wrote it. */
  name: string;
  /** The category path under Moodle's top: our bank, then the theme's label. */
  category: string[];
  statement: string;
  /** The second part of a two-part question (A/B then C/D). */
  statementSecond?: string;
  /** The general feedback: our explanation. */
  explanation: string;
  reference?: string;
  picture?: PortablePicture;
  /** Where it starts in its file, for the reports. */
  line?: number;
  /** What reading it changed (formatting dropped…), for the import's report. */
  notes?: string[];
  /** Why it cannot be imported as it is, found while reading it. */
  refusals?: string[];
}

/** How a question is answered, in each kind both formats carry. */
export type PortableKind =
  | { kind: 'choix'; single: boolean; answers: PortableAnswer[] }
  | { kind: 'vrai_faux'; truth: boolean }
  | { kind: 'numerique'; value: number; tolerance: number; nature?: NumericNature }
  /** A short answer: the words accepted, case and accents free (word-answer.ts). */
  | { kind: 'texte'; answers: string[] };

export type PortableQuestion = PortableBase & PortableKind;

/** A question of a file that no importer here carries (an essay, a matching question…). */
export interface NotCarried {
  name: string;
  line?: number;
  reason: string;
}

/** Moodle writes « / » inside a category's name as « // », in both formats. */
export const categoryPath = (names: readonly string[]) =>
  ['$course$', 'top', ...names.map((name) => name.replaceAll('/', '//'))].join('/');

/** The names of a category's path under the course's top, « // » read back as « / ». */
export const categoryNames = (path: string) =>
  path
    .split(/(?<!\/)\/(?!\/)/)
    .map((name) => name.replaceAll('//', '/').trim())
    .filter(
      (name, index) => name !== '' && name !== 'top' && !(index === 0 && name.startsWith('$')),
    );

/** A file read: its questions, those of kinds not carried, and why it is refused whole. */
export interface ReadFile {
  questions: PortableQuestion[];
  notCarried: NotCarried[];
  /** Nothing is read from a file with one: it is not UTF-8, not well-formed, unsafe… */
  problems: string[];
}

/**
 * Moodle's grades, as its question editor offers them: a grade the file gives must be one of
 * these, and the share of each right answer is written as the nearest.
 */
export const MOODLE_FRACTIONS = [
  100, 90, 83.33333, 80, 75, 70, 66.66667, 60, 50, 40, 33.33333, 30, 25, 20, 16.66667, 14.28571,
  12.5, 11.11111, 10, 5, 0,
];

/**
 * Each right answer's share when `count` are right. The ETG counts a question right only when
 * every right answer and no wrong one is chosen: Moodle comes closest with shares summing to
 * 100 and −100 on each wrong answer, which leaves nothing once a wrong one is chosen.
 */
export const rightShare = (count: number) =>
  MOODLE_FRACTIONS.reduce((best, fraction) =>
    Math.abs(fraction - 100 / count) < Math.abs(best - 100 / count) ? fraction : best,
  );

/** What each format cannot carry of a bank, said once per kind with how many questions. */
export class ExportReport {
  readonly #losses = new Map<string, string[]>();

  lose(what: string, questionId: string): void {
    const ids = this.#losses.get(what) ?? [];
    ids.push(questionId);
    this.#losses.set(what, ids);
  }

  lines(): string[] {
    return [...this.#losses].map(([what, ids]) => {
      const some = ids.slice(0, 5).join(', ') + (ids.length > 5 ? '…' : '');
      return `${what}\u202f: ${ids.length} question(s) (${some})`;
    });
  }
}

/** The file a question's picture is taken from: a scene's last frame, a chart exercise's chart. */
function pictureFile(question: LoadedQuestion): string | undefined {
  const file = question.media?.fichier;
  if (!file) return undefined;
  return isScene(file) ? sceneFiles(file).still : file;
}

/**
 * A bank as an export reads it: one of content/ (a `LoadedBank` is one), or a network's bank
 * read from the database (export-database.ts).
 */
export interface BankToExport {
  bank: { id: string; libelle: string; themes: { identifiant: string; libelle: string }[] };
  questions: LoadedQuestion[];
}

/** One of our questions as any quiz tool can hold it; `readMedia` gives a picture's bytes. */
export function portableOf(
  loaded: BankToExport,
  question: LoadedQuestion,
  readMedia: (file: string) => Buffer,
  report: ExportReport,
): PortableQuestion {
  const theme = loaded.bank.themes.find((one) => one.identifiant === question.theme);
  const file = pictureFile(question);
  if (question.media && isScene(question.media.fichier))
    report.lose('scène animée remplacée par sa dernière image', question.id);
  // A typed answer's picture is its chart: an imported number or short answer has none.
  if (question.reponse && question.media)
    report.lose('exercice sur la carte\u202f: la carte devient son image', question.id);
  const base = {
    name: question.id,
    category: [loaded.bank.libelle, theme?.libelle ?? question.theme],
    statement: question.enonce,
    ...(question.enonce_suite ? { statementSecond: question.enonce_suite } : {}),
    explanation: question.explication,
    reference: question.reference,
    ...(file && question.media
      ? {
          picture: {
            name: `${question.id}${path.extname(file)}`,
            bytes: readMedia(file),
            alt: question.media.alt,
          },
        }
      : {}),
  };
  if (question.reponse && isWordAnswer(question.reponse)) {
    if (question.reponse.tolerance > 0)
      report.lose('fautes de frappe tolérées dans une réponse courte', question.id);
    return { ...base, kind: 'texte', answers: question.reponse.valeur };
  }
  if (question.reponse) {
    const { nature, tolerance } = question.reponse;
    return { ...base, kind: 'numerique', value: answerValue(question.reponse), tolerance, nature };
  }
  const right = question.correctes.length;
  const answers = LETTERS.filter((letter) => question.propositions[letter] !== undefined).map(
    (letter) => ({
      text: question.propositions[letter] ?? '',
      fraction: question.correctes.includes(letter) ? rightShare(right) : right > 1 ? -100 : 0,
    }),
  );
  return { ...base, kind: 'choix', single: right === 1, answers };
}
