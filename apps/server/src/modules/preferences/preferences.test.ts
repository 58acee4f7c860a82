import { DEFAULT_PREFERENCES } from '@prepacode/domain/contracts/preferences.contract';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/helpers/databases.js';
import { signIn, withSession } from '../../../test/helpers/sign-on.js';
import { useTestApp, XSRF } from '../../../test/helpers/test-app.js';
import { readError } from '../../../test/helpers/read-json.js';

describe.each(testEngines())('the learner’s preferences on %s', (engine) => {
  const context = useTestApp(engine);
  const as = async (email: string) => {
    const { session } = await signIn(context.app, email);
    const cookies = { ...withSession(session), ...XSRF.cookies };
    return {
      read: () => context.app.inject({ method: 'GET', url: '/api/front/preferences', cookies }),
      save: (payload: object, headers: Record<string, string> = XSRF.headers) =>
        context.app.inject({
          method: 'PUT',
          url: '/api/front/preferences',
          cookies,
          headers,
          payload,
        }),
    };
  };
  const chosen = {
    temps_majore: 'x2',
    lecture_auto: true,
    vitesse_lecture: 'lente',
    raccourcis_clavier: false,
    ordre_propositions: 'fixe',
  };

  it('gives the defaults, then keeps what the learner chose, for them alone', async () => {
    const lea = await as('eleve@demo.test');
    const nathan = await as('nouveau@demo.test');
    expect((await lea.read()).json()).toEqual(DEFAULT_PREFERENCES);

    const saved = await lea.save(chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect((await lea.read()).json()).toEqual(chosen);
    // Another learner's settings are theirs: untouched, and no call names someone else.
    expect((await nathan.read()).json()).toEqual(DEFAULT_PREFERENCES);
    await nathan.save({ ...chosen, temps_majore: 'x1.5' });
    expect((await lea.read()).json()).toEqual(chosen);
  });

  it('refuses bad settings in French and changes nothing', async () => {
    const lea = await as('moto@demo.test');
    const refused: [object, RegExp][] = [
      [{ ...chosen, temps_majore: 'x3' }, /^Le temps majoré doit valoir/],
      [{ ...chosen, lecture_auto: 'oui' }, /^La lecture automatique doit valoir/],
      [{ ...chosen, vitesse_lecture: 'turbo' }, /^La vitesse de lecture doit valoir/],
      [{ ...chosen, ordre_propositions: 'alphabetique' }, /^L’ordre des propositions doit valoir/],
      [{ temps_majore: 'x2' }, /doit valoir/],
    ];
    for (const [payload, message] of refused) {
      const response = await lea.save(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(readError(response)).toMatchObject({ code: 'requete_invalide' });
      expect(readError(response).message).toMatch(message);
    }
    expect((await lea.save(chosen, {})).statusCode).toBe(403);
    expect((await lea.read()).json()).toEqual(DEFAULT_PREFERENCES);
  });

  it('answers 401 without a session', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/front/preferences' });
    expect(response.statusCode).toBe(401);
  });
});
