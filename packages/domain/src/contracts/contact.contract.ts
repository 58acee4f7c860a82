import { z } from 'zod/mini';
import { frenchPhoneSchema } from './fields.js';

// « Nous contacter » (spec §2 tabs, §7 `POST central /api/eleve/mail`; issue #8). The spec does
// not show the payload: these French wire names are ours, documented in docs/api.md. The same
// schema checks the form in the page and the body on the server.

/** The header that carries the brand's public key (spec §7 "API-key header"). */
export const CONTACT_API_KEY_HEADER = 'x-api-key';

/** What a learner may write about, with the label shown in the form and in the school's mail. */
export const CONTACT_SUBJECTS = {
  lecons: 'Leçons de conduite',
  code: 'Examen du code',
  examen: 'Examen pratique',
  compte: 'Compte et accès',
  paiement: 'Paiement et facturation',
  autre: 'Autre question',
} as const;
export type ContactSubject = keyof typeof CONTACT_SUBJECTS;
const SUBJECT_VALUES = Object.keys(CONTACT_SUBJECTS) as [ContactSubject, ...ContactSubject[]];

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

/** POST {central}/api/eleve/mail: who writes (checked against the database), then what. */
export const contactBodySchema = z.object({
  /** The learner's `id_profile` (GET /api/front/utilisateur). */
  eleve_id: z.string().check(z.minLength(1), z.maxLength(40)),
  /** The learner's e-mail: with `eleve_id`, it must name one learner. */
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)),
  sujet: z.enum(SUBJECT_VALUES, { error: 'Choisissez le sujet de votre message.' }),
  message: z
    .string({ error: 'Écrivez votre message.' })
    .check(
      z.trim(),
      z.minLength(
        CONTACT_MESSAGE_MIN,
        `Votre message doit contenir au moins ${CONTACT_MESSAGE_MIN} caractères.`,
      ),
      z.maxLength(CONTACT_MESSAGE_MAX, 'Votre message ne doit pas dépasser 2 000 caractères.'),
    ),
  telephone: z.optional(
    frenchPhoneSchema(
      'Indiquez un numéro de téléphone français à 10 chiffres (ex. 06 12 34 56 78), ou laissez ce champ vide.',
    ),
  ),
});
export type ContactBody = z.input<typeof contactBodySchema>;
export type ContactFields = keyof ContactBody;

/** 202: a French sentence that names the school the message went to. */
export const contactAnswerSchema = z.object({ message: z.string() });
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;

/** A staff member's answer to a learner's message, as the inbox keeps it (issue #19, point 5). */
export const staffAnswerSchema = z.object({
  id: z.string(),
  texte: z.string(),
  auteur: z.string(),
  date: z.string(),
});

/**
 * GET /api/contact/messages (issue #41, point 10): the learner's own messages to their school,
 * newest first, each with the school's answers, oldest first: the thread the inbox keeps. Here,
 * not in inbox.contract.ts: the learner app reads it, and the inbox's shapes stay out of its
 * first load.
 */
export const learnerMessagesSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      sujet: z.enum(SUBJECT_VALUES),
      message: z.string(),
      date: z.string(),
      reponses: z.array(staffAnswerSchema),
    }),
  ),
});
export type LearnerMessages = z.infer<typeof learnerMessagesSchema>;
