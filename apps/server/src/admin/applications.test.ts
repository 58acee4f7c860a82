import { describe, expect, it } from 'vitest';
import { toApplicationWire } from '../modules/auth/login.service.js';
import { testEngines } from '../../test/helpers/databases.js';
import { useTestApp } from '../../test/helpers/test-app.js';
import {
  applicationCloseSchema,
  applicationOpenSchema,
  closeApplication,
  openApplication,
} from './applications.js';
import { parseOptions } from './options.js';

describe.each(testEngines())('admin application-open and application-close on %s', (engine) => {
  const context = useTestApp(engine);
  const open = async (raw: Record<string, unknown>) =>
    openApplication(context.app.db, parseOptions(applicationOpenSchema, raw));
  const close = async (raw: Record<string, unknown>) =>
    closeApplication(context.app.db, parseOptions(applicationCloseSchema, raw));
  // The learner's applications as the login answer and the profile send them.
  const applicationsOf = async (email: string) =>
    (
      await context.app.db
        .selectFrom('applications')
        .innerJoin('users', 'users.id', 'applications.user_id')
        .selectAll('applications')
        .where('users.email', '=', email)
        .orderBy('label')
        .execute()
    ).map(toApplicationWire);

  it('creates an application the learner’s profile lists, in the course frame', async () => {
    expect(
      await open({
        learner: 'eleve@demo.test',
        label: 'cours-code',
        title: 'Cours du code de la route',
        licence: 'B',
      }),
    ).toEqual({ created: true });
    expect(await applicationsOf('eleve@demo.test')).toEqual([
      {
        label: 'cours-code',
        titre: 'Cours du code de la route',
        lien: '/cours/cours-code',
        couleur: '#0b5cad',
        plein_ecran: true,
        is_max: false,
        permis: 'b',
        statut: 'ouvert',
      },
    ]);
  });

  it('closes it, then opens it again with a new title and the max flag', async () => {
    await close({ learner: 'eleve@demo.test', label: 'cours-code' });
    expect(await applicationsOf('eleve@demo.test')).toMatchObject([
      { label: 'cours-code', statut: 'ferme' },
    ]);
    expect(
      await open({
        learner: 'eleve@demo.test',
        label: 'cours-code',
        title: 'Cours commentés',
        max: true,
      }),
    ).toEqual({ created: false });
    expect(await applicationsOf('eleve@demo.test')).toMatchObject([
      {
        label: 'cours-code',
        titre: 'Cours commentés',
        is_max: true,
        permis: 'b',
        statut: 'ouvert',
      },
    ]);
  });

  it('reopens without a title, keeping the one it had', async () => {
    await close({ learner: 'cours@demo.test', label: 'fastcode' });
    await open({ learner: 'cours@demo.test', label: 'fastcode' });
    const fastcode = (await applicationsOf('cours@demo.test')).find(
      (app) => app.label === 'fastcode',
    );
    expect(fastcode).toMatchObject({ titre: 'Cours par thème', statut: 'ouvert' });
  });

  it.each([
    [
      { learner: 'eleve@demo.test', label: 'nouvelle' },
      '--title : nécessaire pour créer l’application nouvelle',
    ],
    [
      { learner: 'eleve@demo.test', label: 'Cours Code', title: 'Cours' },
      '--label : libellé : a-z, 0-9 et -',
    ],
    [
      { learner: 'eleve@demo.test', label: 'x', title: 'Cours', licence: 'z' },
      '--licence : code de permis inconnu',
    ],
    [
      { learner: 'personne@demo.test', label: 'x', title: 'Cours' },
      'aucun compte pour personne@demo.test',
    ],
    [
      { learner: 'moniteur@demo.test', label: 'x', title: 'Cours' },
      'moniteur@demo.test n’est pas un compte d’élève',
    ],
    [{ label: 'x', title: 'Cours' }, '--learner : Indiquez votre adresse e‑mail.'],
  ])('refuses to open %o', async (raw, message) => {
    await expect(open(raw)).rejects.toThrow(message);
  });

  it.each([
    [
      { learner: 'nouveau@demo.test', label: 'cours-code' },
      'nouveau@demo.test n’a pas d’application cours-code',
    ],
    [
      { learner: 'personne@demo.test', label: 'cours-code' },
      'aucun compte pour personne@demo.test',
    ],
    [{ learner: 'eleve@demo.test' }, '--label : option obligatoire'],
  ])('refuses to close %o', async (raw, message) => {
    await expect(close(raw)).rejects.toThrow(message);
  });
});
