import { describe, expect, it } from 'vitest';
import { issueTicket } from '../../src/modules/auth/tickets.service.js';
import { testEngines } from '../helpers/databases.js';
import {
  SERVICE,
  casAnswerSchema,
  exchangeTicket,
  postCentralLogin,
  ticketOf,
} from '../helpers/sign-on.js';
import { useTestApp } from '../helpers/test-app.js';
import { readError, readJson } from '../helpers/read-json.js';

// The security suite (issue #21): central sign-on tickets serve once, for their service, for a
// short while, whoever presents them and however fast.
describe.each(testEngines())('sign-on tickets on %s', (engine) => {
  const context = useTestApp(engine);
  const ticketFor = async (username: string, service = SERVICE) =>
    ticketOf((await postCentralLogin(context.app, { username, service })).headers.location);
  const validate = (ticket: string, service = SERVICE) =>
    context.app.inject({
      method: 'GET',
      url: '/central/p3/serviceValidate',
      query: { ticket, service, format: 'JSON' },
    });
  const sessions = () =>
    context.app.db
      .selectFrom('sessions')
      .select('id')
      .execute()
      .then((rows) => rows.length);

  it('serve once, even presented twenty times at once', async () => {
    const ticket = await ticketFor('eleve@demo.test');
    const before = await sessions();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => exchangeTicket(context.app, ticket)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
    for (const refused of answers.filter((answer) => answer.statusCode === 400)) {
      expect(readError(refused).code).toBe('ticket_invalide');
    }
    expect(await sessions()).toBe(before + 1);
    // Used up for the CAS validation too.
    expect(
      readJson(await validate(ticket), casAnswerSchema).serviceResponse.authenticationFailure?.code,
    ).toBe('INVALID_TICKET');
  });

  it('serve their own service only, and are burnt by a wrong one', async () => {
    const ticket = await ticketFor('eleve@demo.test');
    const foreign = await exchangeTicket(context.app, ticket, 'http://localhost:9999');
    expect(foreign.statusCode).toBe(400);
    expect(readError(foreign).code).toBe('ticket_service');
    expect((await exchangeTicket(context.app, ticket)).statusCode).toBe(400);
  });

  it('expire after two minutes', async () => {
    const lea = await context.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'eleve@demo.test')
      .executeTakeFirstOrThrow();
    const old = await issueTicket(
      context.app.db,
      { userId: lea.id, service: SERVICE, theme: 'prepacode', impersonatorId: null },
      Date.now() - 2 * 60_000 - 1,
    );
    expect(readError(await exchangeTicket(context.app, old)).code).toBe('ticket_invalide');
  });

  it('cannot be made up: unknown, empty, huge or malformed ones are refused in French', async () => {
    for (const ticket of ['ST-inventé', 'ST-', '', 'x'.repeat(199), 'ST-%00', '../../etc']) {
      const answer = await exchangeTicket(context.app, ticket);
      expect(answer.statusCode, ticket).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, ticket).toBeLessThan(500);
      expect(readError(answer).message).toMatch(/[a-zé]/);
    }
    const huge = await exchangeTicket(context.app, `ST-${'x'.repeat(5000)}`);
    expect(huge.statusCode).toBe(400);
  });
});
