import { z } from 'zod/mini';
import { CONTACT_SUBJECTS, type ContactSubject } from './contact.contract.js';
import { EXAM_REQUEST_STATUSES, EXAM_RESULTS, EXAM_SCORE_MAX } from './exam.contract.js';

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

export const contactAnswerSchema = z.object({
  id: z.string(),
  texte: z.string(),
  auteur: z.string(),
  date: z.string(),
});

/** A learner's message as the inbox shows it; dates are ISO instants. */
export const inboxMessageSchema = z.object({
  id: z.string(),
  eleve: learnerSchema,
  sujet: z.enum(SUBJECT_VALUES),
  message: z.string(),
  telephone: z.nullable(z.string()),
  date: z.string(),
  lu: z.boolean(),
  reponses: z.array(contactAnswerSchema),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** An exam request as the inbox shows it. */
export const inboxExamRequestSchema = z.object({
  id: z.string(),
  eleve: learnerSchema,
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
});
export type InboxExamRequest = z.infer<typeof inboxExamRequestSchema>;

/** GET {central}/api/ecole/reception: newest first. */
export const inboxSchema = z.object({
  messages: z.array(inboxMessageSchema),
  non_lus: z.number(),
  demandes: z.array(inboxExamRequestSchema),
});
export type Inbox = z.infer<typeof inboxSchema>;

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

/** POST {central}/api/ecole/demandes-examen/{id}/decision */
export const examDecisionBodySchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('confirmer') }),
  z.object({
    decision: z.literal('refuser'),
    motif: z
      .string()
      .check(
        z.trim(),
        z.minLength(2, 'Indiquez le motif du refus.'),
        z.maxLength(1000, 'Le motif tient en 1 000 caractères au plus.'),
      ),
  }),
  z.object({
    decision: z.literal('resultat'),
    resultat: z.enum(EXAM_RESULTS, 'Choisissez favorable ou défavorable.'),
    note: z
      .number('La note est un nombre de 0 à 40.')
      .check(
        z.int('La note est un nombre entier.'),
        z.minimum(0, 'La note va de 0 à 40.'),
        z.maximum(EXAM_SCORE_MAX, 'La note va de 0 à 40.'),
      ),
  }),
]);
export type ExamDecisionBody = z.infer<typeof examDecisionBodySchema>;
