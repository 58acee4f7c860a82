import { z } from 'zod';
import { LICENCE_TYPES, type LicenceCode } from './licences.js';
import { MAX_MISTAKES, QUESTION_SECONDS } from './series.js';

/**
 * The mock exam a bank offers (issue #22, ADR 0019): how many questions, how they spread over
 * the themes, the pass mark overall and per part, the time rule. Declared by the bank
 * (`examen` in bank.yaml) because the official formats changed after spec §9's « Questions per
 * test » table was written; that table stays in licences.ts as the contract, and is the format
 * of a bank that declares none.
 */

const themeLetter = z.string().regex(/^[A-Z]$/, 'une lettre majuscule');

export const examPartSchema = z
  .object({
    identifiant: z.string().regex(/^[a-z][a-z0-9-]*$/, 'kebab-case'),
    libelle: z.string().trim().min(3).max(120),
    themes: z.array(themeLetter).min(1),
    /**
     * Right answers (or points, with a `bareme`) needed in this part, whatever the rest (CRR:
     * the average of each part; hauturier: 7 of the chart's 12); 0: no minimum of its own.
     */
    seuil: z.number().int().min(0),
  })
  .strict();

export const examFormatSchema = z
  .object({
    nb_questions: z.number().int().min(5).max(60),
    /** Right answers needed overall, or points with a `bareme`. */
    seuil: z.number().int().min(1),
    /**
     * Points a right answer is worth, per theme, when the exam is marked out of a total rather
     * than counted in right answers (hauturier: out of 20); every theme of the split has one.
     */
    bareme: z.record(themeLetter, z.number().positive().multipleOf(0.5)).optional(),
    /** Seconds per question, counted by the server (ETG, ETM, boat tests). */
    secondes_par_question: z.number().int().min(5).max(120).optional(),
    /** Or one clock for the whole exam, in minutes (CRR). */
    minutes: z.number().int().min(5).max(180).optional(),
    /** Questions of each theme in one exam; they add up to nb_questions. */
    repartition: z.record(themeLetter, z.number().int().min(0)),
    /**
     * Questions asked on a moving scene in one exam, within the split (issue #42: about 10 % in
     * the real ETG and ETM); none when absent.
     */
    scenes: z.number().int().min(0).optional(),
    parties: z.array(examPartSchema).optional(),
    /** Where the format comes from: the texts or pages checked, with their date. */
    sources: z.array(z.string().trim().min(10).max(300)).min(1),
  })
  .strict()
  .superRefine((format, context) => {
    const issue = (message: string, path: (string | number)[] = []) =>
      context.addIssue({ code: 'custom', path, message });
    const total = Object.values(format.repartition).reduce((sum, count) => sum + count, 0);
    if (total !== format.nb_questions)
      issue(`la répartition compte ${total} questions au lieu de ${format.nb_questions}`, [
        'repartition',
      ]);
    const worth = (theme: string) => format.bareme?.[theme] ?? 1;
    const points = (themes: string[]) =>
      themes.reduce((sum, theme) => sum + (format.repartition[theme] ?? 0) * worth(theme), 0);
    if (format.bareme && Object.keys(format.repartition).some((theme) => !format.bareme?.[theme]))
      issue('chaque thème de la répartition a sa valeur dans le barème', ['bareme']);
    const all = points(Object.keys(format.repartition));
    if (format.seuil > all) issue(`seuil plus grand que le total de ${all}`);
    if ((format.scenes ?? 0) > format.nb_questions)
      issue('plus de scènes que de questions', ['scenes']);
    if ((format.secondes_par_question === undefined) === (format.minutes === undefined))
      issue('un seul chronomètre, secondes_par_question ou minutes');
    const inParts = new Set<string>();
    format.parties?.forEach((part, index) => {
      const count = points(part.themes);
      if (part.seuil > count)
        issue(`seuil de la partie plus grand que son total de ${count}`, ['parties', index]);
      for (const theme of part.themes) {
        if (inParts.has(theme)) issue(`thème ${theme} dans deux parties`, ['parties', index]);
        inParts.add(theme);
      }
    });
    if (format.parties && Object.keys(format.repartition).some((theme) => !inParts.has(theme)))
      issue('chaque thème de la répartition appartient à une partie', ['parties']);
  });
export type ExamFormatFile = z.infer<typeof examFormatSchema>;

/** A part of an exam as an attempt keeps it: its themes and the right answers it needs. */
export interface ExamPart {
  id: string;
  label: string;
  themes: string[];
  passMark: number;
}

/** The format the engine uses, in English, whether declared by the bank or taken from spec §9. */
export interface ExamFormat {
  nbQuestions: number;
  passMark: number;
  /** One of the two clocks: per question, or for the whole exam. */
  questionSeconds: number | null;
  totalMinutes: number | null;
  /** Questions per theme; empty: spread evenly over the bank's themes. */
  distribution: Record<string, number>;
  /** Questions asked on a moving scene, within the distribution (issue #42). */
  scenes: number;
  parts: ExamPart[];
  /** Points a right answer is worth per theme; null: the exam counts right answers. */
  points: Record<string, number> | null;
}

export function toExamFormat(file: ExamFormatFile): ExamFormat {
  return {
    nbQuestions: file.nb_questions,
    passMark: file.seuil,
    questionSeconds: file.secondes_par_question ?? null,
    totalMinutes: file.minutes ?? null,
    distribution: { ...file.repartition },
    scenes: file.scenes ?? 0,
    parts: (file.parties ?? []).map((part) => ({
      id: part.identifiant,
      label: part.libelle,
      themes: [...part.themes],
      passMark: part.seuil,
    })),
    points: file.bareme ? { ...file.bareme } : null,
  };
}

/** Spec §9's format: its question count, at most 5 mistakes, 20 s a question, no parts. */
export function specExamFormat(licence: LicenceCode): ExamFormat {
  const count = LICENCE_TYPES[licence].nbQuestions;
  return {
    nbQuestions: count,
    passMark: count - MAX_MISTAKES,
    questionSeconds: QUESTION_SECONDS,
    totalMinutes: null,
    distribution: {},
    scenes: 0,
    parts: [],
    points: null,
  };
}

/** What a right answer of this theme is worth: its points, or 1 where the exam counts answers. */
export const worthOf = (points: Record<string, number> | null, theme: string): number =>
  points?.[theme] ?? 1;

/** What the questions of these themes are worth in the exam: their count, or their points. */
export const worthOfThemes = (format: ExamFormat, themes: readonly string[]): number =>
  themes.reduce(
    (sum, theme) => sum + (format.distribution[theme] ?? 0) * worthOf(format.points, theme),
    0,
  );

/** The exam's total: its question count, or the sum of its points (hauturier: 20). */
export const totalOf = (format: ExamFormat): number =>
  worthOfThemes(format, Object.keys(format.distribution)) || format.nbQuestions;

/**
 * The pass mark of a series of `nbQuestions` graded like this exam: the exam's own mark for a
 * full exam, the same rate rounded up for a series of another length (a thematic series).
 */
export function passMarkOf(format: ExamFormat, nbQuestions: number): number {
  if (nbQuestions === format.nbQuestions) return format.passMark;
  return Math.ceil((nbQuestions * format.passMark) / totalOf(format) - 1e-9);
}

/** The rate a theme must reach on the dashboard, in percent: the exam's pass rate. */
export const passPercent = (format: ExamFormat): number =>
  Math.round((format.passMark / totalOf(format)) * 100);

export interface PartResult {
  id: string;
  label: string;
  right: number;
  total: number;
  /** Points scored and the part's total: its right answers and questions without points. */
  score: number;
  maxScore: number;
  passMark: number;
  passed: boolean;
}

type Answered = { theme: string; right: boolean };

/** Points scored by these answers, and out of how many. */
export function scoreOf(points: Record<string, number> | null, questions: readonly Answered[]) {
  let score = 0;
  let maxScore = 0;
  for (const question of questions) {
    const worth = worthOf(points, question.theme);
    maxScore += worth;
    if (question.right) score += worth;
  }
  return { score, maxScore };
}

/** Each part's result from the attempt's questions (their theme and whether answered right). */
export function partResults(
  parts: readonly ExamPart[],
  questions: readonly Answered[],
  points: Record<string, number> | null = null,
): PartResult[] {
  return parts.map((part) => {
    const own = questions.filter((question) => part.themes.includes(question.theme));
    const { score, maxScore } = scoreOf(points, own);
    return {
      id: part.id,
      label: part.label,
      right: own.filter((question) => question.right).length,
      total: own.length,
      score,
      maxScore,
      passMark: part.passMark,
      passed: score >= part.passMark,
    };
  });
}
