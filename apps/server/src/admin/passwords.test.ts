import { describe, expect, it } from 'vitest';
import { testEngines } from '../../test/helpers/databases.js';
import { postCentralLogin, signIn, withSession } from '../../test/helpers/sign-on.js';
import { useTestApp } from '../../test/helpers/test-app.js';
import { parseOptions } from './options.js';
import { passwordResetSchema, resetPassword } from './passwords.js';
import {
  brokenMailer,
  choosePassword,
  linkIn,
  useAdminMail,
} from '../../test/helpers/admin-fixture.js';

describe.each(testEngines())('admin password-reset on %s', (engine) => {
  const context = useTestApp(engine);
  const { config, mailer, mails } = useAdminMail({ PUBLIC_URL: 'https://app.exemple.fr' });
  const reset = async (raw: Record<string, unknown>, to = mailer) =>
    resetPassword(context.app.db, to, config, parseOptions(passwordResetSchema, raw));

  it('mails and answers an hour’s link; the old password works until the new one is set', async () => {
    const { session } = await signIn(context.app, 'eleve@demo.test');
    const sent = await reset({ learner: 'Eleve@Demo.test' });
    expect(sent.mailError).toBeNull();
    expect(sent.link).toMatch(/^https:\/\/app\.exemple\.fr\/central\/mot-de-passe\?jeton=/);
    const mail = mails().at(-1);
    expect(mail).toContain('To: eleve@demo.test');
    expect(mail).toContain('valable 60 minutes');
    expect(linkIn(mail)).toBe(sent.link);

    const profile = () =>
      context.app.inject({
        method: 'GET',
        url: '/api/front/utilisateur',
        cookies: withSession(session),
      });
    expect((await profile()).statusCode).toBe(200);
    expect(await choosePassword(context.app, sent.link, 'une phrase de passe solide')).toBe(200);
    expect((await profile()).statusCode).toBe(401);
    const login = await postCentralLogin(context.app, {
      username: 'eleve@demo.test',
      password: 'une phrase de passe solide',
    });
    expect(login.headers.location).toContain('ticket=');
  });

  it('serves staff accounts too, and answers the link when the mail cannot leave', async () => {
    const sent = await reset({ learner: 'moniteur@demo.test' }, brokenMailer);
    expect(sent.mailError).toBe('SMTP injoignable');
    expect(sent.link).toContain('/central/mot-de-passe?jeton=');
  });

  it.each([
    [{ learner: 'personne@demo.test' }, 'aucun compte pour personne@demo.test'],
    [{ learner: 'pas une adresse' }, '--learner : Indiquez une adresse e‑mail valide'],
    [{}, '--learner : Indiquez votre adresse e‑mail.'],
  ])('refuses %o', async (raw, message) => {
    await expect(reset(raw)).rejects.toThrow(message);
  });
});
