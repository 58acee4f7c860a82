import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed-demo.js';
import { accountCalls, freshLearner } from '../../../test/helpers/account-fixture.js';
import { testEngines } from '../../../test/helpers/databases.js';
import { SERVICE, postCentralLogin } from '../../../test/helpers/sign-on.js';
import { XSRF, useTestApp } from '../../../test/helpers/test-app.js';
import { ACTIVATION_BASE } from '../signup/activation.routes.js';

const APP_ORIGIN = 'https://app.exemple.fr';

// Issue #21.2: a limit on guesses holds for a burst sent at once, not only for guesses sent one
// after the other, because each attempt is counted before its secret is checked.
describe.each(testEngines())('limits on guesses in a burst on %s', (engine) => {
  const context = useTestApp(engine, { APP_ORIGINS: APP_ORIGIN });
  const problemOf = (location: string | undefined) =>
    new URL(location ?? '', SERVICE).searchParams.get('erreur');
  const burst = <T>(count: number, call: (index: number) => Promise<T>) =>
    Promise.all(Array.from({ length: count }, (_unused, index) => call(index)));

  it('checks at most five of fifteen wrong passwords sent at once to one account', async () => {
    const answers = await burst(15, (i) =>
      postCentralLogin(context.app, { username: 'moto@demo.test', password: `essai-${i}` }),
    );
    const problems = answers.map((answer) => problemOf(answer.headers.location));
    expect(problems.filter((problem) => problem === 'identifiants')).toHaveLength(5);
    expect(problems.filter((problem) => problem === 'trop_de_tentatives')).toHaveLength(10);
  });

  it('checks five of twelve passwords sent at once, the right one behind eleven wrong', async () => {
    const answers = await burst(12, (i) =>
      postCentralLogin(context.app, {
        username: 'bateau@demo.test',
        password: i < 11 ? `essai-${i}` : DEMO_PASSWORD,
      }),
    );
    // Which five are checked depends on which reach the database first (on PostgreSQL, any):
    // five passwords are checked, the right one among them or not, and seven are refused.
    const tickets = answers.filter((answer) => answer.headers.location?.includes('ticket='));
    const wrong = answers.filter((answer) => problemOf(answer.headers.location) === 'identifiants');
    const refused = answers.filter(
      (answer) => problemOf(answer.headers.location) === 'trop_de_tentatives',
    );
    expect(tickets.length + wrong.length).toBe(5);
    expect(refused).toHaveLength(7);
    expect(tickets.length === 0 || wrong.length === 4).toBe(true);
  });

  it('does not count a right password as a failure', async () => {
    for (let i = 0; i < 4; i += 1) {
      await postCentralLogin(context.app, { username: 'eleve@demo.test', password: `essai-${i}` });
    }
    for (let i = 0; i < 3; i += 1) {
      const right = await postCentralLogin(context.app, { username: 'eleve@demo.test' });
      expect(right.headers.location).toContain('ticket=ST-');
    }
    const wrong = await postCentralLogin(context.app, {
      username: 'eleve@demo.test',
      password: 'encore-faux',
    });
    expect(problemOf(wrong.headers.location)).toBe('identifiants');
  });

  it('checks at most five of fifteen wrong current passwords sent at once', async () => {
    const { session } = await freshLearner(context.app, 'rafale');
    const calls = accountCalls(context.app, session);
    const answers = await burst(16, (i) =>
      calls.post('/api/compte/mot-de-passe', {
        actuel: i < 15 ? `essai-${i}` : DEMO_PASSWORD,
        nouveau: 'cheval batterie agrafe',
      }),
    );
    const codes = answers.map((answer) => answer.json<{ error?: { code: string } }>().error?.code);
    // Five are checked, whichever reach the database first (the right one among them or not).
    const checked = codes.filter((code) => code === 'mot_de_passe_incorrect' || code === undefined);
    expect(checked).toHaveLength(5);
    expect(codes.filter((code) => code === 'trop_de_tentatives')).toHaveLength(11);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('tries at most twenty activation codes from one address, even sent at once', async () => {
    const answers = await burst(30, (i) =>
      context.app.inject({
        method: 'POST',
        url: `${ACTIVATION_BASE}/soumission-code-activation`,
        remoteAddress: '10.21.0.1',
        payload: {
          code_activation: `ZZZZ-ZZZZ-${String(i).padStart(4, '0')}`,
          email: 'x@exemple.fr',
        },
      }),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('tries at most twenty password links from one address, even sent at once', async () => {
    const answers = await burst(30, (i) =>
      context.app.inject({
        method: 'POST',
        url: '/central/api/mot-de-passe/nouveau',
        remoteAddress: '10.21.0.2',
        ...XSRF,
        payload: { jeton: String(i).padStart(43, 'x'), mot_de_passe: 'cheval batterie agrafe' },
      }),
    );
    const codes = answers.map((answer) => answer.json<{ error: { code: string } }>().error.code);
    expect(codes.filter((code) => code === 'lien_invalide')).toHaveLength(20);
    expect(codes.filter((code) => code === 'trop_de_requetes')).toHaveLength(10);
  });
});
