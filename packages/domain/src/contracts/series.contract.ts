import { z } from 'zod/mini';
import { ORDRE_LETTRAGE, PARCOURS, SERIES_TYPES } from '../series.js';
import { TEMPS_MAJORE } from '../preferences.js';

// Series and history calls (spec §3, §7). Field names the spec leaves out are ours, in French
// like the rest of the wire; docs/api.md describes them.

const seriesType = z.enum(SERIES_TYPES);
const digits = (max: number, message: string) =>
  z.string().check(z.regex(new RegExp(`^\\d{1,${max}}$`), message));

/** A series id in a path: `/api/serie/resume/{id}`, `/api/player/infos/{id}/…`. */
export const serieParamsSchema = z.object({
  id: digits(16, 'Identifiant de série invalide.'),
});

/** PUT /api/serie/create query (spec §7): no body. */
export const createSerieQuerySchema = z.object({
  slug: z
    .string()
    .check(
      z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Série inconnue.'),
      z.maxLength(80, 'Série inconnue.'),
    ),
  parcours: z.enum(PARCOURS, 'Le parcours doit être « examen » ou « entrainement ».'),
  ordre_lettrage: z.enum(
    ORDRE_LETTRAGE,
    'L’ordre des lettres doit être « fixe » ou « aleatoire ».',
  ),
});

/** An attempt as the player needs it to start or resume. */
export const serieStateSchema = z.object({
  id: z.number(),
  slug: z.string(),
  type: seriesType,
  libelle: z.string(),
  parcours: z.enum(PARCOURS),
  chronometree: z.boolean(),
  nb_questions: z.number(),
  /** Questions answered so far; the next one is this index + 1. */
  nb_questions_realisees: z.number(),
  termine: z.boolean(),
});
export type SerieState = z.infer<typeof serieStateSchema>;

/** A theme chip (spec §3 history entry: present only if a theme letter exists). */
const themeChipSchema = z.object({ id: z.string(), couleur: z.string() });

/** A history entry (spec §3), newest first unless sorted otherwise. */
export const historiqueEntrySchema = z.object({
  id: z.number(),
  date: z.string(),
  termine: z.boolean(),
  nb_questions: z.number(),
  nb_questions_realisees: z.number(),
  score: z.number(),
  type: seriesType,
  libelle: z.string(),
  ordre: z.number(),
  chronometree: z.boolean(),
  /** Extended time of this attempt, when it had some (issue #18). */
  temps_majore: z.optional(z.enum(TEMPS_MAJORE)),
  theme: z.optional(themeChipSchema),
  slug: z.string(),
  /** Exam conditions or training: only mock exams in exam conditions tell readiness. */
  parcours: z.enum(PARCOURS),
  /**
   * Pass or fail once ended, against the licence's pass mark; null while in progress and for
   * the welcome series, which is not graded.
   */
  reussi: z.nullable(z.boolean()),
  /** An ended exam marked out of a total (hauturier): its points and the total, e.g. 14/20. */
  note: z.optional(z.object({ points: z.number(), sur: z.number() })),
});
export type HistoriqueEntry = z.infer<typeof historiqueEntrySchema>;

/** A series type entry (spec §3): how many of its series remain to be done. */
export const seriesTypeEntrySchema = z.object({
  type: seriesType,
  libelle: z.string(),
  restantes: z.number(),
  total: z.number(),
  series: z.array(
    z.object({
      slug: z.string(),
      libelle: z.string(),
      chronometree: z.boolean(),
      /** Ended at least once. */
      terminee: z.boolean(),
    }),
  ),
});

/** A theme result (spec §3): rates in percent; `score_limite` is the pass rate. */
export const themeResultSchema = z.object({
  theme_id: z.string(),
  nb_questions: z.number(),
  score: z.number(),
  score_limite: z.number(),
  desactive: z.boolean(),
  serie: z.nullable(z.object({ slug: z.string() })),
});

/** A composed series (spec §3 "personalised series"): the personalised one and the review. */
export const parcoursPersonnaliseSchema = z.object({
  type: z.enum(['personnalise', 'erreurs']),
  libelle: z.string(),
  nb_questions: z.number(),
  chronometree: z.boolean(),
  slug: z.string(),
});

/**
 * GET /api/front/series-eleve (spec §7). `historique` holds, newest first, the 10 most recent
 * attempts, every unfinished one, the last three mock exams ended in exam conditions (the
 * readiness verdict) and the ended welcome series (for the "new learner" rule of §4); the
 * history page pages through all of them with /api/front/historique. `historique_total` counts
 * them all. `parcours_personnalise` leaves out the review of mistakes when there is none to
 * review; its `nb_questions` is then how many it will ask.
 */
/**
 * The licence's mock exam (issue #22): its format, as the bank declares it, and the slug that
 * starts one drawn afresh (« Nouvel examen blanc »).
 */
export const examenBlancSchema = z.object({
  slug: z.string(),
  nb_questions: z.number(),
  seuil: z.number(),
  /** Seconds per question, or minutes for the whole exam: one of the two is null. */
  secondes_par_question: z.nullable(z.number()),
  minutes: z.nullable(z.number()),
  /** Marked out of a total (hauturier: 20): then `seuil` and each part's are points. */
  note_sur: z.optional(z.number()),
  parties: z.array(
    z.object({
      libelle: z.string(),
      nb_questions: z.number(),
      seuil: z.number(),
      /** With `note_sur`: the part's points. */
      note_sur: z.optional(z.number()),
    }),
  ),
});
export type ExamenBlanc = z.infer<typeof examenBlancSchema>;

export const seriesEleveResponseSchema = z.object({
  series_restantes: z.object({ series: z.array(seriesTypeEntrySchema) }),
  examen_blanc: examenBlancSchema,
  /** The latest attempts, the last mock exams in exam conditions and the ended welcome series. */
  historique: z.array(historiqueEntrySchema),
  /** The slugs of the series with an unfinished attempt: starting one resumes it. */
  series_en_cours: z.array(z.string()),
  historique_total: z.number(),
  themes: z.array(themeResultSchema),
  parcours_personnalise: z.array(parcoursPersonnaliseSchema),
});
export type SeriesEleveResponse = z.infer<typeof seriesEleveResponseSchema>;

export const HISTORIQUE_SORTS = ['date', 'libelle', 'score', 'realisees'] as const;
export const HISTORIQUE_MAX_PAGE_SIZE = 100;

/** GET /api/front/historique: one page of the learner's attempts, sorted by the server. */
export const historiqueQuerySchema = z.object({
  page: z.optional(digits(6, 'Le numéro de page doit être un entier positif ou nul.')),
  taille_page: z.optional(digits(3, 'La taille de page doit être un entier entre 1 et 100.')),
  tri: z.optional(z.enum(HISTORIQUE_SORTS, 'Tri inconnu.')),
  ordre: z.optional(z.enum(['asc', 'desc'], 'L’ordre doit être « asc » ou « desc ».')),
});

export const historiquePageSchema = z.object({
  total: z.number(),
  page: z.number(),
  taille_page: z.number(),
  entrees: z.array(historiqueEntrySchema),
});
export type HistoriquePage = z.infer<typeof historiquePageSchema>;
