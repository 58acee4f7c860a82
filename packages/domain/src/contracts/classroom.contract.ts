import { z } from 'zod/mini';
import {
  CLASSROOM_PACINGS,
  CLASSROOM_PHASES,
  CLASSROOM_SOURCES,
  CLASSROOM_STEPS,
  isClassroomCode,
  normalisedClassroomCode,
} from '../classroom.js';
import { LICENCE_CODES } from '../licences.js';
import { mediaSchema, propositionSchema, sceneSchema } from './player.contract.js';

// « Code en salle » (issue #43): the school space launches and runs a session
// ({central}/api/ecole/salles…), the learners join and answer from the learner app
// (/api/salle…). Ours, in French; docs/api.md ("Classroom sessions") describes them.

const id = (message: string) => z.string(message).check(z.regex(/^[\w-]{1,40}$/, message));

/**
 * A question's place in the session, from `min` to the longest series. A refinement, not
 * z.int/gte/lte: the learner app loads this contract, and those checks' code would join the zod
 * chunk of every first load (bench/bundle-size.mjs).
 */
const questionPosition = (min: 0 | 1) =>
  z
    .number('Question invalide.')
    .check(
      z.refine(
        (value) => Number.isInteger(value) && value >= min && value <= 200,
        'Question invalide.',
      ),
    );

export const classroomParamsSchema = z.object({ salle: id('Identifiant de séance invalide.') });

/** POST {central}/api/ecole/salles: what the session asks, from which series, how it is paced. */
export const classroomStartBodySchema = z.object({
  permis: z.enum(LICENCE_CODES, 'Choisissez le permis de la séance.'),
  /** Left out by who has one school. */
  ecole: z.optional(id('Choisissez l’école de la séance.')),
  source: z.enum(CLASSROOM_SOURCES, 'Choisissez les questions de la séance.'),
  /** The mock exam or thematic series (`examen`, `theme`); none for `tirage`. */
  serie: z.optional(id('Choisissez la série de la séance.')),
  rythme: z.enum(CLASSROOM_PACINGS, 'Choisissez le rythme de la séance.'),
});
export type ClassroomStartBody = z.infer<typeof classroomStartBodySchema>;

/** GET {central}/api/ecole/salles/series?permis=: the series a session can be taken from. */
export const classroomSeriesQuerySchema = z.object({
  permis: z.enum(LICENCE_CODES, 'Choisissez le permis de la séance.'),
});
const seriesChoiceSchema = z.object({
  slug: z.string(),
  libelle: z.string(),
  nb_questions: z.number(),
});
export const classroomSeriesSchema = z.object({
  examens: z.array(seriesChoiceSchema),
  themes: z.array(seriesChoiceSchema),
  /** Questions a drawn session asks: the exam's count, in its themes' proportions. */
  tirage: z.number(),
});

/** POST {central}/api/ecole/salles/{salle}/etape: the step, from the question it was pressed on. */
export const classroomStepBodySchema = z.object({
  action: z.enum(CLASSROOM_STEPS, 'Action inconnue.'),
  /** 1-based question on the presenter's screen (0 before the first): a second press is a no-op. */
  position: questionPosition(0),
});

/** The current question as the room sees it: its statement, picture and propositions. */
export const classroomQuestionSchema = z.object({
  identifiant: z.string(),
  enonce: z.string(),
  enonce_suite: z.optional(z.string()),
  propositions: z.array(propositionSchema),
  media: z.nullable(mediaSchema),
  scene: z.optional(sceneSchema),
  plusieurs_reponses: z.boolean(),
});

/** How many in the room chose each letter, once corrected. */
export const letterCountSchema = z.object({ lettre: z.string(), nombre: z.number() });

export const classroomCorrectionSchema = z.object({
  /** The right letters, as the room sees them. */
  bonnes: z.array(z.string()),
  repartition: z.array(letterCountSchema),
  /** Who gave no answer. */
  sans_reponse: z.number(),
  explication: z.string(),
});

/** The group's results once the session ends. */
export const classroomResultsSchema = z.object({
  /** How many learners scored each mark, from 0 to the number of questions. */
  scores: z.array(z.object({ score: z.number(), nombre: z.number() })),
  moyenne: z.nullable(z.number()),
  reussis: z.number(),
  seuil: z.number(),
  /** The five questions most missed, most missed first. */
  plus_manquees: z.array(
    z.object({ position: z.number(), enonce: z.string(), justes: z.number(), sur: z.number() }),
  ),
});

/** The session's state for the presenter: never a learner's name (it is projected). */
export const classroomStaffViewSchema = z.object({
  id: z.string(),
  code: z.nullable(z.string()),
  permis: z.enum(LICENCE_CODES),
  libelle: z.string(),
  ecole_nom: z.string(),
  rythme: z.enum(CLASSROOM_PACINGS),
  phase: z.enum(CLASSROOM_PHASES),
  /** 1-based current question; 0 before the first. */
  position: z.number(),
  nb_questions: z.number(),
  participants: z.number(),
  /** Learners who answered the current question. */
  reponses: z.number(),
  /** ISO instant the current question stops taking answers (paced by the clock). */
  echeance: z.nullable(z.string()),
  secondes: z.nullable(z.number()),
  question: z.optional(classroomQuestionSchema),
  correction: z.optional(classroomCorrectionSchema),
  resultats: z.optional(classroomResultsSchema),
  /** Bumped by every change: a stream's event says the view to read is newer. */
  version: z.string(),
});
export type ClassroomStaffView = z.infer<typeof classroomStaffViewSchema>;

/** GET {central}/api/ecole/salles/{salle}/absents: for the instructor's own screen only. */
export const classroomMissingSchema = z.object({
  participants: z.array(z.object({ nom: z.string(), a_repondu: z.boolean(), score: z.number() })),
});

/** A past or running session in the school space's list. */
export const classroomSummarySchema = z.object({
  id: z.string(),
  code: z.nullable(z.string()),
  libelle: z.string(),
  permis: z.enum(LICENCE_CODES),
  ecole_nom: z.string(),
  rythme: z.enum(CLASSROOM_PACINGS),
  phase: z.enum(CLASSROOM_PHASES),
  /** ISO instants. */
  debut: z.string(),
  fin: z.nullable(z.string()),
  participants: z.number(),
  nb_questions: z.number(),
  /** Right answers per learner, on average, once ended. */
  moyenne: z.nullable(z.number()),
  reussis: z.number(),
});
export type ClassroomSummary = z.infer<typeof classroomSummarySchema>;
export const classroomListSchema = z.object({ salles: z.array(classroomSummarySchema) });

export const classroomAnswerSchema = z.object({
  message: z.string(),
  salle: classroomStaffViewSchema,
});

/** POST /api/salle/rejoindre: « Code de la séance », as typed. */
export const classroomJoinBodySchema = z.object({
  code: z
    .string('Indiquez le code de la séance.')
    .check(
      z.overwrite(normalisedClassroomCode),
      z.refine(isClassroomCode, 'Le code de la séance a 6 caractères, lettres et chiffres.'),
    ),
});
export const classroomJoinedSchema = z.object({ salle: z.string() });

/** GET /api/salle/{salle}: the session as a learner's phone shows it. */
export const classroomLearnerViewSchema = z.object({
  id: z.string(),
  libelle: z.string(),
  ecole_nom: z.string(),
  phase: z.enum(CLASSROOM_PHASES),
  position: z.number(),
  nb_questions: z.number(),
  echeance: z.nullable(z.string()),
  secondes: z.nullable(z.number()),
  question: z.optional(classroomQuestionSchema),
  /** The letters this learner sent for the current question, null before. */
  ma_reponse: z.nullable(z.array(z.string())),
  /** Once corrected: the right letters and whether this learner had them. */
  correction: z.optional(
    z.object({ bonnes: z.array(z.string()), juste: z.boolean(), explication: z.string() }),
  ),
  /** Once ended: this learner's series in their history. */
  fin: z.optional(z.object({ serie: z.number(), score: z.number(), nb_questions: z.number() })),
  version: z.string(),
});
export type ClassroomLearnerView = z.infer<typeof classroomLearnerViewSchema>;

/** PUT /api/salle/{salle}/reponse: the letters for the question shown (1-based). */
export const classroomReplyBodySchema = z.object({
  position: questionPosition(1),
  reponse: z.array(z.enum(['A', 'B', 'C', 'D'])).check(z.maxLength(4)),
});
export const classroomReplySchema = z.object({
  position: z.number(),
  reponse: z.array(z.string()),
  /** The question no longer took answers: nothing was recorded. */
  hors_delai: z.optional(z.boolean()),
});
