import { z } from 'zod';
import { examFormatSchema } from './exam-format.js';
import { LICENCE_CODES } from './licences.js';
import { numericAnswerSchema } from './numeric-answer.js';

// Schemas of the content files (docs/content-format.md). Server-side tooling only, so the
// classic zod API is fine here: the browser never imports this module (ADR 0003).

export const LETTERS = ['A', 'B', 'C', 'D'] as const;
export type Letter = (typeof LETTERS)[number];

export const contentThemeSchema = z
  .object({
    identifiant: z.string().regex(/^[A-Z]$/, 'une lettre majuscule'),
    libelle: z.string().trim().min(3).max(120),
    libelle_court: z.string().trim().min(2).max(40).optional(),
    couleur: z.string().regex(/^#[0-9a-f]{6}$/i, 'une couleur #rrggbb'),
  })
  .strict();

export const bankSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z-]*$/, 'kebab-case'),
    prefixe: z.string().regex(/^[A-Z]{2}$/, 'deux lettres majuscules'),
    libelle: z.string().trim().min(3).max(120),
    permis: z.array(z.enum(LICENCE_CODES)).min(1),
    themes: z.array(contentThemeSchema).min(1),
    /** The mock exam of the bank's licences (issue #22); absent: spec §9's format. */
    examen: examFormatSchema.optional(),
  })
  .strict()
  .superRefine((bank, context) => {
    const letters = new Set(bank.themes.map((theme) => theme.identifiant));
    const named = [
      ...Object.keys(bank.examen?.repartition ?? {}),
      ...(bank.examen?.parties ?? []).flatMap((part) => part.themes),
    ];
    for (const letter of new Set(named)) {
      if (!letters.has(letter))
        context.addIssue({
          code: 'custom',
          path: ['examen'],
          message: `l’examen nomme le thème ${letter}, absent de la banque`,
        });
    }
    const seen = new Set<string>();
    bank.themes.forEach((theme, index) => {
      if (seen.has(theme.identifiant)) {
        context.addIssue({
          code: 'custom',
          path: ['themes', index, 'identifiant'],
          message: `thème ${theme.identifiant} en double`,
        });
      }
      seen.add(theme.identifiant);
    });
  });
export type Bank = z.infer<typeof bankSchema>;

export const questionSchema = z
  .object({
    id: z.string().regex(/^[A-Z]{2}-[A-Z]-\d{3}$/, 'de la forme XX-T-001'),
    enonce: z.string().trim().min(10).max(400),
    enonce_suite: z.string().trim().min(3).max(300).optional(),
    propositions: z.partialRecord(z.enum(LETTERS), z.string().trim().min(1).max(200)),
    correctes: z.array(z.enum(LETTERS)).min(1),
    explication: z.string().trim().min(40).max(1200),
    reference: z.string().trim().min(5).max(200),
    media: z
      .object({
        fichier: z
          .string()
          .regex(/^[a-z0-9-]+\/[a-z0-9-]+\.(svg|png|jpe?g|webp|mp4)$/, 'chemin sous content/media'),
        alt: z.string().trim().min(10).max(300),
      })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((question, context) => {
    const letters = Object.keys(question.propositions);
    const count = letters.length;
    if (count < 2 || letters.join('') !== LETTERS.slice(0, count).join('')) {
      context.addIssue({
        code: 'custom',
        path: ['propositions'],
        message: 'de 2 à 4 propositions lettrées A, B, C, D dans l’ordre',
      });
      return;
    }
    const correct = new Set(question.correctes);
    if (correct.size !== question.correctes.length) {
      context.addIssue({ code: 'custom', path: ['correctes'], message: 'lettre en double' });
    }
    for (const letter of correct) {
      if (!letters.includes(letter)) {
        context.addIssue({
          code: 'custom',
          path: ['correctes'],
          message: `la lettre ${letter} n’existe pas`,
        });
      }
    }
    if (correct.size >= count) {
      context.addIssue({
        code: 'custom',
        path: ['correctes'],
        message: 'au moins une proposition doit être fausse',
      });
    }
    if (question.enonce_suite !== undefined) {
      const firstPart = ['A', 'B'].filter((letter) => correct.has(letter as Letter)).length;
      const secondPart = ['C', 'D'].filter((letter) => correct.has(letter as Letter)).length;
      if (count !== 4 || firstPart !== 1 || secondPart !== 1) {
        context.addIssue({
          code: 'custom',
          path: ['correctes'],
          message:
            'question en deux parties : 4 propositions, une bonne réponse parmi A/B et une parmi C/D',
        });
      }
    }
  });
export type ContentQuestion = z.infer<typeof questionSchema>;

export const questionFileSchema = z.array(questionSchema).min(1);

/**
 * A chart or tide exercise of the offshore exam whose answer is typed (`exercices/<T>.yaml`,
 * issue #22): a course, a height, a time, a position… with its tolerance. An exercise with
 * choices is checked as a question (`questionSchema`); either may say `moment: jour | nuit`, the
 * two halves of the chart part.
 */
export const numericExerciseSchema = z
  .object({
    id: z.string().regex(/^[A-Z]{2}-[A-Z]-\d{3}$/, 'de la forme XX-T-001'),
    enonce: z.string().trim().min(10).max(400),
    reponse: numericAnswerSchema,
    explication: z.string().trim().min(40).max(1200),
    reference: z.string().trim().min(5).max(200),
  })
  .strict();
export type NumericExercise = z.infer<typeof numericExerciseSchema>;

export const EXERCISE_MOMENTS = ['jour', 'nuit'] as const;

/** A fixed series of a bank (`series.yaml`): exam-like, one theme, or the welcome series. */
export const seriesSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case'),
    type: z.enum(['examen', 'thematique', 'accueil']),
    libelle: z.string().trim().min(3).max(120),
    chronometree: z.boolean(),
    permis: z.array(z.enum(LICENCE_CODES)).min(1),
    questions: z.array(z.string().regex(/^[A-Z]{2}-[A-Z]-\d{3}$/)).min(1),
  })
  .strict();
export type ContentSeries = z.infer<typeof seriesSchema>;

export const seriesFileSchema = z.array(seriesSchema);

/** The front matter of a lesson (`cours/<T>.md`): the body is Markdown of our own teaching text. */
export const lessonFrontMatterSchema = z
  .object({ titre: z.string().trim().min(5).max(120) })
  .strict();

/** Issue #5: each lesson has about 300 words at least. */
export const LESSON_MIN_WORDS = 300;
