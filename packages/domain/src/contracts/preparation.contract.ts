import { z } from 'zod/mini';

// GET /api/front/preparation and PUT /api/front/date-examen (issue #44; ADR 0034): what the
// memory model predicts for the exam day and the plan to get there. Not in spec §7: ours, in
// French; docs/api.md describes them.

/** Who gave the exam's day: the school's booking goes before the learner's own. */
export const EXAM_DAY_SOURCES = ['ecole', 'eleve'] as const;

export const preparationSchema = z.object({
  /** The exam's day ('yyyy-MM-dd', French time), or null when none is known. */
  date_examen: z.nullable(z.object({ jour: z.string(), source: z.enum(EXAM_DAY_SOURCES) })),
  /** The day the chances are for: the exam's, or today without one. */
  jour_prevu: z.string(),
  /** The chance of passing the licence's mock exam that day, from 0 to 1. */
  reussite: z.number(),
  /** Per theme of the bank, in its order: the chance of a right answer that day. */
  themes: z.array(
    z.object({
      theme_id: z.string(),
      chance: z.number(),
      /** Questions of the theme the model knows (answered at least once), of all of them. */
      connues: z.number(),
      total: z.number(),
    }),
  ),
  /** The pace to the exam; null without an exam's day. */
  plan: z.nullable(
    z.object({
      /** Days of study left, today included. */
      jours: z.number(),
      questions_par_jour: z.number(),
      /** Questions due again today. */
      a_revoir: z.number(),
      /** Questions never answered, and how many of them to learn each day. */
      nouvelles: z.number(),
      nouvelles_par_jour: z.number(),
      /** False when the days are too few or the pace more than a learner keeps. */
      tenable: z.boolean(),
    }),
  ),
});
export type Preparation = z.infer<typeof preparationSchema>;

/** The learner's own exam day; null clears it. */
export const dateExamenBodySchema = z.object({
  date_examen: z.nullable(z.string('La date de l’examen doit être une date (aaaa-mm-jj).')),
});
