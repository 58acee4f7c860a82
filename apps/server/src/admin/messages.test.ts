import { describe, expect, it } from 'vitest';
import { testEngines } from '../../test/helpers/databases.js';
import { signIn, withSession } from '../../test/helpers/sign-on.js';
import { useTestApp } from '../../test/helpers/test-app.js';
import { startOfFrenchDay } from '@prepacode/domain/calendar';
import { messageSchema, postMessage } from './messages.js';
import { parseOptions } from './options.js';
import { readJson } from '../../test/helpers/read-json.js';
import { utilisateurResponseSchema } from '@prepacode/domain/contracts/front.contract';

const post = async (
  db: Parameters<typeof postMessage>[0],
  raw: Record<string, unknown>,
  now?: number,
) => postMessage(db, parseOptions(messageSchema, raw), now);

describe.each(testEngines())('admin message command on %s', (engine) => {
  const context = useTestApp(engine);
  const messagesOf = async (session: string) =>
    readJson(
      await context.app.inject({
        method: 'GET',
        url: '/api/front/utilisateur',
        cookies: withSession(session),
      }),
      utilisateurResponseSchema,
    ).messages as { type: string; contenu: string; date_debut: string; date_fin: string }[];

  it('shows a school’s new message to a learner already signed in, on the next profile read', async () => {
    const { session } = await signIn(context.app, 'eleve@demo.test');
    const before = await messagesOf(session);
    await post(context.app.db, {
      school: 'demo-auto-ecole',
      type: 'warning',
      content: 'Fermeture exceptionnelle samedi.',
    });
    const after = await messagesOf(session);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      type: 'warning',
      contenu: 'Fermeture exceptionnelle samedi.',
    });
  });

  it('writes to one learner only', async () => {
    await post(context.app.db, { learner: 'bateau@demo.test', content: 'Votre livret est prêt.' });
    const manon = await messagesOf((await signIn(context.app, 'bateau@demo.test')).session);
    const lucas = await messagesOf((await signIn(context.app, 'moto@demo.test')).session);
    expect(manon.map((m) => m.contenu)).toContain('Votre livret est prêt.');
    expect(lucas.map((m) => m.contenu)).not.toContain('Votre livret est prêt.');
  });

  it('lasts --days from now, 30 by default', async () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    const shown = await post(
      context.app.db,
      { school: 'demo-auto-ecole', content: 'Sept jours', days: '7' },
      now,
    );
    expect(shown.startsAt).toBeLessThan(now);
    expect(shown.endsAt).toBe(now + 7 * 86_400_000);
    const usual = await post(
      context.app.db,
      { school: 'demo-auto-ecole', content: 'Trente jours' },
      now,
    );
    expect(usual.endsAt).toBe(now + 30 * 86_400_000);
  });

  it('runs over French calendar days with --start and --end, across a change of clocks', async () => {
    const now = Date.parse('2027-03-01T10:00:00Z');
    const shown = await post(
      context.app.db,
      {
        learner: 'eleve@demo.test',
        content: 'Semaine du code',
        start: '2027-03-25',
        end: '2027-03-28',
      },
      now,
    );
    // Winter time (UTC+1) at the start, summer time (UTC+2) from 28 March at 2 a.m.
    expect(new Date(shown.startsAt).toISOString()).toBe('2027-03-24T23:00:00.000Z');
    expect(new Date(shown.endsAt).toISOString()).toBe('2027-03-28T22:00:00.000Z');
    const alone = await post(
      context.app.db,
      { school: 'demo-auto-ecole', content: 'Dès le premier', start: '2027-04-01' },
      now,
    );
    expect(alone.endsAt).toBe(startOfFrenchDay('2027-05-01'));
    const untilEnd = await post(
      context.app.db,
      { school: 'demo-auto-ecole', content: 'Jusqu’à la fin', end: '2027-03-02' },
      now,
    );
    expect(untilEnd.startsAt).toBeLessThan(now);
    expect(new Date(untilEnd.endsAt).toISOString()).toBe('2027-03-02T23:00:00.000Z');
  });

  it.each([
    [
      { content: 'Sans destinataire' },
      'donnez soit --school <identifiant>, soit --learner <adresse>',
    ],
    [{ school: 'demo-auto-ecole' }, '--content : option obligatoire'],
    [{ school: 'demo-auto-ecole', content: 'Bonjour', type: 'urgent' }, '--type : info ou warning'],
    [
      { school: 'demo-auto-ecole', content: 'Bonjour', days: '400' },
      '--days : nombre entier de 1 à 365',
    ],
    [
      { school: 'demo-auto-ecole', content: 'Bonjour', days: '3', start: '2027-01-01' },
      'pas les deux',
    ],
    [
      { school: 'demo-auto-ecole', content: 'Bonjour', start: '2027-02-30' },
      '--start : date attendue',
    ],
    [
      { school: 'demo-auto-ecole', content: 'Bonjour', start: '2027-02-10', end: '2027-02-01' },
      '--end : le dernier jour vient au plus tôt le jour de --start',
    ],
    [
      { school: 'demo-auto-ecole', content: 'Bonjour', end: '2020-01-01' },
      '--end : ce jour est passé',
    ],
    [{ school: 'inconnue', content: 'Bonjour à tous' }, 'aucune école d’identifiant inconnue'],
    [{ learner: 'personne@demo.test', content: 'Bonjour' }, 'aucun compte pour personne@demo.test'],
    [{ learner: 'moniteur@demo.test', content: 'Bonjour' }, 'n’est pas un compte d’élève'],
  ])('refuses %o', async (options, message) => {
    await expect(post(context.app.db, options)).rejects.toThrow(message);
  });
});
