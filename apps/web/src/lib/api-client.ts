import { XSRF } from '@prepacode/domain/auth';
import { errorBodySchema } from '@prepacode/domain/contracts/error.contract';
import { z } from 'zod/mini';
import { readCookie } from './cookie';

/** A failed call: the HTTP status (0 when the server was not reached) and the server's French message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

let apiBase = '';

/**
 * The anti-forgery token a backend of another origin sent in its answers' header: its cookie
 * is that origin's, out of this page's reach (issue #20, point 1). Same-origin answers carry no
 * such header, and the cookie serves, as spec §7 says.
 */
let tokenFromBackend: string | undefined;

/** The backend base is chosen at run time from the environment list (spec §7), never at build. */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/$/, '');
  tokenFromBackend = undefined;
}

const isAbsolute = (url: string) => /^[a-z][a-z\d+.-]*:\/\//i.test(url);

/**
 * An address the server gave as a path (a question's picture), on the backend that gave it:
 * in a split deployment the app's own origin does not serve it.
 */
export const backendUrl = (path: string): string =>
  isAbsolute(path) || !path.startsWith('/') ? path : `${apiBase}${path}`;

/** A picture of the wire (`{ url, alt }`) with its address on the backend. */
export const onBackend = <T extends { url: string }>(media: T | null): T | null =>
  media && { ...media, url: backendUrl(media.url) };

export interface RequestOptions<S extends z.core.$ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as application/x-www-form-urlencoded, as the spec's form fields are. */
  form?: Record<string, string>;
  json?: unknown;
  schema: S;
  /** Statuses that carry a body to parse rather than an error (login's 300 and 303, spec §8). */
  acceptStatuses?: number[];
}

/**
 * Every call to the server: credentials included, the anti-forgery header on non-GET requests
 * to relative URLs (spec §7), every response parsed by its schema. It shows nothing and
 * redirects nowhere: callers decide what an error means for the page.
 */
export async function apiRequest<S extends z.core.$ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<z.core.output<S>> {
  const method = options.method ?? 'GET';
  const relative = !isAbsolute(path);
  const url = new URL(relative ? `${apiBase}${path}` : path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers = new Headers({ Accept: 'application/json' });
  let body: string | undefined;
  if (options.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }
  if (method !== 'GET' && relative) {
    const token = tokenFromBackend ?? readCookie(XSRF.cookie);
    if (token) headers.set(XSRF.header, token);
  }

  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, credentials: 'include' });
  } catch {
    // With no network at all, the action cannot be done now; else the server did not answer.
    throw new ApiError(
      0,
      'reseau',
      navigator.onLine
        ? 'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.'
        : 'Cette action demande une connexion. Réessayez au retour du réseau.',
    );
  }
  tokenFromBackend = response.headers.get(XSRF.header) ?? tokenFromBackend;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok && !options.acceptStatuses?.includes(response.status)) {
    const parsed = errorBodySchema.safeParse(payload);
    throw parsed.success
      ? new ApiError(response.status, parsed.data.error.code, parsed.data.error.message, payload)
      : new ApiError(
          response.status,
          'inattendu',
          'Le serveur a répondu de façon inattendue. Réessayez plus tard.',
          payload,
        );
  }
  return z.parse(options.schema, payload);
}
