import { z } from 'zod/mini';
import { groupThousands } from '../locale.js';
import { emailSchema } from './fields.js';
import { preferencesSchema } from './preferences.contract.js';

// The learner's self-service (issue #18, point 11): password, e-mail, their data, a deletion
// request (error reports on a correction: report.contract.ts). Not in spec §7: ours, in French;
// docs/api.md ("Learner self-service") describes each call.

/** Same bounds as the central site's password rules (apps/server/…/password-rules.ts). */
export const NEW_PASSWORD_MAX = 200;

/** POST /api/compte/mot-de-passe */
export const changePasswordBodySchema = z.object({
  actuel: z
    .string({ error: 'Indiquez votre mot de passe actuel.' })
    .check(
      z.minLength(1, 'Indiquez votre mot de passe actuel.'),
      z.maxLength(400, 'Mot de passe actuel incorrect.'),
    ),
  nouveau: z
    .string({ error: 'Choisissez un nouveau mot de passe.' })
    .check(
      z.minLength(1, 'Choisissez un nouveau mot de passe.'),
      z.maxLength(
        NEW_PASSWORD_MAX,
        `Le mot de passe ne peut pas dépasser ${NEW_PASSWORD_MAX} caractères.`,
      ),
    ),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** POST /api/compte/email: the link goes to the new address; nothing changes before it is opened. */
export const changeEmailBodySchema = z.object({
  email: emailSchema,
  mot_de_passe: z
    .string({ error: 'Indiquez votre mot de passe actuel.' })
    .check(
      z.minLength(1, 'Indiquez votre mot de passe actuel.'),
      z.maxLength(400, 'Mot de passe actuel incorrect.'),
    ),
});
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

/** POST /api/compte/email/confirmation: the token of the link, no session needed. */
export const confirmEmailBodySchema = z.object({
  jeton: z
    .string({ error: 'Ce lien n’est plus valable : demandez-en un nouveau.' })
    .check(
      z.minLength(20, 'Ce lien n’est plus valable : demandez-en un nouveau.'),
      z.maxLength(200, 'Ce lien n’est plus valable : demandez-en un nouveau.'),
    ),
});

/** Every write answers a French sentence to show. */
export const accountAnswerSchema = z.object({ message: z.string() });
export type AccountAnswer = z.infer<typeof accountAnswerSchema>;

export const DELETION_REASON_MAX = 1000;

/** POST /api/compte/suppression: an optional reason, for the school. */
export const deletionBodySchema = z.object({
  motif: z.optional(
    z
      .string({ error: 'Le motif doit être un texte.' })
      .check(
        z.trim(),
        z.maxLength(
          DELETION_REASON_MAX,
          `Le motif tient en ${groupThousands(String(DELETION_REASON_MAX))} caractères au plus.`,
        ),
      ),
  ),
});
export type DeletionBody = z.infer<typeof deletionBodySchema>;

/** A recorded deletion request. */
export const deletionRequestSchema = z.object({
  /** ISO instant. */
  date_demande: z.string(),
  motif: z.nullable(z.string()),
});
export type DeletionRequestWire = z.infer<typeof deletionRequestSchema>;

/** GET /api/compte/suppression: the learner's request, if any. */
export const deletionStateSchema = z.object({ demande: z.nullable(deletionRequestSchema) });

/** The export of GET /api/compte/donnees, an attachment: everything kept about the learner. */
export const accountDataSchema = z.object({
  exporte_le: z.string(),
  profil: z.object({
    id: z.string(),
    email: z.string(),
    prenom: z.string(),
    nom: z.string(),
    telephone: z.nullable(z.string()),
    date_naissance: z.nullable(z.string()),
    newsletter: z.boolean(),
    structure_id: z.nullable(z.string()),
    cree_le: z.string(),
  }),
  inscriptions: z.array(z.record(z.string(), z.unknown())),
  series: z.array(z.record(z.string(), z.unknown())),
  lecons_terminees: z.array(z.record(z.string(), z.unknown())),
  messages_contact: z.array(z.record(z.string(), z.unknown())),
  demandes_examen: z.array(z.record(z.string(), z.unknown())),
  preferences: preferencesSchema,
  demande_suppression: z.nullable(deletionRequestSchema),
  signalements: z.array(z.record(z.string(), z.unknown())),
});
export type AccountData = z.infer<typeof accountDataSchema>;
