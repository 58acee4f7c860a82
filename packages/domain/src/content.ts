import { z } from 'zod';
import { examFormatSchema } from './exam-format.js';
import { LICENCE_CODES } from './licences.js';
import type { NumericAnswer } from './numeric-answer.js';
import { NUMERIC_NATURES } from './numeric-natures.js';
import { WORD_MAX_LENGTH, type TypedAnswer, type WordAnswer } from './word-answer.js';

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

const mediaPath = z
  .string()
  .regex(/^[a-z0-9-]+\/[a-z0-9-]+\.(svg|png|jpe?g|webp|mp4)$/, 'chemin sous content/media');

export const bankSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z-]*$/, 'kebab-case'),
    prefixe: z.string().regex(/^[A-Z]{2}$/, 'deux lettres majuscules'),
    libelle: z.string().trim().min(3).max(120),
    permis: z.array(z.enum(LICENCE_CODES)).min(1),
    themes: z.array(contentThemeSchema).min(1),
    /** The mock exam of the bank's licences (issue #22); absent: spec §9's format. */
    examen: examFormatSchema.optional(),
    /**
     * The training chart the questions of `themes` are worked on (hauturier, issue #22): a
     * media file drawn from the bank's `carte/carte.yaml`, which gives its frame.
     */
    carte: z
      .object({
        fichier: mediaPath,
        alt: z.string().trim().min(10).max(300),
        themes: z.array(z.string().regex(/^[A-Z]$/, 'une lettre majuscule')).min(1),
      })
      .strict()
      .optional(),
    /** What the bank aims at (issue #24): `content:check` reports how far it has come. */
    objectifs: z
      .object({
        questions: z.number().int().min(1).optional(),
        /** The least per theme: one figure for all, or one per theme letter. */
        par_theme: z
          .union([
            z.number().int().min(1),
            z.record(z.string().regex(/^[A-Z]$/), z.number().int().min(1)),
          ])
          .optional(),
        /** The least share of questions with a picture, in per cent. */
        illustrees: z.number().min(0).max(100).optional(),
      })
      .strict()
      .optional(),
    /** Every question carries its second review (`revue`): `content:check` refuses one without. */
    relecture_obligatoire: z.boolean().optional(),
  })
  .strict()
  .superRefine((bank, context) => {
    const letters = new Set(bank.themes.map((theme) => theme.identifiant));
    const named = [
      ...(bank.carte?.themes ?? []),
      ...Object.keys(bank.examen?.repartition ?? {}),
      ...(bank.examen?.parties ?? []).flatMap((part) => part.themes),
      ...(typeof bank.objectifs?.par_theme === 'object'
        ? Object.keys(bank.objectifs.par_theme)
        : []),
    ];
    for (const letter of new Set(named)) {
      if (!letters.has(letter))
        context.addIssue({
          code: 'custom',
          path: ['examen'],
          message: `le thème ${letter}, nommé par l’examen, la carte ou les objectifs, est absent de la banque`,
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

/**
 * The second review of a question (issue #24): who checked it, when, and against which text.
 * The reviewer is never its author (`auteur`), so the check names both.
 */
const reviewSchema = z
  .object({
    relecteur: z.string().trim().min(2).max(60),
    date: z.string().regex(/^20\d\d-[01]\d-[0-3]\d$/, 'une date AAAA-MM-JJ'),
    source: z.string().trim().min(5).max(300),
  })
  .strict();

/** Who wrote a question and who reviewed it: not part of its content (no new version). */
const authorship = {
  auteur: z.string().trim().min(2).max(60).optional(),
  revue: reviewSchema.optional(),
  /** Questions its reviewer found close in words but asking another fact (near-duplicates). */
  distincte_de: z
    .array(z.string().regex(/^[A-Z]{2}-[A-Z]-\d{3}$/))
    .min(1)
    .optional(),
};

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
        fichier: mediaPath,
        alt: z.string().trim().min(10).max(300),
      })
      .strict()
      .optional(),
    ...authorship,
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
/**
 * A question as loaded: with letters to choose, or, for a chart or tide exercise, a typed answer
 * (`reponse`) and then no propositions.
 */
export type ContentQuestion = z.infer<typeof questionSchema> & { reponse?: TypedAnswer };

/** A typed answer of a chart or tide exercise (issue #22): numeric-answer.ts scores it. */
const angle = z
  .object({
    degres: z.number().int().min(0).max(180),
    minutes: z.number().min(0).lt(60),
    sens: z.enum(['N', 'S', 'E', 'W']),
  })
  .strict();

export const numericAnswerSchema: z.ZodType<NumericAnswer> = z
  .object({
    nature: z.enum(NUMERIC_NATURES),
    valeur: z.union([
      z.number(),
      z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'une heure de 00:00 à 23:59'),
      angle,
    ]),
    /** In the answer's unit; minutes for a time, minutes of arc for a position. */
    tolerance: z.number().min(0),
  })
  .strict()
  .superRefine((answer, context) => {
    const kind =
      answer.nature === 'heure'
        ? 'string'
        : answer.nature === 'latitude' || answer.nature === 'longitude'
          ? 'object'
          : 'number';
    if (typeof answer.valeur !== kind)
      context.addIssue({
        code: 'custom',
        path: ['valeur'],
        message: `valeur de la forme attendue pour « ${answer.nature} »`,
      });
    if (typeof answer.valeur === 'object') {
      const sides = answer.nature === 'latitude' ? ['N', 'S'] : ['E', 'W'];
      if (!sides.includes(answer.valeur.sens))
        context.addIssue({ code: 'custom', path: ['valeur', 'sens'], message: 'sens impossible' });
    }
    if (answer.nature === 'cap' && typeof answer.valeur === 'number' && answer.valeur >= 360)
      context.addIssue({ code: 'custom', path: ['valeur'], message: 'un cap de 0 à 359°' });
  });

/** A short answer (word-answer.ts): the words accepted, and the typing slips forgiven. */
export const wordAnswerSchema: z.ZodType<WordAnswer> = z
  .object({
    nature: z.literal('mot'),
    valeur: z
      .array(z.string().trim().min(1).max(WORD_MAX_LENGTH))
      .min(1, 'au moins une réponse acceptée')
      .max(10),
    tolerance: z.number().int().min(0).max(2),
  })
  .strict();

/** A typed answer: words when its nature is `mot`, else a number in its unit. */
const typedAnswerSchema = z.unknown().transform((value, context): TypedAnswer => {
  const word = typeof value === 'object' && value !== null && 'nature' in value;
  const schema =
    word && value.nature === 'mot'
      ? wordAnswerSchema
      : (numericAnswerSchema as z.ZodType<TypedAnswer>);
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
});

/**
 * A question whose answer is typed: a chart or tide exercise's course, height, time or
 * position, or an imported bank's number or short answer.
 */
const typedQuestionSchema = z
  .object({
    id: z.string().regex(/^[A-Z]{2}-[A-Z]-\d{3}$/, 'de la forme XX-T-001'),
    enonce: z.string().trim().min(10).max(400),
    reponse: typedAnswerSchema,
    explication: z.string().trim().min(40).max(1200),
    reference: z.string().trim().min(5).max(200),
    ...authorship,
  })
  .strict();

/** An entry of `questions/<T>.yaml`: typed when it has `reponse`, else with propositions. */
const questionEntrySchema = z.unknown().transform((value, context): ContentQuestion => {
  const typed = typeof value === 'object' && value !== null && 'reponse' in value;
  const parsed = typed ? typedQuestionSchema.safeParse(value) : questionSchema.safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  }
  return 'reponse' in parsed.data
    ? { ...parsed.data, propositions: {}, correctes: [] }
    : parsed.data;
});

export const questionFileSchema = z.array(questionEntrySchema).min(1);

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
