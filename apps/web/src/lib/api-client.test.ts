import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockFetch, type Reply } from '../test/fetch-mock';
import { ApiError, apiRequest, backendUrl, onBackend, setApiBase } from './api-client';

const okSchema = z.object({ ok: z.boolean() });
/** The answers of the next calls, in order; an Error is the network failing. */
let replies: (Reply | Error)[] = [];
let requests: ReturnType<typeof mockFetch>['requests'];

function reply(status: number, body: unknown, headers?: Record<string, string>) {
  replies.push({ status, body, headers });
}
function sent(): { url: URL; init: RequestInit; headers: Headers } {
  const request = requests().at(-1);
  if (!request) throw new Error('fetch was not called');
  return { url: request.url, init: request.init, headers: new Headers(request.init.headers) };
}

beforeEach(() => {
  ({ requests } = mockFetch(() => {
    const next = replies.shift();
    if (!next) throw new Error('no answer prepared for this call');
    if (next instanceof Error) throw next;
    return next;
  }));
  document.cookie = 'XSRF-TOKEN=jeton%2Babc';
  setApiBase('');
});
afterEach(() => {
  replies = [];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('apiRequest', () => {
  it('sends credentials and query parameters, and parses the answer', async () => {
    reply(200, { ok: true });
    await expect(
      apiRequest('/api/front/series-eleve', {
        query: { t: 42, absent: undefined },
        schema: okSchema,
      }),
    ).resolves.toEqual({ ok: true });
    const { url, init, headers } = sent();
    expect(url.pathname).toBe('/api/front/series-eleve');
    expect(url.searchParams.get('t')).toBe('42');
    expect(url.searchParams.has('absent')).toBe(false);
    expect(init.credentials).toBe('include');
    expect(headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('echoes the anti-forgery cookie on a non-GET relative request, as a form', async () => {
    reply(200, { ok: true });
    await apiRequest('/api/player/envoi-reponse', {
      method: 'PUT',
      form: { serie: '1', reponse: 'A,C' },
      schema: okSchema,
    });
    const { init, headers } = sent();
    expect(headers.get('X-XSRF-TOKEN')).toBe('jeton+abc');
    expect(headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(init.body).toBe('serie=1&reponse=A%2CC');
  });

  it('never sends the token to an absolute URL', async () => {
    reply(200, { ok: true });
    await apiRequest('https://central.example.test/api/eleve/mail', {
      method: 'POST',
      json: { a: 1 },
      schema: okSchema,
    });
    expect(sent().headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('prefixes relative paths with the run-time API base', async () => {
    setApiBase('https://api.example.test/');
    reply(200, { ok: true });
    await apiRequest('/api/front/themes', { schema: okSchema });
    expect(sent().url.href).toBe('https://api.example.test/api/front/themes');
  });

  it('turns an error body into an ApiError with the server’s French message', async () => {
    reply(404, { error: { code: 'introuvable', message: 'Série introuvable.' } });
    const error = await apiRequest('/api/serie/resume/9', { schema: okSchema }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'introuvable',
      message: 'Série introuvable.',
    });
  });

  it('parses the body of an accepted non-2xx status instead of failing', async () => {
    reply(300, { ok: false });
    await expect(
      apiRequest('/api/auth/login', { schema: okSchema, acceptStatuses: [300, 303] }),
    ).resolves.toEqual({ ok: false });
  });

  it('says in French when the server cannot be reached', async () => {
    replies.push(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/health', { schema: okSchema })).rejects.toMatchObject({
      status: 0,
      code: 'reseau',
      message: 'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
    });
  });

  it('says that the action needs a connection when the device has none (issue #45)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    replies.push(new TypeError('Failed to fetch'));
    await expect(
      apiRequest('/api/contact', { method: 'POST', schema: okSchema }),
    ).rejects.toMatchObject({
      status: 0,
      message: 'Cette action demande une connexion. Réessayez au retour du réseau.',
    });
  });

  it('refuses an answer that breaks the contract', async () => {
    reply(200, { ok: 'yes' });
    await expect(apiRequest('/api/health', { schema: okSchema })).rejects.toThrow();
  });

  it('echoes the token a backend of another origin sends in its header, not this page’s cookie', async () => {
    setApiBase('https://api.prepacode.test');
    reply(200, { ok: true }, { 'x-xsrf-token': 'jeton-du-backend' });
    await apiRequest('/api/front/utilisateur', { schema: okSchema });
    reply(200, { ok: true });
    await apiRequest('/api/front/preferences', { method: 'PUT', json: {}, schema: okSchema });
    expect(sent().headers.get('X-XSRF-TOKEN')).toBe('jeton-du-backend');

    // Another backend starts again from what it will say.
    setApiBase('');
    reply(200, { ok: true });
    await apiRequest('/api/front/preferences', { method: 'PUT', json: {}, schema: okSchema });
    expect(sent().headers.get('X-XSRF-TOKEN')).toBe('jeton+abc');
  });

  // The server hands out a new token at every sign-in (issue #21, point 14).
  it('sends the token renewed at sign-in: cookie and backend header read at each call', async () => {
    const save = () =>
      apiRequest('/api/front/preferences', { method: 'PUT', json: {}, schema: okSchema });
    reply(200, { ok: true });
    await save();
    document.cookie = 'XSRF-TOKEN=jeton-apres-connexion';
    reply(200, { ok: true });
    await save();
    expect(sent().headers.get('X-XSRF-TOKEN')).toBe('jeton-apres-connexion');

    setApiBase('https://api.prepacode.test');
    for (const token of ['jeton-avant', 'jeton-apres']) {
      reply(200, { ok: true }, { 'x-xsrf-token': token });
      await apiRequest('/api/auth/login', { schema: okSchema });
    }
    reply(200, { ok: true });
    await save();
    expect(sent().headers.get('X-XSRF-TOKEN')).toBe('jeton-apres');
  });

  it('puts the server’s picture paths on the backend that gave them', () => {
    setApiBase('https://api.prepacode.test/');
    expect(backendUrl('/media/code/a.svg')).toBe('https://api.prepacode.test/media/code/a.svg');
    expect(backendUrl('https://cdn.example/a.svg')).toBe('https://cdn.example/a.svg');
    expect(onBackend({ url: '/media/code/a.svg', alt: 'Panneau' })).toEqual({
      url: 'https://api.prepacode.test/media/code/a.svg',
      alt: 'Panneau',
    });
    expect(onBackend(null)).toBeNull();
  });
});
