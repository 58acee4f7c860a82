import { z } from 'zod/mini';
import { birthDateSchema, emailSchema, frenchPhoneSchema, personNameSchema } from './fields.js';

// Partner sign-up flows (spec §1, §3 "Sign-up" payloads, §7 central calls; issue #7). The spec
// gives the request fields; the answers are ours, documented in docs/api.md « Sign-up ».

/** Codes read `XXXX-XXXX-XXXX`; people type them in any case, with spaces or without dashes. */
export function normalizeActivationCode(raw: string): string {
  const compact = raw.toUpperCase().replace(/[\s-]/g, '');
  return /^[A-Z0-9]{12}$/.test(compact)
    ? `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}`
    : compact;
}

export const activationCodeSchema = z
  .string({ error: 'Saisissez votre code d’activation.' })
  .check(
    z.trim(),
    z.minLength(1, 'Saisissez votre code d’activation.'),
    z.maxLength(40, 'Un code d’activation compte 12 caractères (ex. ABCD-2345-EFGH).'),
    z.overwrite(normalizeActivationCode),
    z.regex(
      /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/,
      'Un code d’activation compte 12 lettres ou chiffres (ex. ABCD-2345-EFGH).',
    ),
  );

/** POST {central}/api/inscription/code-activation/soumission-code-activation */
export const activationSubmitBodySchema = z.object({
  code_activation: activationCodeSchema,
  email: emailSchema,
});
export type ActivationSubmitBody = z.input<typeof activationSubmitBodySchema>;

/**
 * What comes next: `inscription`, with the token the account form sends back (valid 30 minutes),
 * or `connexion` when this e-mail already has its account.
 */
export const activationSubmitAnswerSchema = z.discriminatedUnion('etape', [
  z.object({ etape: z.literal('inscription'), token: z.string(), email: z.string() }),
  z.object({ etape: z.literal('connexion'), message: z.string() }),
]);
export type ActivationSubmitAnswer = z.infer<typeof activationSubmitAnswerSchema>;

/** The activation-code sign-up payload (spec §3): licence fixed to B (spec §5). */
export const activationSignUpBodySchema = z.object({
  permis: z.string().check(
    z.toUpperCase(),
    z.refine((value) => value === 'B', 'Cette inscription concerne uniquement le permis B.'),
  ),
  nom: personNameSchema('nom'),
  prenom: personNameSchema('prénom'),
  telephone: frenchPhoneSchema(
    'Indiquez un numéro de téléphone français à 10 chiffres (ex. 06 12 34 56 78).',
  ),
  date_naissance: birthDateSchema,
  email: emailSchema,
  token: z
    .string({ error: 'Recommencez depuis la saisie de votre code d’activation.' })
    .check(z.minLength(20), z.maxLength(100)),
});
export type ActivationSignUpBody = z.input<typeof activationSignUpBodySchema>;

/** POST {central}/api/inscription/code-activation/regenerer-mot-de-passe */
export const regeneratePasswordBodySchema = z.object({ code_activation: activationCodeSchema });

/** The boat publisher's licences: coastal, inland waters, offshore and the CRR radio. */
export const PARTNER_BOAT_LICENCES = ['co', 'ei', 'ha', 'crr'] as const;

/**
 * The second sign-up payload (spec §3), signed by the partner: the fields are checked as sent,
 * untrimmed, since the signature covers them byte for byte.
 */
export const partnerSignUpBodySchema = z.object({
  permis: z.enum(PARTNER_BOAT_LICENCES, {
    error: 'Ce lien concerne un permis bateau : côtier, eaux intérieures, hauturier ou CRR.',
  }),
  nom: z.string().check(z.maxLength(60)),
  prenom: z.string().check(z.maxLength(60)),
  date_naissance: z.string().check(z.maxLength(10)),
  email: z.string().check(z.maxLength(254)),
  signature: z
    .string({ error: 'Ce lien d’inscription n’est pas signé.' })
    .check(z.regex(/^[0-9a-f]{64}$/, 'La signature de ce lien n’est pas valable.')),
  t: z.string({ error: 'Ce lien d’inscription n’est pas daté.' }).check(z.regex(/^\d{1,12}$/)),
  newsletter: z.enum(['true', 'false'], { error: 'Le choix de la lettre d’information manque.' }),
});
export type PartnerSignUpBody = z.infer<typeof partnerSignUpBodySchema>;

/** The signed fields, in this order, joined as `name=value` pairs by `&` (docs/api.md). */
export const PARTNER_SIGNED_FIELDS = [
  'permis',
  'nom',
  'prenom',
  'date_naissance',
  'email',
  'newsletter',
  't',
] as const;

/** The text the partner signs with HMAC-SHA256 (each value URI-encoded). */
export function partnerSignedText(fields: Record<(typeof PARTNER_SIGNED_FIELDS)[number], string>) {
  return PARTNER_SIGNED_FIELDS.map((name) => `${name}=${encodeURIComponent(fields[name])}`).join(
    '&',
  );
}

/** The identity fields of a signed link, checked after the signature, like any form. */
export const partnerIdentitySchema = z.object({
  nom: personNameSchema('nom'),
  prenom: personNameSchema('prénom'),
  date_naissance: birthDateSchema,
  email: emailSchema,
});

/** Every sign-up call answers a French sentence to show, and the address mails went to. */
export const signUpAnswerSchema = z.object({ message: z.string(), email: z.string() });
export type SignUpAnswer = z.infer<typeof signUpAnswerSchema>;

/** 202 to regenerer-mot-de-passe, the same whether or not the code exists. */
export const signUpNoticeSchema = z.object({ message: z.string() });
