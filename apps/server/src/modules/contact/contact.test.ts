import { beforeEach, describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/helpers/databases.js';
import { useOutbox } from '../../../test/helpers/outbox.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { CONTACT_PATH, PER_LEARNER_MAX } from './contact.routes.js';
import { readError, readJson } from '../../../test/helpers/read-json.js';
import { contactAnswerSchema } from '@prepacode/domain/contracts/contact.contract';

const KEY = 'demo-contact-michelin';
const APP_ORIGIN = 'https://app.ecole.fr';
const SCHOOL = 'Auto-école de la Gare (démonstration)';

/** The body as the wire carries it: tests also send what the contract refuses. */
interface Wire {
  eleve_id: string;
  email: string;
  sujet: string;
  message: string;
  telephone?: string;
}

/** A text no other test sends, so duplicates are only those a test makes on purpose. */
let serial = 0;
const uniqueText = (label = 'message') => {
  serial += 1;
  return `Bonjour, ceci est le ${label} de test numero ${serial}-${Date.now()}.`;
};

describe.each(testEngines())('contact mail API on %s', (engine) => {
  const { dir: outbox, mails } = useOutbox();
  const context = useTestApp(engine, { OUTBOX_DIR: outbox, APP_ORIGINS: APP_ORIGIN });

  // Each test sends from its own address, so the per-address limit counts one test at a time.
  let address = 0;
  beforeEach(() => {
    address += 1;
  });

  const mailsWith = (text: string) => mails().filter((mail) => mail.includes(text));
  const learner = (email: string) =>
    context.app.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
  const stored = async (userId: string) =>
    context.app.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
  const send = (
    body: Partial<Wire> | string,
    { key = KEY, headers = {} }: { key?: string | null; headers?: Record<string, string> } = {},
  ) =>
    context.app.inject({
      method: 'POST',
      url: CONTACT_PATH,
      remoteAddress: `10.1.0.${address}`,
      headers: { ...(key === null ? {} : { 'x-api-key': key }), ...headers },
      payload: body,
    });
  const messageFrom = async (email: string, changes: Partial<Wire> = {}): Promise<Wire> => {
    const { id } = await learner(email);
    return { eleve_id: id, email, sujet: 'lecons', message: uniqueText(), ...changes };
  };

  it('mails the school, answerable to the learner, and acknowledges to the learner', async () => {
    const body = await messageFrom('eleve@demo.test', {
      // The e-mail as the learner might type it; the phone as people write it.
      email: ' Eleve@Demo.test ',
      sujet: 'paiement',
      telephone: '+33 (0)6.12.34.56.78',
    });
    const answer = await send(body);
    expect(answer.statusCode).toBe(202);
    expect(readJson(answer, contactAnswerSchema).message).toBe(
      `Votre message a été envoyé à votre auto-école, ${SCHOOL}. Vous recevez une copie par e‑mail.`,
    );
    // The school's own parentheses are not nested in the confirmation's (issue #18, point 9).
    expect(readJson(answer, contactAnswerSchema).message).not.toMatch(/\([^)]*\(/);

    const [toSchool, toLearner, ...others] = mailsWith(body.message);
    expect(others).toEqual([]);
    expect(toSchool).toContain('To: contact@demo.test');
    expect(toSchool).toContain('Reply-To: eleve@demo.test');
    expect(toSchool).toContain('06 12 34 56 78');
    expect(toLearner).toContain('To: eleve@demo.test');
    expect(toLearner).toContain('Reply-To: contact@demo.test');
    expect(toLearner).toContain('Michelin Code');

    const { id } = await learner('eleve@demo.test');
    const rows = await stored(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      structure_id: 'demo-auto-ecole',
      brand: 'michelin',
      subject: 'paiement',
      message: body.message,
      phone: '06 12 34 56 78',
    });
  });

  it('escapes what the learner wrote in the HTML part', async () => {
    const body = await messageFrom('eleve@demo.test', {
      message: `<script>alert(1)</script> ${uniqueText()}`,
    });
    expect((await send(body)).statusCode).toBe(202);
    const [toSchool] = mailsWith(body.message.slice(30));
    expect(toSchool).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it('refuses a missing or wrong key with 401 before reading the body', async () => {
    for (const key of [null, '', 'pas-la-bonne-cle-du-tout']) {
      const refused = await send('{not json', {
        key,
        headers: { 'content-type': 'application/json' },
      });
      expect(refused.statusCode, String(key)).toBe(401);
      expect(readError(refused)).toEqual({
        code: 'cle_api_invalide',
        message:
          'Ce site n’est pas autorisé à envoyer des messages de contact. Rechargez la page puis réessayez.',
      });
    }
  });

  it.each([
    ['an empty message', { message: '   ' }, 'Votre message doit contenir au moins 10 caractères.'],
    ['a message too short', { message: 'Allô ?' }, 'au moins 10 caractères'],
    [
      'a message too long',
      { message: 'a'.repeat(2001) },
      'Votre message ne doit pas dépasser 2 000 caractères.',
    ],
    ['an unknown subject', { sujet: 'meteo' }, 'Choisissez le sujet de votre message.'],
    ['a foreign number', { telephone: '+44 20 7946 0958' }, 'numéro de téléphone français'],
    ['letters as a number', { telephone: 'zéro six' }, 'numéro de téléphone français'],
  ] as const)('refuses %s with a French message, storing nothing', async (_case, change, text) => {
    const body = await messageFrom('nouveau@demo.test', change);
    const refused = await send(body);
    expect(refused.statusCode).toBe(400);
    expect(readError(refused).code).toBe('requete_invalide');
    expect(readError(refused).message).toContain(text);
    expect(await stored(body.eleve_id)).toEqual([]);
  });

  it('accepts only an id and e‑mail pair that names one learner', async () => {
    const eleve = await learner('eleve@demo.test');
    const staff = await learner('moniteur@demo.test');
    const text = uniqueText();
    for (const pair of [
      { eleve_id: eleve.id, email: 'multi@demo.test' },
      { eleve_id: 'inconnu', email: 'eleve@demo.test' },
      // A school's staff is not a learner.
      { eleve_id: staff.id, email: staff.email },
    ]) {
      const refused = await send({ ...pair, sujet: 'autre', message: text });
      expect(refused.statusCode).toBe(404);
      expect(readError(refused)).toEqual({
        code: 'eleve_introuvable',
        message: 'Nous ne retrouvons pas votre compte : reconnectez-vous puis réessayez.',
      });
    }
    expect(mailsWith(text)).toEqual([]);
  });

  it('refuses the same text twice within 10 minutes, storing and mailing it once', async () => {
    const body = await messageFrom('multi@demo.test');
    expect((await send(body)).statusCode).toBe(202);
    const again = await send({ ...body, sujet: 'autre' });
    expect(again.statusCode).toBe(409);
    expect(readError(again)).toEqual({
      code: 'message_deja_envoye',
      message: 'Vous venez d’envoyer ce même message : votre auto-école l’a bien reçu.',
    });
    expect(await stored(body.eleve_id)).toHaveLength(1);
    expect(mailsWith(body.message)).toHaveLength(2);
  });

  it(`lets a learner send ${PER_LEARNER_MAX} messages an hour, then says when to try again`, async () => {
    const { id } = await learner('bateau@demo.test');
    for (let sent = 0; sent < PER_LEARNER_MAX; sent += 1) {
      expect((await send(await messageFrom('bateau@demo.test'))).statusCode).toBe(202);
    }
    const refused = await send(await messageFrom('bateau@demo.test'));
    expect(refused.statusCode).toBe(429);
    expect(readError(refused).code).toBe('trop_de_messages');
    expect(readError(refused).message).toMatch(
      /^Vous avez envoyé 5 messages en une heure : réessayez dans \d+ min\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await stored(id)).toHaveLength(PER_LEARNER_MAX);
  });

  it('says so when the learner’s school has no address, storing nothing', async () => {
    await context.app.db
      .insertInto('structures')
      .values({ id: 'sans-adresse', name: 'École sans adresse', email: null, created_at: 0 })
      .execute();
    await context.app.db
      .insertInto('users')
      .values({
        id: 'sans-adresse-eleve',
        email: 'sans-adresse@demo.test',
        password_hash: null,
        role: 'learner',
        first_name: 'Yanis',
        last_name: 'Roux',
        photo_url: null,
        structure_id: 'sans-adresse',
        group_id: null,
        created_at: 0,
      })
      .execute();
    const refused = await send(await messageFrom('sans-adresse@demo.test'));
    expect(refused.statusCode).toBe(409);
    expect(readError(refused).code).toBe('ecole_sans_adresse');
    expect(readError(refused).message).toContain('contactez-la directement');
    expect(await stored('sans-adresse-eleve')).toEqual([]);
  });

  it('answers the CORS preflight of a configured app origin, key header included', async () => {
    const preflight = (origin: string) =>
      context.app.inject({
        method: 'OPTIONS',
        url: CONTACT_PATH,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-api-key',
        },
      });
    const allowed = await preflight(APP_ORIGIN);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers).toMatchObject({
      'access-control-allow-origin': APP_ORIGIN,
      'access-control-allow-methods': 'GET, POST, PUT, DELETE',
      vary: 'Origin',
    });
    expect(allowed.headers['access-control-allow-headers']).toContain('x-api-key');

    const foreign = await preflight('https://ailleurs.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(readError(foreign).code).toBe('origine_refusee');
  });

  it('lets an app origin read its answers, refusals included, and refuses other origins', async () => {
    const refused = await send(await messageFrom('eleve@demo.test'), {
      key: 'mauvaise-cle-de-test',
      headers: { origin: APP_ORIGIN },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(APP_ORIGIN);

    const body = await messageFrom('eleve@demo.test');
    const foreign = await send(body, { headers: { origin: 'https://ailleurs.example' } });
    expect(foreign.statusCode).toBe(403);
    expect(readError(foreign).message).toBe(
      'Ce site n’est pas autorisé à envoyer des messages de contact.',
    );
    expect(mailsWith(body.message)).toEqual([]);
  });

  it('limits one address to 30 requests in 15 minutes, whatever their key', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 31; request += 1) {
      statuses.push((await send({}, { key: `cle-devinee-${request}-xxxxxxxx` })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe.each(testEngines())('contact mail API when mail cannot leave, on %s', (engine) => {
  // Nothing listens on port 9 here: every SMTP connection is refused.
  const context = useTestApp(engine, { SMTP_URL: 'smtp://127.0.0.1:9' });

  it('answers 503 in French, stores nothing, and the same text may be sent again', async () => {
    const { id } = await context.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'eleve@demo.test')
      .executeTakeFirstOrThrow();
    const body = { eleve_id: id, email: 'eleve@demo.test', sujet: 'code', message: uniqueText() };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const failed = await context.app.inject({
        method: 'POST',
        url: CONTACT_PATH,
        headers: { 'x-api-key': KEY },
        payload: body,
      });
      expect(failed.statusCode).toBe(503);
      expect(readError(failed)).toEqual({
        code: 'envoi_impossible',
        message:
          'Votre message n’a pas pu être envoyé pour le moment. Réessayez dans quelques minutes.',
      });
    }
    const rows = await context.app.db
      .selectFrom('contact_messages')
      .select('id')
      .where('user_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
  });
});
