import { describe, expect, it } from 'vitest';
import { testEngines } from '../test/databases.js';
import { signIn, withSession } from '../test/sign-on.js';
import { useTestApp } from '../test/test-app.js';
import { postMessage } from './messages.js';

describe.each(testEngines())('admin message command on %s', (engine) => {
  const context = useTestApp(engine);
  const messagesOf = async (session: string) =>
    (
      await context.app.inject({
        method: 'GET',
        url: '/api/front/utilisateur',
        cookies: withSession(session),
      })
    ).json().messages as { type: string; contenu: string }[];

  it('shows a school’s new message to a learner already signed in, on the next profile read', async () => {
    const { session } = await signIn(context.app, 'eleve@demo.test');
    const before = await messagesOf(session);
    await postMessage(context.app.db, {
      ecole: 'demo-auto-ecole',
      type: 'warning',
      contenu: 'Fermeture exceptionnelle samedi.',
    });
    const after = await messagesOf(session);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      type: 'warning',
      contenu: 'Fermeture exceptionnelle samedi.',
    });
  });

  it('writes to one learner only', async () => {
    await postMessage(context.app.db, {
      eleve: 'bateau@demo.test',
      contenu: 'Votre livret est prêt.',
    });
    const manon = await messagesOf((await signIn(context.app, 'bateau@demo.test')).session);
    const lucas = await messagesOf((await signIn(context.app, 'moto@demo.test')).session);
    expect(manon.map((m) => m.contenu)).toContain('Votre livret est prêt.');
    expect(lucas.map((m) => m.contenu)).not.toContain('Votre livret est prêt.');
  });

  it.each([
    [{ contenu: 'Sans destinataire' }, 'donnez soit --ecole <identifiant>, soit --eleve <adresse>'],
    [{ ecole: 'inconnue', contenu: 'Bonjour à tous' }, 'aucune école d’identifiant inconnue'],
    [{ eleve: 'personne@demo.test', contenu: 'Bonjour' }, 'aucun compte pour personne@demo.test'],
    [{ ecole: 'demo-auto-ecole', contenu: 'Bonjour', type: 'urgent' }, 'type : info ou warning'],
  ])('refuses %o', async (options, message) => {
    await expect(postMessage(context.app.db, options)).rejects.toThrow(message);
  });
});
