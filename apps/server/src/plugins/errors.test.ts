import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { sendRaw, useListeningApp, type RawAnswer } from '../../test/helpers/raw-http.js';
import { TEST_ENV } from '../../test/helpers/test-app.js';

/** The documented error shape in French, and nothing of the framework's text. */
function expectFrenchError(body: string, code: string): void {
  const parsed = JSON.parse(body) as { error: { code: string; message: string } };
  expect(Object.keys(parsed)).toEqual(['error']);
  expect(parsed.error.code).toBe(code);
  expect(parsed.error.message).toMatch(/^[A-ZÀ-Ý].*[a-zé]\.$/);
  expect(body).not.toMatch(/FST_|Client Error|Bad Request|Exceeded|not a valid|statusCode/);
}

const CODES: Record<number, string> = {
  400: 'requete_invalide',
  417: 'attente_non_prise_en_charge',
  431: 'entetes_trop_volumineux',
};

describe('errors the framework and the HTTP parser raise', () => {
  const context = useListeningApp();

  it('answers a malformed address in French without echoing it', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/serie/resume/%zz' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expectFrenchError(response.body, 'adresse_invalide');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).not.toContain('%zz');
  });

  it('answers an overlong path parameter with a French 414', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/serie/resume/${'1'.repeat(300)}`,
    });
    expect(response.statusCode).toBe(414);
    expectFrenchError(response.body, 'adresse_trop_longue');
  });

  it.each([
    ['oversized headers', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    // The parser counts the address in the headers' 16 KiB: it is the same refusal.
    ['an overlong address', `GET /api/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\n\r\n`, 431],
    ['bytes that are not HTTP', 'NOT HTTP AT ALL\r\n\r\n', 400],
    ['an expectation it cannot meet', 'GET / HTTP/1.1\r\nHost: x\r\nExpect: autre\r\n\r\n', 417],
  ])('answers %s in French, below Fastify', async (_case, request, status) => {
    const answer = await sendRaw(context.port, request);
    expect(answer.status).toBe(status);
    expect(answer.headers).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(answer.headers).toContain(`content-length: ${Buffer.byteLength(answer.body)}`);
    expectFrenchError(answer.body, CODES[status] ?? '');
  });

  it('answers an HTTP/1.1 request without Host with a French 400', async () => {
    const answer = await sendRaw(
      context.port,
      'GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expectFrenchError(answer.body, 'requete_invalide');
    // HTTP/1.0 had no Host header: such a client is still served.
    expect((await sendRaw(context.port, 'GET /api/health HTTP/1.0\r\n\r\n')).status).toBe(200);
  });
});

describe('requests that arrive while the server shuts down', () => {
  it('are refused with a French 503 that closes the connection', async () => {
    const app = await buildApp(loadConfig({ ...TEST_ENV, DATABASE_URL: 'sqlite::memory:' }));
    let answer: RawAnswer | undefined;
    // After the app's own preClose hooks: it is closing, still listening, its database open.
    app.addHook('preClose', async () => {
      const { port } = app.server.address() as AddressInfo;
      answer = await sendRaw(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    await app.close();
    expect(answer?.status).toBe(503);
    expect(answer?.headers).toMatch(/connection: close/i);
    expectFrenchError(answer?.body ?? '', 'service_indisponible');
  });
});
