import { z } from 'zod/mini';
import { CONTACT_SUBJECTS, staffAnswerSchema, type ContactSubject } from './contact.contract.js';
import { DAY_PATTERN, TIME_PATTERN } from '../exam-booking.js';
import {
  EXAM_REQUEST_STATUSES,
  EXAM_RESULTS,
  EXAM_SCORE_MAX,
  examenPrevuSchema,
} from './exam.contract.js';

// The school space's inbox (issue #19, point 5): the learners' contact messages and exam
// requests of the staff member's schools. Not in spec §7: ours, in French; docs/api.md
// ("School space › Inbox") describes them.

const SUBJECT_VALUES = Object.keys(CONTACT_SUBJECTS) as [ContactSubject, ...ContactSubject[]];

const learnerSchema = z.object({
  id: z.string(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
});

/** A learner's message as the inbox shows it; dates are ISO instants. */
export const inboxMessageSchema = z.object({
  id: z.string(),
  eleve: learnerSchema,
  /** The school it was sent to: the network's inbox names it (issue #41, point 10). */
  ecole: z.string(),
  sujet: z.enum(SUBJECT_VALUES),
  message: z.string(),
  telephone: z.nullable(z.string()),
  date: z.string(),
  lu: z.boolean(),
  reponses: z.array(staffAnswerSchema),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** An exam request as the inbox shows it. */
export const inboxExamRequestSchema = z.object({
  id: z.string(),
  eleve: learnerSchema,
  /** The learner's school. */
  ecole: z.string(),
  statut: z.enum(EXAM_REQUEST_STATUSES),
  permis: z.string(),
  neph: z.nullable(z.string()),
  periode: z.string(),
  centre: z.string(),
  telephone: z.nullable(z.string()),
  commentaire: z.nullable(z.string()),
  date_demande: z.string(),
  date_statut: z.string(),
  motif: z.nullable(z.string()),
  resultat: z.nullable(z.enum(EXAM_RESULTS)),
  note: z.nullable(z.number()),
  /** The booked exam (issue #41): set by the confirmation, moved by the school. */
  examen_prevu: z.nullable(examenPrevuSchema),
  /** When the result was recorded or last corrected (ISO instant). */
  date_resultat: z.nullable(z.string()),
  /** The result was corrected after it was first recorded. */
  resultat_corrige: z.boolean(),
  /** This staff member may correct the result now: a manager, within 30 days of it. */
  correction_possible: z.boolean(),
});
export type InboxExamRequest = z.infer<typeof inboxExamRequestSchema>;

/**
 * GET {central}/api/ecole/reception?demandes=: the exam requests still to handle (`a_traiter`:
 * those waiting for a decision, and the booked exams whose day has come without a result), or
 * all of them (`toutes`, the default).
 */
export const INBOX_REQUEST_FILTERS = ['a_traiter', 'toutes'] as const;
export type InboxRequestFilter = (typeof INBOX_REQUEST_FILTERS)[number];
export const inboxQuerySchema = z.object({
  demandes: z.optional(
    z.enum(INBOX_REQUEST_FILTERS, 'Choisissez «\u202fa_traiter\u202f» ou «\u202ftoutes\u202f».'),
  ),
});

/** GET {central}/api/ecole/reception: newest first. */
export const inboxSchema = z.object({
  messages: z.array(inboxMessageSchema),
  non_lus: z.number(),
  demandes: z.array(inboxExamRequestSchema),
});
export type Inbox = z.infer<typeof inboxSchema>;

/** GET {central}/api/ecole/reception/compte: what waits, for the menu (issue #41, point 10). */
export const inboxCountsSchema = z.object({
  non_lus: z.number(),
  demandes_en_attente: z.number(),
});
export type InboxCounts = z.infer<typeof inboxCountsSchema>;

export const inboxIdParamsSchema = z.object({
  id: z.string().check(z.regex(/^[\w-]{1,40}$/, 'Identifiant invalide.')),
});

/** POST {central}/api/ecole/messages-eleves/{id}/reponse */
export const answerBodySchema = z.object({
  texte: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, 'Écrivez votre réponse (2 caractères au moins).'),
      z.maxLength(4000, 'La réponse tient en 4 000 caractères au plus.'),
    ),
});

const reasonOf = (what: string) =>
  z
    .string(`Indiquez le motif ${what}.`)
    .check(
      z.trim(),
      z.minLength(2, `Indiquez le motif ${what}.`),
      z.maxLength(1000, 'Le motif tient en 1 000 caractères au plus.'),
    );

/** The day, time and centre of a booking; bookingProblem checks them against the calendar. */
const bookingFields = {
  date_examen: z
    .string('Indiquez la date de l’examen.')
    .check(z.regex(DAY_PATTERN, 'Indiquez la date de l’examen.')),
  heure_examen: z
    .string('Indiquez l’heure de l’examen (par exemple 10:30).')
    .check(z.regex(TIME_PATTERN, 'Indiquez l’heure de l’examen (par exemple 10:30).')),
  centre_examen: z
    .string('Indiquez le centre d’examen (2 caractères au moins).')
    .check(
      z.trim(),
      z.minLength(2, 'Indiquez le centre d’examen (2 caractères au moins).'),
      z.maxLength(120, 'Le centre d’examen tient en 120 caractères au plus.'),
    ),
};

/**
 * The request's `date_statut` as the page showed it: a decision taken on a request that changed
 * since is refused, so a staff member never moves or cancels a booking they have not seen.
 */
const seen = { date_statut: z.optional(z.string()) };

/** The verdict and score of a result; resultProblem checks them against the licence's test. */
const resultFields = {
  resultat: z.enum(EXAM_RESULTS, 'Choisissez favorable ou défavorable.'),
  note: z
    .number('La note est un nombre de 0 à 40.')
    .check(
      z.int('La note est un nombre entier.'),
      z.minimum(0, 'La note va de 0 à 40.'),
      z.maximum(EXAM_SCORE_MAX, 'La note va de 0 à 40.'),
    ),
};

/**
 * POST {central}/api/ecole/demandes-examen/{id}/decision. A waiting request is confirmed with
 * its booking or refused; a booking is moved or cancelled until its result is recorded; a
 * recorded result is corrected by a manager within 30 days (issue #41).
 */
export const examDecisionBodySchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('confirmer'), ...seen, ...bookingFields }),
  z.object({ decision: z.literal('refuser'), ...seen, motif: reasonOf('du refus') }),
  z.object({ decision: z.literal('deplacer'), ...seen, ...bookingFields }),
  z.object({ decision: z.literal('annuler'), ...seen, motif: reasonOf('de l’annulation') }),
  z.object({ decision: z.literal('resultat'), ...seen, ...resultFields }),
  z.object({
    decision: z.literal('corriger'),
    ...seen,
    ...resultFields,
    motif: reasonOf('de la correction'),
  }),
]);
export type ExamDecisionBody = z.infer<typeof examDecisionBodySchema>;
export type ExamDecision = ExamDecisionBody['decision'];

/** GET {central}/api/ecole/centres-examen: the centres the school booked lately, newest first. */
export const examCentresSchema = z.object({ centres: z.array(z.string()) });
