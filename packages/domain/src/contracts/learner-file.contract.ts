import { z } from 'zod/mini';
import { LICENCE_CODES } from '../licences.js';
import { inboxExamRequestSchema, inboxMessageSchema } from './inbox.contract.js';
import { historiqueEntrySchema } from './series.contract.js';
import { preparationSchema } from './preparation.contract.js';

// A learner's page in the school space (issue #19, point 2): what one learner has done for one
// licence, for the staff members of their school. Not in spec §7: ours, in French; docs/api.md
// ("School space › A learner's page") describes it.

/** GET {central}/api/ecole/eleves/{eleve}/suivi?formation=: one inscription of the learner. */
export const learnerFileQuerySchema = z.object({
  /** The inscription to show; left out: the learner's open one ending last, else the newest. */
  formation: z.optional(
    z.string().check(z.regex(/^\d{1,16}$/, 'Identifiant de formation invalide.')),
  ),
});
export type LearnerFileQuery = z.infer<typeof learnerFileQuerySchema>;

/** One of the learner's inscriptions, to switch between licences. */
export const learnerInscriptionSchema = z.object({
  inscription: z.number(),
  permis: z.enum(LICENCE_CODES),
  permis_libelle: z.string(),
  /** yyyy-MM-dd, the last day of access (French time); null: no end. */
  acces_jusquau: z.nullable(z.string()),
  statut: z.enum(['ouvert', 'ferme']),
  credits_restants: z.number(),
});

/** A mock exam in exam conditions, ended: a point of the scores chart, oldest first. */
export const mockExamPointSchema = z.object({
  tentative: z.number(),
  /** ISO instant the exam ended. */
  date: z.string(),
  /** Right answers, or points for an exam marked out of a total (hauturier). */
  score: z.number(),
  nb_questions: z.number(),
  /** What `score` is out of: the questions, or the exam's points (20). */
  sur: z.number(),
  /** The pass mark of that exam, in the same unit as `score` (35/40 for the code, 10/20…). */
  seuil: z.number(),
  reussi: z.boolean(),
});
export type MockExamPoint = z.infer<typeof mockExamPointSchema>;

/** A theme's rate against the target the learner's dashboard shows. */
export const themeRateSchema = z.object({
  theme_id: z.string(),
  libelle: z.string(),
  couleur: z.string(),
  repondues: z.number(),
  justes: z.number(),
  /** Percent, rounded; 0 when nothing was answered. */
  taux: z.number(),
  /** Percent: the dashboard's `score_limite`. */
  cible: z.number(),
  /** A theme the dashboard sets no target for (no thematic series). */
  desactive: z.boolean(),
});
export type ThemeRate = z.infer<typeof themeRateSchema>;

/** Time practised in one week (Monday, French calendar), the last WEEKS_SHOWN weeks. */
export const weekPracticeSchema = z.object({
  /** yyyy-MM-dd of the week's Monday. */
  semaine: z.string(),
  minutes: z.number(),
  reponses: z.number(),
});
export type WeekPractice = z.infer<typeof weekPracticeSchema>;

/** Weeks in the practice chart, the current one last. */
export const WEEKS_SHOWN = 12;

export const lessonDoneSchema = z.object({
  lecon: z.string(),
  libelle: z.string(),
  /** ISO instant. */
  date: z.string(),
});

export const learnerFileSchema = z.object({
  eleve: z.object({
    id: z.string(),
    prenom: z.string(),
    nom: z.string(),
    email: z.string(),
    telephone: z.nullable(z.string()),
    ecole: z.string(),
    ecole_nom: z.string(),
    groupe: z.nullable(z.object({ id: z.string(), nom: z.string() })),
    /**
     * ISO instant of the learner's last series activity, any licence, as the learners list
     * reads it (the latest attempt's `updated_at`); null: never.
     */
    derniere_activite: z.nullable(z.string()),
  }),
  formations: z.array(learnerInscriptionSchema),
  /** The inscription shown: one of `formations`. */
  formation: z.number(),
  examens: z.array(mockExamPointSchema),
  /** The dashboard's verdict, the memory model's chance included (issue #44). */
  pret: z.boolean(),
  /**
   * What the memory model says for this inscription, as the learner's dashboard shows it (issue
   * #44); null when no bank serves its licence.
   */
  preparation: z.nullable(preparationSchema),
  themes: z.array(themeRateSchema),
  semaines: z.array(weekPracticeSchema),
  /** The attempts, newest first: the last HISTORY_SHOWN. */
  historique: z.array(historiqueEntrySchema),
  nb_tentatives: z.number(),
  cours: z.array(lessonDoneSchema),
  messages: z.array(inboxMessageSchema),
  demandes_examen: z.array(inboxExamRequestSchema),
});
export type LearnerFile = z.infer<typeof learnerFileSchema>;

/** Attempts listed on the page; the correction of each is one call away. */
export const HISTORY_SHOWN = 100;

// GET {central}/api/ecole/eleves/{eleve}/tentatives/{tentative}: the correction, in the shape of
// the learner's own GET /api/serie/details/{id} (player.contract.ts `serieDetailsSchema`).
export const learnerAttemptParamsSchema = z.object({
  eleve: z.string().check(z.regex(/^[\w-]{1,40}$/, 'Identifiant d’élève invalide.')),
  tentative: z.string().check(z.regex(/^\d{1,16}$/, 'Identifiant de tentative invalide.')),
});

export const NOTE_MAX = 2000;

/** A note the school's staff keep on a learner (issue #41, point 6), never shown to them. */
export const learnerNoteSchema = z.object({
  id: z.string(),
  texte: z.string(),
  /** « Marc Lefèvre »; null once the author's account is gone. */
  auteur: z.nullable(z.string()),
  /** ISO instant. */
  le: z.string(),
  /** Written by the staff member reading: theirs to delete. */
  mienne: z.boolean(),
});
export type LearnerNote = z.infer<typeof learnerNoteSchema>;

/** GET {central}/api/ecole/eleves/{eleve}/notes: newest first. */
export const learnerNotesSchema = z.object({ notes: z.array(learnerNoteSchema) });

/** POST {central}/api/ecole/eleves/{eleve}/notes */
export const noteBodySchema = z.object({
  texte: z
    .string('Écrivez la note.')
    .check(
      z.trim(),
      z.minLength(1, 'Écrivez la note.'),
      z.maxLength(NOTE_MAX, `Une note tient en ${NOTE_MAX} caractères au plus.`),
    ),
});

export const noteParamsSchema = z.object({
  eleve: z.string().check(z.regex(/^[\w-]{1,40}$/, 'Identifiant d’élève invalide.')),
  note: z.string().check(z.regex(/^[\w-]{1,40}$/, 'Identifiant de note invalide.')),
});

export const noteAnswerSchema = z.object({
  message: z.string(),
  note: z.optional(learnerNoteSchema),
});
