import {
  PARTNER_SIGNED_FIELDS,
  partnerSignedText,
  type PartnerSignUpBody,
} from '@prepacode/domain/contracts/signup.contract';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the signature covers, as sent: the tests also sign what the contract refuses. */
type SignedFields = Record<(typeof PARTNER_SIGNED_FIELDS)[number], string>;

/** HMAC-SHA256 of the signed text, in lower-case hex (docs/api.md « Sign-up »). */
export const signPartnerFields = (secret: string, fields: SignedFields): string =>
  createHmac('sha256', secret).update(partnerSignedText(fields)).digest('hex');

/** Compared in constant time, so the answer's timing tells nothing of the right signature. */
export function hasValidSignature(secret: string, body: PartnerSignUpBody): boolean {
  const expected = Buffer.from(signPartnerFields(secret, body), 'hex');
  const given = Buffer.from(body.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A signed sign-up link to the `vagnon` page, as the publisher would make it: used by
 * `npm run admin -- vagnon-link` and the tests.
 */
export function partnerSignUpLink(
  appUrl: string,
  secret: string,
  fields: Omit<SignedFields, 't'>,
  now = Date.now(),
): string {
  const signed: SignedFields = { ...fields, t: String(Math.floor(now / 1000)) };
  const params = new URLSearchParams({ ...signed, signature: signPartnerFields(secret, signed) });
  return `${appUrl}/vagnon?${params.toString()}`;
}
