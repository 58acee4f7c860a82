import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/helpers/databases.js';
import { useOutbox } from '../../../test/helpers/outbox.js';
import { postCentralLogin, signIn, withSession } from '../../../test/helpers/sign-on.js';
import { XSRF, useTestApp } from '../../../test/helpers/test-app.js';
import { readError, readJson } from '../../../test/helpers/read-json.js';
import { passwordAnswerSchema } from '@prepacode/domain/contracts/password.contract';

const NEW_PASSWORD = 'une phrase de passe solide';

describe.each(testEngines())('forgotten password on %s', (engine) => {
  const { dir: outbox, mails } = useOutbox();
  const context = useTestApp(engine, { OUTBOX_DIR: outbox, PUBLIC_URL: 'https://app.exemple.fr' });

  const request = (email: string, extra: Record<string, string> = {}) =>
    context.app.inject({
      method: 'POST',
      url: '/central/api/mot-de-passe/demande',
      ...XSRF,
      payload: { email, from: 'michelin', ...extra },
    });
  const choose = (jeton: string, password: string) =>
    context.app.inject({
      method: 'POST',
      url: '/central/api/mot-de-passe/nouveau',
      ...XSRF,
      payload: { jeton, mot_de_passe: password },
    });
  const tokenOf = (mail: string | undefined) => {
    const match = /jeton=([\w-]+)/.exec(mail ?? '');
    if (!match?.[1]) throw new Error('no link in the mail');
    return match[1];
  };

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = mails().length;
    const unknown = await request('personne@demo.test');
    expect(unknown.statusCode).toBe(202);
    expect(readJson(unknown, passwordAnswerSchema).message).toContain(
      'Si un compte existe pour cette adresse',
    );
    expect(mails()).toHaveLength(before);
  });

  it('mails a brand-styled single-use link, then changes the password and ends every session', async () => {
    const { session } = await signIn(context.app, 'bateau@demo.test');
    const answer = await request('bateau@demo.test', { service: 'http://localhost' });
    expect(answer.statusCode).toBe(202);
    const mail = mails().at(-1) ?? '';
    expect(mail).toContain('To: bateau@demo.test');
    expect(mail).toContain('Michelin Code');
    expect(mail).toContain('https://app.exemple.fr/central/mot-de-passe?jeton=');
    expect(mail).toContain('from=michelin');
    // A second request right away sends no second mail.
    await request('bateau@demo.test');
    expect(mails().filter((m) => m.includes('To: bateau@demo.test'))).toHaveLength(1);

    const token = tokenOf(mail);
    const weak = await choose(token, 'azerty123456');
    expect(weak.statusCode).toBe(400);
    expect(readError(weak).code).toBe('mot_de_passe_refuse');
    expect(readError(await choose(token, 'court')).message).toContain('au moins 12 caractères');

    const changed = await choose(token, NEW_PASSWORD);
    expect(changed.statusCode).toBe(200);
    expect(readJson(changed, passwordAnswerSchema).message).toContain(
      'mot de passe est enregistré',
    );
    const profile = await context.app.inject({
      method: 'GET',
      url: '/api/front/utilisateur',
      cookies: withSession(session),
    });
    expect(profile.statusCode).toBe(401);
    const oldPassword = await postCentralLogin(context.app, { username: 'bateau@demo.test' });
    expect(oldPassword.headers.location).toContain('erreur=identifiants');
    const fresh = await postCentralLogin(context.app, {
      username: 'bateau@demo.test',
      password: NEW_PASSWORD,
    });
    expect(fresh.headers.location).toContain('ticket=');

    const again = await choose(token, 'une autre phrase de passe');
    expect(again.statusCode).toBe(400);
    expect(readError(again)).toMatchObject({
      code: 'lien_invalide',
      message: 'Ce lien n’est plus valable : demandez-en un nouveau.',
    });
  });

  // Issue #21, point 12: the link is built from PUBLIC_URL, whatever host the request names.
  it('builds the link from PUBLIC_URL, never from the Host or X-Forwarded-Host headers', async () => {
    const answer = await context.app.inject({
      method: 'POST',
      url: '/central/api/mot-de-passe/demande',
      cookies: XSRF.cookies,
      headers: { ...XSRF.headers, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email: 'eleve@demo.test' },
    });
    expect(answer.statusCode).toBe(202);
    const mail = mails().at(-1) ?? '';
    expect(mail).toContain('To: eleve@demo.test');
    expect(mail).toContain('https://app.exemple.fr/central/mot-de-passe?jeton=');
    expect(mail).not.toContain('evil.example');
  });

  it('refuses an unknown link and a request without the anti-forgery header', async () => {
    expect(readError(await choose('x'.repeat(43), NEW_PASSWORD)).code).toBe('lien_invalide');
    const forged = await context.app.inject({
      method: 'POST',
      url: '/central/api/mot-de-passe/demande',
      payload: { email: 'eleve@demo.test' },
    });
    expect(forged.statusCode).toBe(403);
  });
});
