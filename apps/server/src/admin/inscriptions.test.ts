import { describe, expect, it } from 'vitest';
import { testEngines } from '../../test/helpers/databases.js';
import { useTestApp } from '../../test/helpers/test-app.js';
import { extendInscription, inscriptionExtendSchema } from './inscriptions.js';
import { parseOptions } from './options.js';

const NOW = Date.parse('2026-11-22T10:00:00Z');

describe.each(testEngines())('admin inscription-extend on %s', (engine) => {
  const context = useTestApp(engine);
  const extend = async (raw: Record<string, unknown>) =>
    extendInscription(context.app.db, parseOptions(inscriptionExtendSchema, raw), NOW);
  const endOf = async (email: string, licence: string) =>
    (
      await context.app.db
        .selectFrom('inscriptions')
        .innerJoin('users', 'users.id', 'inscriptions.user_id')
        .select('expiration_date')
        .where('users.email', '=', email)
        .where('licence_code', '=', licence)
        .executeTakeFirstOrThrow()
    ).expiration_date;
  const setEnd = async (email: string, licence: string, day: string) => {
    const user = await context.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await context.app.db
      .updateTable('inscriptions')
      .set({ expiration_date: day })
      .where('user_id', '=', user.id)
      .where('licence_code', '=', licence)
      .execute();
  };

  it('adds days to an inscription still running, from its end', async () => {
    await setEnd('eleve@demo.test', 'b', '2027-05-01');
    expect(await extend({ learner: 'eleve@demo.test', licence: 'b', days: '20' })).toBe(
      '2027-05-21',
    );
    expect(await endOf('eleve@demo.test', 'b')).toBe('2027-05-21');
  });

  it('adds days from today to an inscription already over', async () => {
    await setEnd('bateau@demo.test', 'co', '2026-01-31');
    expect(await extend({ learner: 'bateau@demo.test', licence: 'CO', days: '10' })).toBe(
      '2026-12-02',
    );
  });

  it('sets the last day with --until, today included', async () => {
    expect(await extend({ learner: 'moto@demo.test', licence: 'etm', until: '2027-12-31' })).toBe(
      '2027-12-31',
    );
    expect(await extend({ learner: 'moto@demo.test', licence: 'etm', until: '2026-11-22' })).toBe(
      '2026-11-22',
    );
    expect(await endOf('moto@demo.test', 'etm')).toBe('2026-11-22');
  });

  it.each([
    [
      { learner: 'eleve@demo.test', licence: 'b' },
      'donnez soit --days <n>, soit --until <aaaa-mm-jj>',
    ],
    [
      { learner: 'eleve@demo.test', licence: 'b', days: '3', until: '2027-01-01' },
      'donnez soit --days <n>',
    ],
    [
      { learner: 'eleve@demo.test', licence: 'b', until: '2026-11-21' },
      '--until : ce jour est déjà passé',
    ],
    [
      { learner: 'eleve@demo.test', licence: 'b', until: '21/11/2027' },
      '--until : date attendue au format aaaa-mm-jj',
    ],
    [{ learner: 'eleve@demo.test', licence: 'b', days: '0' }, '--days : nombre entier de 1 à 3650'],
    [
      { learner: 'eleve@demo.test', licence: 'co', days: '5' },
      'eleve@demo.test n’a pas d’inscription ouverte au permis co',
    ],
    [
      { learner: 'personne@demo.test', licence: 'b', days: '5' },
      'aucun compte pour personne@demo.test',
    ],
  ])('refuses %o', async (raw, message) => {
    await expect(extend(raw)).rejects.toThrow(message);
  });
});
