import { z } from 'zod/mini';
import { applicationWireSchema, inscriptionWireSchema } from './auth.contract.js';

/** A banner (spec §3 "messages"); the app shows it only strictly between its two dates (§4). */
export const messageWireSchema = z.object({
  id: z.string(),
  type: z.enum(['info', 'warning']),
  contenu: z.string(),
  date_debut: z.string(),
  date_fin: z.string(),
});
export type MessageWire = z.infer<typeof messageWireSchema>;

export const eleveWireSchema = z.object({
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
  id_profile: z.string(),
  photo_url: z.nullable(z.string()),
  groupement_id: z.nullable(z.string()),
  structure_id: z.nullable(z.string()),
});

/** A Kopilote exam entry (spec §3): the exam tab needs the first one open (§4). */
export const kopiloteWireSchema = z.object({ statut: z.string(), permis: z.string() });

/** GET /api/front/utilisateur (spec §7): the fields the app reads, nothing more. */
export const utilisateurResponseSchema = z.object({
  inscription: z.nullable(inscriptionWireSchema),
  inscriptions: z.array(inscriptionWireSchema),
  messages: z.array(messageWireSchema),
  eleve: eleveWireSchema,
  applications_externes: z.array(applicationWireSchema),
  application_kopilote: z.array(kopiloteWireSchema),
});
export type UtilisateurResponse = z.infer<typeof utilisateurResponseSchema>;

/** GET /api/front/structure/{id}: the app reads `nom`. */
export const structureResponseSchema = z.object({ id: z.string(), nom: z.string() });
export const structureParamsSchema = z.object({ id: z.string().check(z.maxLength(40)) });

/** GET /api/front/themes: the themes of the learner's licence; `libelle_court` only when non-empty. */
export const themesResponseSchema = z.array(
  z.object({
    identifiant: z.string(),
    couleur: z.string(),
    libelle: z.string(),
    libelle_court: z.optional(z.string()),
  }),
);
export type ThemesResponse = z.infer<typeof themesResponseSchema>;
