import { z } from 'zod/mini';

// Wire shapes of the sign-on calls (spec §3, §7). Field names the spec leaves out are ours, in
// French like the rest of the wire; docs/api.md describes them.

/** An inscription (spec §3 "Inscription"). `date_expiration` is the last day of access. */
export const inscriptionWireSchema = z.object({
  id: z.number(),
  permis: z.string(),
  date_expiration: z.nullable(z.string()),
  credits_total: z.number(),
  credits_restants: z.number(),
  statut: z.string(),
});
export type InscriptionWire = z.infer<typeof inscriptionWireSchema>;

/** An external or stand-alone application (spec §3 "Application"). */
export const applicationWireSchema = z.object({
  label: z.string(),
  titre: z.string(),
  lien: z.string(),
  couleur: z.string(),
  plein_ecran: z.boolean(),
  is_max: z.boolean(),
  permis: z.nullable(z.string()),
  statut: z.string(),
});
export type ApplicationWire = z.infer<typeof applicationWireSchema>;

/** Login 300 and 303: the "login error body" of spec §3, a choice to make. */
export const loginChoiceSchema = z.object({
  inscriptions: z.array(inscriptionWireSchema),
  applications: z.array(applicationWireSchema),
  connectedAs: z.nullable(z.string()),
  theme: z.string(),
});
export type LoginChoice = z.infer<typeof loginChoiceSchema>;

/** Login 200. `token` is the session's public marker, never the credential (HttpOnly cookie). */
export const loginSuccessSchema = z.object({
  token: z.string(),
  inscriptionId: z.nullable(z.number()),
  mode: z.number(),
  theme: z.string(),
  connectedAs: z.nullable(z.string()),
});
export type LoginSuccess = z.infer<typeof loginSuccessSchema>;

export const logoutResponseSchema = z.object({ url: z.string() });

const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max)));

/** GET /api/auth/login query (spec §7). */
export const loginQuerySchema = z.object({
  t: optionalText(20),
  inscriptionId: z.optional(
    z.string().check(z.regex(/^\d{1,16}$/, 'Identifiant de formation invalide.')),
  ),
  service: optionalText(500),
  ticket: optionalText(200),
  from: optionalText(40),
  profilId: optionalText(100),
  partenaire: optionalText(60),
  jwt: optionalText(4000),
  /** `1`: exchange the ticket even though the browser is signed in to another account. */
  confirmer: z.optional(z.literal('1')),
});

/** GET /api/auth/logout query (spec §7). */
export const logoutQuerySchema = z.object({ service: optionalText(500) });
