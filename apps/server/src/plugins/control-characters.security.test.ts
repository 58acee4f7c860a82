import { describe, expect, it } from 'vitest';
import { testEngines } from '../../test/helpers/databases.js';
import { postCentralLogin, signIn, withSession } from '../../test/helpers/sign-on.js';
import { countRows, useTestApp, XSRF } from '../../test/helpers/test-app.js';
import { readError, readJson } from '../../test/helpers/read-json.js';
import { z } from 'zod/mini';

// Issue #21, point 4: a NUL byte in these calls' text answered 500 on PostgreSQL. Every control
// character a person never types is refused with a French 400, and nothing is stored.
describe.each(testEngines())('control characters on %s', (engine) => {
  const context = useTestApp(engine);

  it('are refused in paths, queries, JSON bodies and forms, and change nothing', async () => {
    const { app } = context;
    const learner = { ...withSession((await signIn(app, 'eleve@demo.test')).session) };
    const login = await postCentralLogin(app, { username: 'gerant@demo.test' });
    const staff = login.cookies.find((c) => c.name === 'prepacode_central')?.value ?? '';
    const asLearner = { cookies: { ...learner, ...XSRF.cookies }, headers: XSRF.headers };
    const asStaff = {
      cookies: { prepacode_central: staff, ...XSRF.cookies },
      headers: XSRF.headers,
    };
    const before = await Promise.all(
      (['exam_requests', 'contact_messages', 'users'] as const).map((t) => countRows(app.db, t)),
    );

    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/api/cours/code%00route', ...asLearner }),
      app.inject({
        method: 'POST',
        url: '/api/cours/complete',
        ...asLearner,
        payload: { identifiant: 'lecon\u0000' },
      }),
      app.inject({
        method: 'POST',
        url: '/api/examen/demande',
        ...asLearner,
        payload: { periode: 'des_que_possible', centre: 'Nantes\u0000', commentaire: 'a\u001bb' },
      }),
      app.inject({ method: 'DELETE', url: '/api/examen/demande/x%00', ...asLearner }),
      app.inject({
        method: 'POST',
        url: '/central/api/impersonation',
        ...asStaff,
        payload: { eleve: 'x\u0000', service: 'http://localhost' },
      }),
      app.inject({
        method: 'POST',
        url: '/central/api/mot-de-passe/demande',
        ...XSRF,
        payload: { email: 'eleve\u0000@demo.test' },
      }),
      app.inject({
        method: 'POST',
        url: '/central/api/eleve/mail',
        headers: { 'x-api-key': 'demo-contact-michelin' },
        payload: {
          eleve_id: 'x\u0000',
          email: 'eleve@demo.test',
          sujet: 'code',
          message: 'x'.repeat(20),
        },
      }),
      postCentralLogin(app, { username: 'eleve\u0000@demo.test' }),
      app.inject({ method: 'GET', url: '/api/front/series-eleve?page=1%00', ...asLearner }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(readError(answer)).toEqual({
        code: 'caracteres_interdits',
        message:
          'Le texte envoyé contient des caractères de contrôle\u202f: retirez-les et réessayez.',
      });
    }
    const after = await Promise.all(
      (['exam_requests', 'contact_messages', 'users'] as const).map((t) => countRows(app.db, t)),
    );
    expect(after).toEqual(before);
  });

  it('lets tabs and line breaks through, as a message may have them', async () => {
    const { session } = await signIn(context.app, 'eleve@demo.test');
    const answer = await context.app.inject({
      method: 'POST',
      url: '/api/examen/demande',
      cookies: { ...withSession(session), ...XSRF.cookies },
      headers: XSRF.headers,
      payload: {
        periode: 'des_que_possible',
        centre: 'Nantes',
        commentaire: 'Bonjour,\r\n\tmerci',
      },
    });
    // A form that passes may be refused for another reason, or accepted with no error at all.
    const body = readJson(answer, z.object({ error: z.optional(z.object({ code: z.string() })) }));
    expect(body.error?.code).not.toBe('caracteres_interdits');
  });
});
