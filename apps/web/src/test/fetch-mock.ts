// Test support: the one fetch mock of the web tests (issue #23, point 7). Every test that talks
// to a server stubs fetch here, by an answer per request or by method and path (`mockApi`).
import { vi } from 'vitest';

/** A JSON answer; `body` undefined sends none (a 204). */
export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A request as a test reads it. */
export interface Sent {
  method: string;
  url: URL;
  /** The request's body when it is text (a form or JSON), else ''. */
  body: string;
  init: RequestInit;
}

const json = ({ status = 200, body, headers }: Reply) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/**
 * Stubs fetch with `answer`, which may also throw (the network down). Returns the mock and the
 * requests sent, oldest first.
 */
export function mockFetch(answer: (sent: Sent) => Reply | Promise<Reply>) {
  const read = (input: RequestInfo | URL, init: RequestInit = {}): Sent => ({
    method: init.method ?? 'GET',
    url: urlOf(input),
    body: typeof init.body === 'string' ? init.body : '',
    init,
  });
  const fetchMock = vi.fn<typeof fetch>(async (input, init) =>
    json(await answer(read(input, init))),
  );
  vi.stubGlobal('fetch', fetchMock);
  const requests = () => fetchMock.mock.calls.map(([input, init]) => read(input, init));
  /** The URLs requested with this method and path, oldest first. */
  const calls = (method: string, path: string) =>
    requests()
      .filter((sent) => sent.method === method && sent.url.pathname === path)
      .map((sent) => sent.url);
  return { fetchMock, requests, calls };
}

/** « GET /api/front/series-eleve » → a reply, or a function of the request's URL. */
export type ApiRoutes = Record<string, Reply | ((url: URL) => Reply | Promise<Reply>)>;

/** Answers by method and path; a call nobody expected fails the way the server would, with a 404. */
export function mockApi(routes: ApiRoutes) {
  const mock = mockFetch(({ method, url }) => {
    const route = routes[`${method} ${url.pathname}`];
    if (typeof route === 'function') return route(url);
    return (
      route ?? { status: 404, body: { error: { code: 'introuvable', message: 'Introuvable.' } } }
    );
  });
  /** The query of the last such request, as an object. */
  const sentQuery = (method: string, path: string) => {
    const url = mock.calls(method, path).at(-1);
    if (!url) throw new Error(`${method} ${path} was not requested`);
    return Object.fromEntries(url.searchParams);
  };
  return { ...mock, sentQuery };
}

/** The address a stubbed fetch was called with, in any of the forms fetch takes. */
export function urlOf(input: RequestInfo | URL): URL {
  return new URL(input instanceof Request ? input.url : input, window.location.href);
}

/** The text a stubbed fetch was sent (the app sends JSON or a form), '' without a body. */
export function bodyOf(init: RequestInit | undefined): string {
  const body = init?.body;
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  throw new Error('the app sends its bodies as text');
}
