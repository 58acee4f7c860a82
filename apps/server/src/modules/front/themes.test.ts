import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureQuestion, writeContent } from '../../../test/helpers/content-fixture.js';
import { testEngines } from '../../../test/helpers/databases.js';
import { signIn, withSession } from '../../../test/helpers/sign-on.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

// A content folder whose bank serves licence b; the app loads it at start, as npm start does.
const contentDir = writeContent({ 'banks/essai/questions/L.yaml': fixtureQuestion('ES-L-001') });
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

describe.each(testEngines())('GET /api/front/themes on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });
  const themes = async (email: string) => {
    const { session } = await signIn(context.app, email);
    return context.app.inject({
      method: 'GET',
      url: '/api/front/themes',
      cookies: withSession(session),
    });
  };

  it('gives the themes of the learner’s licence, libelle_court only when non-empty', async () => {
    const response = await themes('eleve@demo.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { identifiant: 'L', couleur: '#0b5cad', libelle: 'Circulation', libelle_court: 'Circ.' },
      { identifiant: 'C', couleur: '#6d28d9', libelle: 'Conducteur' },
    ]);
  });

  it('gives no theme for a licence no bank serves', async () => {
    expect((await themes('bateau@demo.test')).json()).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/front/themes' })).statusCode).toBe(
      401,
    );
  });
});
