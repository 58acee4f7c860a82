import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from './app.js';
import { loadConfig } from './config.js';
import { AppError } from './plugins/errors.js';
import type { ZodTypeProvider } from './plugins/zod.js';
import { createTestDatabase, testEngines, type TestEngine } from '../test/helpers/databases.js';
import { signIn, withSession } from '../test/helpers/sign-on.js';
import { TEST_ENV, XSRF, useTestApp } from '../test/helpers/test-app.js';
import { readError } from '../test/helpers/read-json.js';

/** Routes that exercise the shared plumbing the way real modules will. */
function addProbeRoutes(app: App): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/probe',
    { schema: { body: z.object({ nom: z.string().min(1).max(20) }) } },
    (request) => ({ bonjour: request.body.nom }),
  );
  api.get('/api/probe/refus', () => {
    throw new AppError(409, 'deja_fait', 'Cette série est déjà terminée.');
  });
  api.get('/api/probe/panne', () => {
    throw new Error('secret internal detail');
  });
  api.get('/api/probe/limite', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, () => ({
    ok: true,
  }));
  api.post('/api/probe/signe', { config: { xsrf: false } }, () => ({ ok: true }));
  api.get('/api/probe/cache', async (_request, reply) =>
    reply.header('cache-control', 'private, max-age=60').send({ ok: true }),
  );
}

describe.each(testEngines())('HTTP contract on %s', (engine) => {
  const context = useTestApp(engine);
  const inject: App['inject'] = (...args: Parameters<App['inject']>) => {
    if (!context.app.hasRoute({ method: 'POST', url: '/api/probe' })) addProbeRoutes(context.app);
    return context.app.inject(...args);
  };

  it('answers an unknown API path with a JSON 404 in French', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/nope',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      error: { code: 'introuvable', message: 'Aucune ressource à cette adresse.' },
    });
  });

  it('sends the document headers, with a CSP that allows the tag manager, on what may be opened as a page', async () => {
    const response = await inject({ method: 'GET', url: '/media/absent.png' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  // Issue #37, point 4: JSON is never rendered as a page; the document set cost 1.8 KB a call.
  it('sends the API only the headers that protect JSON: no sniffing, framing, caching nor reading by other sites', async () => {
    const { session } = await signIn(context.app, 'eleve@demo.test');
    for (const url of ['/api/health', '/api/front/utilisateur', '/api/nope']) {
      const response = await inject({ method: 'GET', url, cookies: withSession(session) });
      expect(response.headers['content-security-policy']).toBe("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });

  // Issue #21, point 14: a shared computer's browser or a proxy keeps no learner's data.
  it('tells caches to keep no answer of the API or the central site', async () => {
    const { session } = await signIn(context.app, 'eleve@demo.test');
    const answers = [
      await inject({ method: 'GET', url: '/api/front/utilisateur', cookies: withSession(session) }),
      await inject({ method: 'GET', url: '/api/probe/refus' }),
      await inject({ method: 'GET', url: '/api/nope', headers: { accept: 'application/json' } }),
      await inject({ method: 'GET', url: '/central/api/inconnu' }),
      await inject({ method: 'GET', url: '/central/serviceValidate?service=x&ticket=y' }),
    ];
    expect(answers[0]?.statusCode).toBe(200);
    expect(answers.map((answer) => answer.headers['cache-control'])).toEqual(
      answers.map(() => 'no-store'),
    );
  });

  it('keeps a route’s own cache header', async () => {
    const response = await inject({ method: 'GET', url: '/api/probe/cache' });
    expect(response.headers['cache-control']).toBe('private, max-age=60');
  });

  it('hands out a readable, SameSite=Lax anti-forgery cookie', async () => {
    const response = await inject({ method: 'GET', url: '/api/health' });
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie?.httpOnly).toBeUndefined();
    expect(cookie?.sameSite).toBe('Lax');
  });

  it.each([
    ['no header', { cookies: XSRF.cookies }],
    ['a wrong header', { cookies: XSRF.cookies, headers: { 'x-xsrf-token': 'other-token' } }],
    ['no cookie', { headers: XSRF.headers }],
  ])('refuses a POST with %s, before reading its body', async (_case, parts) => {
    const response = await inject({
      method: 'POST',
      url: '/api/probe',
      payload: { nom: 123 },
      ...parts,
    });
    expect(response.statusCode).toBe(403);
    expect(readError(response).code).toBe('jeton_xsrf_invalide');
  });

  it('lets a route with its own protection opt out of the anti-forgery check', async () => {
    const response = await inject({ method: 'POST', url: '/api/probe/signe' });
    expect(response.statusCode).toBe(200);
  });

  it('accepts a form-encoded body with the token', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/probe',
      ...XSRF,
      headers: { ...XSRF.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'nom=L%C3%A9a',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ bonjour: 'Léa' });
  });

  it.each([
    ['a missing field', { 'content-type': 'application/json' }, '{}', 400, 'requete_invalide'],
    ['broken JSON', { 'content-type': 'application/json' }, '{"nom":', 400, 'requete_invalide'],
    [
      'an unknown media type',
      { 'content-type': 'text/csv' },
      'nom',
      415,
      'format_non_pris_en_charge',
    ],
    [
      'an oversize body',
      { 'content-type': 'application/json' },
      `{"nom":"${'x'.repeat(1_100_000)}"}`,
      413,
      'requete_trop_volumineuse',
    ],
  ])('answers %s with a French %i', async (_case, headers, payload, status, code) => {
    const response = await inject({
      method: 'POST',
      url: '/api/probe',
      cookies: XSRF.cookies,
      headers: { ...XSRF.headers, ...headers },
      payload,
    });
    expect(response.statusCode).toBe(status);
    const error = readError(response);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(/[a-zé]/);
    expect(response.body).not.toMatch(/FST_|stack|Unexpected|Body/);
  });

  it('names the bad field in French', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/probe',
      ...XSRF,
      payload: { nom: '' },
    });
    expect(readError(response).message).toBe(
      'Champ « nom » invalide (trop petit : chaîne de caractères doit avoir >=1 caractères).',
    );
  });

  it('maps an application error to its status, code and message', async () => {
    const response = await inject({ method: 'GET', url: '/api/probe/refus' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'deja_fait', message: 'Cette série est déjà terminée.' },
    });
  });

  it('hides the detail of an unexpected failure', async () => {
    const response = await inject({ method: 'GET', url: '/api/probe/panne' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: {
        code: 'erreur_interne',
        message: 'Une erreur interne est survenue. Réessayez plus tard.',
      },
    });
  });

  it('rate-limits a route with a French 429 and Retry-After', async () => {
    const codes = [];
    for (let i = 0; i < 3; i += 1)
      codes.push((await inject({ method: 'GET', url: '/api/probe/limite' })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const refused = await inject({ method: 'GET', url: '/api/probe/limite' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(readError(refused).message).toMatch(/^Trop de requêtes : réessayez dans \d+ s\.$/);
  });
});

describe.each(testEngines())('rate limits across API nodes on %s', (engine: TestEngine) => {
  it('counts one client’s requests on every node sharing the database', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'prepacode-'));
    const database =
      engine === 'sqlite'
        ? { url: `sqlite:${path.join(folder, 'shared.sqlite')}`, drop: async () => {} }
        : await createTestDatabase(engine);
    const nodes: App[] = [];
    const startNode = async () => {
      const node = await buildApp(loadConfig({ ...TEST_ENV, DATABASE_URL: database.url }));
      addProbeRoutes(node);
      nodes.push(node);
      return node;
    };
    try {
      const first = await startNode();
      const second = await startNode();
      const codes = [];
      for (const node of [first, second, first, second]) {
        codes.push((await node.inject({ method: 'GET', url: '/api/probe/limite' })).statusCode);
      }
      expect(codes).toEqual([200, 200, 429, 429]);
    } finally {
      for (const node of nodes) await node.close();
      await database.drop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
