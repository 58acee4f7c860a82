import { z } from 'zod/mini';
import type { App } from '../../src/app.js';
import { DEMO_PASSWORD } from '../../src/demo/seed-demo.js';
import { SESSION_COOKIE } from '../../src/modules/auth/session.plugin.js';

/** The learner app's own origin as `app.inject` presents it. */
export const SERVICE = 'http://localhost';

/** Posts the central login form as the page does, with its anti-forgery field. */
export function postCentralLogin(
  app: App,
  fields: { username: string; password?: string; service?: string; from?: string; _xsrf?: string },
) {
  const form = new URLSearchParams({
    password: DEMO_PASSWORD,
    service: SERVICE,
    from: 'prepacode',
    _xsrf: 'jeton',
    ...fields,
  });
  return app.inject({
    method: 'POST',
    url: '/central/login',
    cookies: { 'XSRF-TOKEN': 'jeton' },
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

export function ticketOf(location: string | undefined): string {
  const ticket = location ? new URL(location, SERVICE).searchParams.get('ticket') : null;
  if (!ticket) throw new Error(`no ticket in ${location}`);
  return ticket;
}

/** Exchanges a ticket at GET /api/auth/login as the app does after the redirect. */
export function exchangeTicket(app: App, ticket: string, service = SERVICE) {
  return app.inject({
    method: 'GET',
    url: '/api/auth/login',
    query: { t: String(Date.now()), service, ticket },
  });
}

export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  return cookie.value;
}

/** Signs a demo account in end to end and returns its session cookie and the login answer. */
export async function signIn(app: App, username: string) {
  const central = await postCentralLogin(app, { username });
  const login = await exchangeTicket(app, ticketOf(central.headers.location));
  return { login, session: sessionCookieOf(login) };
}

/**
 * The JSON answer of CAS 3.0 serviceValidate (modules/central/cas.ts): the CAS protocol's shape,
 * which no domain contract holds.
 */
export const casAnswerSchema = z.object({
  serviceResponse: z.object({
    authenticationSuccess: z.optional(
      z.object({ user: z.string(), attributes: z.record(z.string(), z.string()) }),
    ),
    authenticationFailure: z.optional(z.object({ code: z.string(), description: z.string() })),
  }),
});

export const withSession = (session: string) => ({ [SESSION_COOKIE]: session });
