import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed-demo.js';
import {
  accountCalls,
  freshLearner,
  staffOpenedSession,
} from '../../../test/helpers/account-fixture.js';
import { testEngines } from '../../../test/helpers/databases.js';
import { useOutbox } from '../../../test/helpers/outbox.js';
import { postCentralLogin, signIn, withSession } from '../../../test/helpers/sign-on.js';
import { XSRF, countRows, useTestApp } from '../../../test/helpers/test-app.js';
import { readError, readJson } from '../../../test/helpers/read-json.js';
import { accountAnswerSchema } from '@prepacode/domain/contracts/account.contract';

const PUBLIC_URL = 'https://code.ecole.test';
const NEW_PASSWORD = 'cheval batterie agrafe';

describe.each(testEngines())('learner self-service: password and e‑mail on %s', (engine) => {
  const { dir: outbox, mails } = useOutbox();
  const context = useTestApp(engine, { OUTBOX_DIR: outbox, PUBLIC_URL });

  const passwordHash = async (id: string) =>
    (
      await context.app.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).password_hash;
  const emailOf = async (id: string) =>
    (
      await context.app.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).email;
  const canUse = async (session: string) =>
    (
      await context.app.inject({
        method: 'GET',
        url: '/api/front/utilisateur',
        cookies: withSession(session),
      })
    ).statusCode === 200;
  /** The link of the last mail sent to `to`, as the learner would click it. */
  const linkTo = (to: string) => {
    const mail = mails()
      .filter((text) => text.includes(`To: ${to}`))
      .at(-1);
    const link = mail?.match(
      /https:\/\/code\.ecole\.test\/compte\/confirmer-email\?jeton=[\w-]+/,
    )?.[0];
    if (!link) throw new Error(`no link mailed to ${to}`);
    return link;
  };
  const confirm = (jeton: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/compte/email/confirmation',
      ...XSRF,
      payload: { jeton },
    });
  const tokenOf = (link: string) => new URL(link).searchParams.get('jeton') ?? '';

  it('changes the password: the old one stops working, other sessions end, this one stays', async () => {
    const learner = await freshLearner(context.app, 'mdp');
    const other = await freshLearner(context.app, 'autre');
    // A second device of the same learner.
    const { session: elsewhere } = await signIn(context.app, learner.email);
    const answer = await accountCalls(context.app, learner.session).post(
      '/api/compte/mot-de-passe',
      { actuel: DEMO_PASSWORD, nouveau: NEW_PASSWORD },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(readJson(answer, accountAnswerSchema).message).toContain(
      'Votre mot de passe est changé',
    );

    expect(await canUse(learner.session)).toBe(true);
    expect(await canUse(elsewhere)).toBe(false);
    expect(await canUse(other.session)).toBe(true);
    // The central login answers 303 either way: to the app with a ticket, or back to its page.
    const withOld = await postCentralLogin(context.app, { username: learner.email });
    expect(withOld.headers.location).toMatch(/^\/central\/login\?erreur=identifiants/);
    const withNew = await postCentralLogin(context.app, {
      username: learner.email,
      password: NEW_PASSWORD,
    });
    expect(withNew.headers.location).toContain('ticket=ST-');
  });

  it.each([
    [
      'a wrong current password',
      { actuel: 'pas-le-bon', nouveau: NEW_PASSWORD },
      400,
      'Votre mot de passe actuel est incorrect.',
    ],
    [
      'a new password too short',
      { actuel: DEMO_PASSWORD, nouveau: 'court' },
      400,
      'au moins 12 caractères',
    ],
    [
      'a well-known password',
      { actuel: DEMO_PASSWORD, nouveau: 'motdepasse123' },
      400,
      'trop courant',
    ],
    [
      'the same password',
      { actuel: DEMO_PASSWORD, nouveau: DEMO_PASSWORD },
      400,
      'différent de l’actuel',
    ],
    ['a missing field', { actuel: DEMO_PASSWORD }, 400, 'Choisissez un nouveau mot de passe.'],
  ])('refuses %s in French, changing nothing', async (_case, body, status, text) => {
    const learner = await freshLearner(context.app, 'refus');
    const before = await passwordHash(learner.id);
    const answer = await accountCalls(context.app, learner.session).post(
      '/api/compte/mot-de-passe',
      body,
    );
    expect(answer.statusCode).toBe(status);
    expect(readError(answer).message).toContain(text);
    expect(await passwordHash(learner.id)).toBe(before);
  });

  it('pauses after five wrong current passwords, even with the right one', async () => {
    const learner = await freshLearner(context.app, 'essais');
    const calls = accountCalls(context.app, learner.session);
    for (let n = 0; n < 5; n += 1) {
      const wrong = await calls.post('/api/compte/mot-de-passe', {
        actuel: `faux-${n}`,
        nouveau: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
    }
    const paused = await calls.post('/api/compte/mot-de-passe', {
      actuel: DEMO_PASSWORD,
      nouveau: NEW_PASSWORD,
    });
    expect(paused.statusCode).toBe(429);
    expect(readError(paused).message).toMatch(
      /^Trop d’essais de mot de passe\u202f: réessayez dans \d+ min\.$/,
    );
    expect(paused.headers['retry-after']).toBeDefined();
  });

  it('refuses a write without the anti-forgery header', async () => {
    const learner = await freshLearner(context.app, 'xsrf');
    const answer = await accountCalls(context.app, learner.session).post(
      '/api/compte/mot-de-passe',
      { actuel: DEMO_PASSWORD, nouveau: NEW_PASSWORD },
      {},
    );
    expect(answer.statusCode).toBe(403);
    expect(readError(answer).code).toBe('jeton_xsrf_invalide');
  });

  it('refuses every write in a session the school’s staff opened, and changes nothing', async () => {
    const learner = await freshLearner(context.app, 'accompagne');
    const staffSession = await staffOpenedSession(context.app, learner.id);
    const calls = accountCalls(context.app, staffSession);
    const before = {
      hash: await passwordHash(learner.id),
      reports: await countRows(context.app.db, 'question_reports'),
    };
    for (const [url, body] of [
      ['/api/compte/mot-de-passe', { actuel: DEMO_PASSWORD, nouveau: NEW_PASSWORD }],
      ['/api/compte/email', { email: 'ailleurs@demo.test', mot_de_passe: DEMO_PASSWORD }],
      ['/api/compte/suppression', { motif: 'Je veux partir' }],
      [
        '/api/compte/signalements',
        { serie: '1', identifiant: 'Q', motif: 'image', commentaire: 'Image floue' },
      ],
    ] as const) {
      const answer = await calls.post(url, body);
      expect(answer.statusCode, url).toBe(403);
      expect(readError(answer)).toEqual({
        code: 'lecture_seule',
        message:
          'Vous consultez la session d’Inès en lecture seule\u202f: rien n’y est enregistré.',
      });
    }
    expect(await passwordHash(learner.id)).toBe(before.hash);
    expect(await countRows(context.app.db, 'email_change_tokens')).toBe(
      await context.app.db
        .selectFrom('email_change_tokens')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '!=', learner.id)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n)),
    );
    expect((await calls.get('/api/compte/suppression')).json()).toEqual({ demande: null });
    expect(await countRows(context.app.db, 'question_reports')).toBe(before.reports);
  });

  it('changes the e‑mail only when the link sent to the new address is opened, once', async () => {
    const learner = await freshLearner(context.app, 'adresse');
    const wanted = `nouvelle-${learner.id.slice(0, 5).toLowerCase()}@demo.test`;
    const answer = await accountCalls(context.app, learner.session).post('/api/compte/email', {
      email: ` ${wanted.toUpperCase()} `,
      mot_de_passe: DEMO_PASSWORD,
    });
    expect(answer.statusCode, answer.body).toBe(202);
    expect(readJson(answer, accountAnswerSchema).message).toBe(
      `Un lien de confirmation vient d’être envoyé à ${wanted}. Votre adresse ne changera qu’une fois ce lien ouvert\u202f; il est valable 24 heures.`,
    );
    // Nothing changes before the link is opened; the link is built from PUBLIC_URL.
    expect(await emailOf(learner.id)).toBe(learner.email);
    const link = linkTo(wanted);
    expect(link.startsWith(`${PUBLIC_URL}/compte/confirmer-email?jeton=`)).toBe(true);

    const confirmed = await confirm(tokenOf(link));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(readJson(confirmed, accountAnswerSchema).message).toBe(
      `Votre adresse e‑mail est maintenant ${wanted}. Utilisez-la pour vous connecter.`,
    );
    expect(await emailOf(learner.id)).toBe(wanted);
    // The old address is told.
    expect(
      mails().some((mail) => mail.includes(`To: ${learner.email}`) && mail.includes(wanted)),
    ).toBe(true);
    expect((await postCentralLogin(context.app, { username: wanted })).headers.location).toContain(
      'ticket=ST-',
    );

    const again = await confirm(tokenOf(link));
    expect(again.statusCode).toBe(400);
    expect(readError(again).code).toBe('lien_invalide');
  });

  it('lets one of two uses of a link at once change the address', async () => {
    const learner = await freshLearner(context.app, 'double');
    const wanted = `double-${learner.id.slice(0, 5).toLowerCase()}@demo.test`;
    await accountCalls(context.app, learner.session).post('/api/compte/email', {
      email: wanted,
      mot_de_passe: DEMO_PASSWORD,
    });
    const jeton = tokenOf(linkTo(wanted));
    const answers = await Promise.all([confirm(jeton), confirm(jeton), confirm(jeton)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await emailOf(learner.id)).toBe(wanted);
    const audits = await context.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', learner.id)
      .where('action', '=', 'email_change')
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('refuses an address taken by another account, when asked and when the link is opened', async () => {
    const learner = await freshLearner(context.app, 'prise');
    const rival = await freshLearner(context.app, 'rival');
    const calls = accountCalls(context.app, learner.session);
    const taken = await calls.post('/api/compte/email', {
      email: rival.email,
      mot_de_passe: DEMO_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(readError(taken)).toEqual({
      code: 'email_deja_utilise',
      message:
        'Cette adresse e‑mail est déjà utilisée par un autre compte : choisissez-en une autre.',
    });

    // Free when asked, taken by the time the link is opened.
    const wanted = `libre-${learner.id.slice(0, 5).toLowerCase()}@demo.test`;
    expect(
      (await calls.post('/api/compte/email', { email: wanted, mot_de_passe: DEMO_PASSWORD }))
        .statusCode,
    ).toBe(202);
    await context.app.db
      .updateTable('users')
      .set({ email: wanted })
      .where('id', '=', rival.id)
      .execute();
    const late = await confirm(tokenOf(linkTo(wanted)));
    expect(late.statusCode).toBe(409);
    expect(await emailOf(learner.id)).toBe(learner.email);
  });

  it.each([
    [
      'an invalid address',
      { email: 'pas-une-adresse', mot_de_passe: DEMO_PASSWORD },
      400,
      'Indiquez une adresse e‑mail valide',
    ],
    ['the current address', null, 400, 'C’est déjà l’adresse e‑mail de votre compte.'],
    [
      'a wrong password',
      { email: 'ailleurs@demo.test', mot_de_passe: 'faux' },
      400,
      'Votre mot de passe actuel est incorrect.',
    ],
  ])('refuses %s, sending nothing', async (_case, body, status, text) => {
    const learner = await freshLearner(context.app, 'refus-adresse');
    const sent = mails().length;
    const answer = await accountCalls(context.app, learner.session).post(
      '/api/compte/email',
      body ?? { email: learner.email, mot_de_passe: DEMO_PASSWORD },
    );
    expect(answer.statusCode).toBe(status);
    expect(readError(answer).message).toContain(text);
    expect(mails()).toHaveLength(sent);
  });

  it('refuses an expired link', async () => {
    const learner = await freshLearner(context.app, 'expire');
    const wanted = `tard-${learner.id.slice(0, 5).toLowerCase()}@demo.test`;
    await accountCalls(context.app, learner.session).post('/api/compte/email', {
      email: wanted,
      mot_de_passe: DEMO_PASSWORD,
    });
    await context.app.db
      .updateTable('email_change_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', learner.id)
      .execute();
    const answer = await confirm(tokenOf(linkTo(wanted)));
    expect(answer.statusCode).toBe(400);
    expect(readError(answer).message).toBe(
      'Ce lien n’est plus valable : demandez un nouveau changement d’adresse depuis votre compte.',
    );
    expect(await emailOf(learner.id)).toBe(learner.email);
  });
});
