import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createTestDatabase } from '../../../test/helpers/databases.js';
import { readableMail } from '../../../test/helpers/outbox.js';
import { TEST_ENV, XSRF } from '../../../test/helpers/test-app.js';
import { ACTIVATION_BASE } from '../signup/activation.routes.js';
import { readJson } from '../../../test/helpers/read-json.js';
import { activationSubmitAnswerSchema } from '@prepacode/domain/contracts/signup.contract';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/**
 * Mail delivery over SMTP (issue #7, item 5): a real SMTP server in this process receives what
 * the running app sends when SMTP_URL is set, envelope and content.
 */
describe('mail over SMTP', () => {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: readableMail(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  let app: App;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const database = await createTestDatabase('sqlite');
    app = await buildApp(
      loadConfig({
        ...TEST_ENV,
        DATABASE_URL: database.url,
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Prépacode <ne-pas-repondre@prepacode.test>',
      }),
    );
  });
  afterAll(async () => {
    // beforeAll may have failed before building the app.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    await app?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the welcome mail of an activation-code sign-up', async () => {
    const submitted = await app.inject({
      method: 'POST',
      url: `${ACTIVATION_BASE}/soumission-code-activation`,
      payload: { code_activation: 'MICH-DEMO-0008', email: 'paul.morel@exemple.fr' },
    });
    const step = readJson(submitted, activationSubmitAnswerSchema);
    if (step.etape !== 'inscription') throw new Error(`a new learner signs up: ${submitted.body}`);
    const created = await app.inject({
      method: 'POST',
      url: `${ACTIVATION_BASE}/creer-et-inscrire-eleve`,
      payload: {
        permis: 'B',
        nom: 'Morel',
        prenom: 'Paul',
        telephone: '0712345678',
        date_naissance: '2004-11-30',
        email: 'paul.morel@exemple.fr',
        token: step.token,
      },
    });
    expect(created.statusCode).toBe(201);
    const mail = received.at(-1);
    expect(mail?.from).toBe('ne-pas-repondre@prepacode.test');
    expect(mail?.to).toEqual(['paul.morel@exemple.fr']);
    expect(mail?.raw).toContain(
      'Subject: Bienvenue sur Michelin Code : choisissez votre mot de passe',
    );
    expect(mail?.raw).toContain('Bonjour Paul,');
    expect(mail?.raw).toContain('Content-Type: text/html');
    expect(mail?.raw).toMatch(
      /Choisir mon mot de passe : http:\/\/localhost:8080\/central\/mot-de-passe\?jeton=/,
    );
  });

  it('delivers the password link of the central forgotten-password page', async () => {
    const before = received.length;
    const asked = await app.inject({
      method: 'POST',
      url: '/central/api/mot-de-passe/demande',
      ...XSRF,
      payload: { email: 'eleve@demo.test', from: 'orata' },
    });
    expect(asked.statusCode).toBe(202);
    expect(received).toHaveLength(before + 1);
    expect(received.at(-1)?.to).toEqual(['eleve@demo.test']);
    expect(received.at(-1)?.raw).toContain('Orata Code');
  });

  it('delivers a contact message to the school, answerable to the learner, and its copy', async () => {
    const learner = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'eleve@demo.test')
      .executeTakeFirstOrThrow();
    const before = received.length;
    const sent = await app.inject({
      method: 'POST',
      url: '/central/api/eleve/mail',
      headers: { 'x-api-key': 'demo-contact-prepacode' },
      payload: {
        eleve_id: learner.id,
        email: 'eleve@demo.test',
        sujet: 'code',
        message: 'Bonjour, reste-t-il des places pour la session de code de mardi ?',
      },
    });
    expect(sent.statusCode).toBe(202);
    const [toSchool, copy] = received.slice(before);
    expect(toSchool?.to).toEqual(['contact@demo.test']);
    expect(toSchool?.raw).toContain('Reply-To: eleve@demo.test');
    expect(toSchool?.raw).toContain('reste-t-il des places pour la session de code de mardi');
    expect(copy?.to).toEqual(['eleve@demo.test']);
  });
});
