import { utilisateurResponseSchema } from '@prepacode/domain/contracts/front.contract';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../test/helpers/databases.js';
import { readJson } from '../../test/helpers/read-json.js';
import { signIn, withSession } from '../../test/helpers/sign-on.js';
import { useTestApp } from '../../test/helpers/test-app.js';
import { examEntryOpenSchema, openExamEntry } from './exam-entries.js';
import { parseOptions } from './options.js';

describe.each(testEngines())('admin exam-entry-open on %s', (engine) => {
  const context = useTestApp(engine);
  const open = async (raw: Record<string, unknown>) =>
    openExamEntry(context.app.db, parseOptions(examEntryOpenSchema, raw));
  // The entries as the learner's profile sends them, oldest first.
  const entriesOf = async (email: string) => {
    const { session } = await signIn(context.app, email);
    const profile = await context.app.inject({
      method: 'GET',
      url: '/api/front/utilisateur',
      cookies: withSession(session),
    });
    return readJson(profile, utilisateurResponseSchema).application_kopilote;
  };

  it('creates the entry the learner’s profile lists, open', async () => {
    expect(await entriesOf('eleve@demo.test')).toEqual([]);
    expect(await open({ learner: 'eleve@demo.test', licence: 'b' })).toEqual({ created: true });
    expect(await entriesOf('eleve@demo.test')).toEqual([{ statut: 'ouvert', permis: 'b' }]);
  });

  it('opens the oldest entry again rather than adding one the app would not read', async () => {
    await context.app.db
      .updateTable('kopilote_entries')
      .set({ status: 'ferme' })
      .where('licence_code', '=', 'etm')
      .execute();
    expect(await open({ learner: 'moto@demo.test', licence: 'etm' })).toEqual({ created: false });
    expect(await entriesOf('moto@demo.test')).toEqual([{ statut: 'ouvert', permis: 'etm' }]);
  });

  it.each([
    [{ learner: 'personne@demo.test', licence: 'b' }, 'aucun compte pour personne@demo.test'],
    [{ learner: 'moniteur@demo.test', licence: 'b' }, 'n’est pas un compte d’élève'],
    [
      { learner: 'eleve@demo.test', licence: 'co' },
      '--licence\u202f: permis attendu\u202f: b ou etm',
    ],
  ])('refuses %o', async (raw, message) => {
    await expect(open(raw)).rejects.toThrow(message);
  });
});
