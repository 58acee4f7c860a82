import type { App } from '../../src/app.js';
import { postCentralLogin } from '../helpers/sign-on.js';

export type RouteKind = 'public' | 'learner' | 'staff';

export interface Route {
  method: string;
  url: string;
  kind: RouteKind;
}

/**
 * Every route the built app serves, read from `printRoutes`: Fastify 5 lists them nowhere else
 * once built, and an `onRoute` hook would have to be added inside buildApp. A route added later
 * enters the suites by itself, so none escapes the matrix by being forgotten here.
 */
export function routeInventory(app: App): Route[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const parents: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/u.exec(line.trimEnd());
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    const url = (parents[depth - 1] ?? '') + segment;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of methods?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method, url, kind: kindOf(url) });
    }
  }
  return routes;
}

/** Routes anyone may call: pages, sign-on, health, sign-ups protected otherwise. */
const PUBLIC = [
  /^\/api\/(health|ready)$/,
  // Content: what each licence's mock exam asks (the home page's catalogue).
  /^\/api\/examens-blancs$/,
  /^\/api\/auth\/log(in|out)$/,
  // The link of the confirmation e-mail: its token is the credential.
  /^\/api\/compte\/email\/confirmation$/,
  /^\/central\/(?!api\/)/,
  /^\/central\/api\/mot-de-passe\//,
  // A school's offer to an address it enrolled (ADR 0030): the mailed token is the credential.
  /^\/central\/api\/rattachement$/,
  /^\/central\/api\/inscription\/code-activation\//,
  /^\/central\/api\/eleve\/mail$/,
  /^\*$/,
];

function kindOf(url: string): RouteKind {
  if (PUBLIC.some((pattern) => pattern.test(url))) return 'public';
  return url.startsWith('/central/api/') ? 'staff' : 'learner';
}

/**
 * The non-GET routes that skip the anti-forgery header (`config.xsrf === false`, plugins/xsrf.ts):
 * the central login form carries its token in a field, the sign-ups are limited to the app
 * origins or signed by the partner, the contact form has its API key.
 */
export const XSRF_EXEMPT = new Set([
  'POST /central/login',
  'POST /central/api/inscription/code-activation/soumission-code-activation',
  'POST /central/api/inscription/code-activation/creer-et-inscrire-eleve',
  'POST /central/api/inscription/code-activation/regenerer-mot-de-passe',
  'POST /central/application/prepacode/vagnon/inscription',
  'POST /central/api/eleve/mail',
]);

/** A concrete URL for a route pattern, every parameter replaced by the given value. */
export function concrete(url: string, value: string): string {
  return url.replace(/:\w+/g, encodeURIComponent(value));
}

/** The error code of a JSON answer; pages and redirects have none. */
export function errorCodeOf(response: { body: string }): string | undefined {
  try {
    return (JSON.parse(response.body) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}

/** The central session cookie of a demo staff member, signed in through the login form. */
export async function staffCookie(app: App, username: string): Promise<string> {
  const response = await postCentralLogin(app, { username });
  return response.cookies.find((c) => c.name === 'prepacode_central')?.value ?? '';
}
