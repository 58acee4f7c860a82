import { partnerSignUpBodySchema } from '@prepacode/domain/contracts/signup.contract';
import { describe, expect, it } from 'vitest';
import { loadConfig, vagnonSecret } from '../config.js';
import { hasValidSignature } from '../modules/signup/partner-signature.js';
import { PARTNER_SIGN_UP_PATH } from '../modules/signup/partner.routes.js';
import { testEngines } from '../../test/helpers/databases.js';
import { TEST_ENV, useTestApp } from '../../test/helpers/test-app.js';
import { parseOptions } from './options.js';
import { vagnonLink, vagnonLinkSchema } from './vagnon-link.js';

const fieldsOf = (link: string) => Object.fromEntries(new URL(link).searchParams);

describe.each(testEngines())('admin vagnon-link on %s', (engine) => {
  const context = useTestApp(engine);
  const config = loadConfig({ ...TEST_ENV, PUBLIC_URL: 'https://app.exemple.fr/' });
  const link = (raw: Record<string, unknown> = {}) =>
    vagnonLink(config, parseOptions(vagnonLinkSchema, raw));

  it('signs a demo link, a fresh address each time, that the sign-up accepts', async () => {
    const first = link();
    expect(first.startsWith('https://app.exemple.fr/vagnon?')).toBe(true);
    const fields = partnerSignUpBodySchema.parse(fieldsOf(first));
    expect(fields).toMatchObject({
      permis: 'co',
      prenom: 'Jeanne',
      nom: 'Le Goff',
      date_naissance: '1998-06-14',
      newsletter: 'true',
    });
    expect(fields.email).toMatch(/^marin\.[0-9a-f]{6}@demo\.test$/);
    expect(fieldsOf(link()).email).not.toBe(fields.email);
    const secret = vagnonSecret(config);
    expect(secret && hasValidSignature(secret, fields)).toBe(true);

    const created = await context.app.inject({
      method: 'POST',
      url: PARTNER_SIGN_UP_PATH,
      payload: fields,
    });
    expect(created.statusCode).toBe(201);
  });

  it('takes the person, the licence, the newsletter choice and the app’s address', () => {
    const fields = fieldsOf(
      link({
        licence: 'ei',
        email: 'Yann.Kerouac@Exemple.fr',
        firstName: 'Yann',
        lastName: 'Kérouac',
        birthDate: '1990-01-02',
        noNewsletter: true,
        appUrl: 'https://bateau.exemple.fr',
      }),
    );
    expect(fields).toMatchObject({
      permis: 'ei',
      email: 'yann.kerouac@exemple.fr',
      prenom: 'Yann',
      nom: 'Kérouac',
      date_naissance: '1990-01-02',
      newsletter: 'false',
    });
    const secret = vagnonSecret(config) ?? '';
    expect(hasValidSignature(secret, partnerSignUpBodySchema.parse(fields))).toBe(true);
    expect(
      hasValidSignature(
        'un autre secret de trente-deux caractères',
        partnerSignUpBodySchema.parse(fields),
      ),
    ).toBe(false);
  });

  it('fails clearly without a secret', () => {
    const closed = loadConfig({ ...TEST_ENV, DEMO_DATA: 'false' });
    expect(() => vagnonLink(closed, parseOptions(vagnonLinkSchema, {}))).toThrow(
      'VAGNON_SECRET n’est pas défini',
    );
  });

  it.each([
    [{ licence: 'b' }, '--licence : un permis bateau : co, ei, ha, crr'],
    [{ email: 'marin@' }, '--email : Indiquez une adresse e‑mail valide'],
    [
      { birthDate: '14/06/1998' },
      '--birth-date : Indiquez la date de naissance au format aaaa-mm-jj',
    ],
    [{ appUrl: 'bateau.exemple.fr' }, '--app-url : adresse attendue'],
  ])('refuses %o', (raw, message) => {
    expect(() => link(raw)).toThrow(message);
  });
});
