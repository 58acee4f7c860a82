import { z } from 'zod/mini';

// The course application (issue #8): our own viewer, served at each application's `link`
// (`/cours/<label>`), reads these; docs/api.md describes them.

/** Which courses an application opens (spec §2): lessons, commented series, or by theme. */
export const courseVariants = ['cours', 'commentes', 'par-theme'] as const;
export type CourseVariant = (typeof courseVariants)[number];

export const courseParamsSchema = z.object({
  label: z.string().check(z.minLength(1), z.maxLength(100)),
});

const lessonSummarySchema = z.object({
  identifiant: z.string(),
  theme: z.string(),
  titre: z.string(),
  /** Reading time, from the word count. */
  minutes: z.number(),
  termine: z.boolean(),
});

/** The learner's answers in a theme, over every inscription this bank serves. */
const themeScoreSchema = z.object({
  identifiant: z.string(),
  libelle: z.string(),
  couleur: z.string(),
  repondues: z.number(),
  bonnes: z.number(),
});

/** GET /api/cours/{label} */
export const courseOutlineSchema = z.object({
  label: z.string(),
  titre: z.string(),
  variante: z.enum(courseVariants),
  banque: z.string(),
  lecons: z.array(lessonSummarySchema),
  themes: z.array(themeScoreSchema),
  /** The exam-like series whose questions are commented, for the `commentes` variant. */
  series: z.array(z.object({ slug: z.string(), libelle: z.string() })),
});
export type CourseOutline = z.infer<typeof courseOutlineSchema>;

export const lessonParamsSchema = z.object({
  label: courseParamsSchema.shape.label,
  identifiant: z.string().check(z.minLength(1), z.maxLength(60)),
});

/** GET /api/cours/{label}/lecons/{identifiant}: the lesson as HTML made from its Markdown. */
export const lessonSchema = z.object({
  identifiant: z.string(),
  theme: z.string(),
  titre: z.string(),
  html: z.string(),
  termine: z.boolean(),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const commentaryParamsSchema = z.object({
  label: courseParamsSchema.shape.label,
  slug: z.string().check(z.minLength(1), z.maxLength(80)),
});

/** GET /api/cours/{label}/commentaires/{slug}: every question with why each answer is right or wrong. */
export const commentarySchema = z.object({
  slug: z.string(),
  libelle: z.string(),
  questions: z.array(
    z.object({
      identifiant: z.string(),
      theme: z.string(),
      enonce: z.string(),
      enonce_suite: z.nullable(z.string()),
      propositions: z.array(
        z.object({ lettre: z.string(), texte: z.string(), correcte: z.boolean() }),
      ),
      explication: z.string(),
      reference: z.string(),
      media: z.nullable(z.object({ url: z.string(), alt: z.string() })),
    }),
  ),
});
export type Commentary = z.infer<typeof commentarySchema>;

/** POST /api/cours/complete (spec §7): form field `identifiant`, the lesson's id. */
export const completeBodySchema = z.object({
  identifiant: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
});
export const completeAnswerSchema = z.object({ identifiant: z.string(), termine: z.boolean() });
