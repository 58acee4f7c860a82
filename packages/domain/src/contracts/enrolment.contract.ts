import { z } from 'zod/mini';

// A school's offer to an address that already has an account (issue #41, point 6; ADR 0030):
// the central consent page reads it and its owner accepts it. docs/api.md describes both.

/** GET {central}/api/rattachement?jeton= */
export const consentQuerySchema = z.object({
  jeton: z.string().check(z.minLength(20), z.maxLength(200)),
});

/** What the page shows; `possible` false says why in `message` (a staff account). */
export const consentOfferSchema = z.object({
  ecole: z.string(),
  formations: z.array(z.string()),
  compte: z.string(),
  possible: z.boolean(),
  message: z.nullable(z.string()),
});
export type ConsentOffer = z.infer<typeof consentOfferSchema>;

/** POST {central}/api/rattachement */
export const consentBodySchema = consentQuerySchema;

/** Done: `mot_de_passe` is a link to choose one when the account never had a password. */
export const consentDoneSchema = z.object({
  message: z.string(),
  mot_de_passe: z.nullable(z.string()),
});
export type ConsentDone = z.infer<typeof consentDoneSchema>;
