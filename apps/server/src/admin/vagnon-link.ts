import { birthDateSchema, emailSchema, personNameSchema } from '@prepacode/domain/contracts/fields';
import { PARTNER_BOAT_LICENCES } from '@prepacode/domain/contracts/signup.contract';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { publicUrl, vagnonSecret, type Config } from '../config.js';
import { partnerSignUpLink } from '../modules/signup/partner-signature.js';
import { CommandError } from './options.js';

export const vagnonLinkSchema = z.object({
  licence: z
    .enum(PARTNER_BOAT_LICENCES, {
      error: `un permis bateau : ${PARTNER_BOAT_LICENCES.join(', ')}`,
    })
    .default('co'),
  email: z.optional(emailSchema),
  firstName: z._default(personNameSchema('prénom'), 'Jeanne'),
  lastName: z._default(personNameSchema('nom'), 'Le Goff'),
  birthDate: z._default(birthDateSchema, '1998-06-14'),
  noNewsletter: z.boolean().default(false),
  appUrl: z.optional(z.url('adresse attendue (ex. https://app.exemple.fr)')),
});

/**
 * `vagnon-link`: a sign-up link signed as the boat publisher signs it (issue #7), valid for
 * VAGNON_MAX_AGE_SECONDS. Without an address, a fresh one each time, so each link opens a new
 * account.
 */
export function vagnonLink(
  config: Config,
  options: z.output<typeof vagnonLinkSchema>,
  now = Date.now(),
): string {
  const secret = vagnonSecret(config);
  if (!secret) {
    throw new CommandError(
      'VAGNON_SECRET n’est pas défini (et DEMO_DATA est à false) : donnez le secret partagé avec l’éditeur pour signer ses liens.',
    );
  }
  return partnerSignUpLink(
    (options.appUrl ?? publicUrl(config)).replace(/\/$/, ''),
    secret,
    {
      permis: options.licence,
      nom: options.lastName,
      prenom: options.firstName,
      date_naissance: options.birthDate,
      email: options.email ?? `marin.${randomBytes(3).toString('hex')}@demo.test`,
      newsletter: options.noNewsletter ? 'false' : 'true',
    },
    now,
  );
}
