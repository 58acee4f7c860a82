import type { App } from '../../src/app.js';
import { newId, newNumericId } from '../../src/lib/tokens.js';
import {
  SERVICE,
  exchangeTicket,
  postCentralLogin,
  sessionCookieOf,
  signIn,
  ticketOf,
  withSession,
} from './sign-on.js';
import { XSRF } from './test-app.js';

/**
 * A learner of the demo school of their own, licence b, with the demo password: a test that
 * changes a password or an address leaves the others' accounts alone.
 */
export async function freshLearner(app: App, label: string) {
  const model = await app.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', 'eleve@demo.test')
    .executeTakeFirstOrThrow();
  const id = newId();
  const email = `${label}-${id.slice(0, 6).toLowerCase()}@demo.test`;
  await app.db
    .insertInto('users')
    .values({ ...model, id, email, first_name: 'Inès', last_name: 'Essai', created_at: Date.now() })
    .execute();
  await app.db
    .insertInto('inscriptions')
    .values({
      id: newNumericId(),
      user_id: id,
      licence_code: 'b',
      expiration_date: '2099-12-31',
      total_credits: 20,
      remaining_credits: 20,
      status: 'ouvert',
      created_at: Date.now(),
    })
    .execute();
  const { session } = await signIn(app, email);
  return { id, email, session };
}

/** The calls of the account page with a session cookie and the anti-forgery pair. */
export function accountCalls(app: App, session: string) {
  const cookies = { ...withSession(session), ...XSRF.cookies };
  return {
    post: (url: string, payload: object, headers: Record<string, string> = XSRF.headers) =>
      app.inject({ method: 'POST', url, cookies, headers, payload }),
    put: (url: string, payload: object) =>
      app.inject({ method: 'PUT', url, cookies, headers: XSRF.headers, payload }),
    get: (url: string) => app.inject({ method: 'GET', url, cookies }),
  };
}

/** A session of the learner opened by the school's staff member (impersonation, spec §6). */
export async function staffOpenedSession(app: App, learnerId: string): Promise<string> {
  const staff = await postCentralLogin(app, { username: 'moniteur@demo.test' });
  const central = staff.cookies.find((c) => c.name === 'prepacode_central')?.value ?? '';
  const response = await app.inject({
    method: 'POST',
    url: '/central/api/impersonation',
    cookies: { prepacode_central: central, ...XSRF.cookies },
    headers: XSRF.headers,
    payload: { eleve: learnerId, service: SERVICE },
  });
  const login = await exchangeTicket(app, ticketOf(response.json<{ url: string }>().url));
  return sessionCookieOf(login);
}

/** An account's id by its address. */
export const userIdOf = async (db: App['db'], email: string) =>
  (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
    .id;
