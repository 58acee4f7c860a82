import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchool } from '../../src/admin/schools.js';
import { buildApp, type App } from '../../src/app.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import {
  createTestDatabase,
  testEngines,
  type TestDatabase,
  type TestEngine,
} from '../helpers/databases.js';
import { RESEAU_PARTNER, reseauToken } from '../helpers/partner-fixture.js';
import { TEST_ENV, countRows } from '../helpers/test-app.js';
import { freePort, ServerProcess } from './server-process.js';

// Issue #39, point 3: what the configuration names is checked when the server starts, with the
// variable named in French; a partner's school deleted later closes its sign-ups in words.

const partner = (changes: object) => JSON.stringify([{ ...RESEAU_PARTNER, ...changes }]);

/** The configuration's refusal: every problem, each naming its variable. */
function problemsOf(error: unknown): string[] {
  if (!(error instanceof ConfigError)) throw error;
  return error.problems;
}

describe('the configuration’s own values', () => {
  it.each([
    ['PARTNERS', partner({ licence: 'zz' }), /^PARTNERS\.0\.licence: permis attendu/],
    ['CONTACT_API_KEYS', '{"inconnue":"une-cle-de-seize-caracteres"}', /^CONTACT_API_KEYS/],
    ['BRAND_ADDRESSES', '{"inconnue":{}}', /^BRAND_ADDRESSES/],
  ])('refuses %s naming what does not exist', (name, value, problem) => {
    let caught: unknown;
    try {
      loadConfig({ ...TEST_ENV, [name]: value });
    } catch (error) {
      caught = error;
    }
    expect(problemsOf(caught).some((line) => problem.test(line))).toBe(true);
  });
});

describe.each(testEngines())('the database’s references at start on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.drop());

  const start = async (env: Record<string, string>) => {
    try {
      const app = await buildApp(loadConfig({ ...TEST_ENV, DATABASE_URL: database.url, ...env }));
      await app.close();
      return [];
    } catch (error) {
      return problemsOf(error);
    }
  };

  it('refuses a partner’s school or the publisher’s school that does not exist', async () => {
    expect(await start({ PARTNERS: partner({ structure: 'ecole-disparue' }) })).toEqual([
      'PARTNERS.0.structure: l’école «\u202fecole-disparue\u202f» du partenaire reseau n’existe pas (npm run admin -- school-create)',
    ]);
    expect(
      await start({ VAGNON_SECRET: 'x'.repeat(32), VAGNON_SCHOOL: 'editeur-disparu' }),
    ).toEqual([
      'VAGNON_SCHOOL: l’école «\u202fediteur-disparu\u202f» des inscriptions de l’éditeur n’existe pas (npm run admin -- school-create)',
    ]);
    // The same configuration with schools that exist starts.
    expect(await start({ PARTNERS: partner({}) })).toEqual([]);
  });
});

/** A database two starts share: a file for SQLite, whose memory database ends with its app. */
async function lastingDatabase(engine: TestEngine): Promise<TestDatabase> {
  if (engine === 'postgres') return createTestDatabase(engine);
  const dir = await mkdtemp(path.join(tmpdir(), 'prepacode-references-'));
  return {
    url: `sqlite:${path.join(dir, 'ecoles.sqlite')}`,
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

describe.each(testEngines())('a partner whose school is deleted later, on %s', (engine) => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await lastingDatabase(engine);
    const env = { ...TEST_ENV, DATABASE_URL: database.url };
    // The school exists when the server starts: made as the operator's school-create does.
    const first = await buildApp(loadConfig(env));
    await createSchool(first.db, { id: 'ecole-ephemere', name: 'Auto-école éphémère' });
    await first.close();
    app = await buildApp(
      loadConfig({ ...env, PARTNERS: partner({ id: 'ephemere', structure: 'ecole-ephemere' }) }),
    );
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('refuses its new learners in French with a 403, and creates nothing', async () => {
    await app.db.deleteFrom('structures').where('id', '=', 'ecole-ephemere').execute();
    const users = await countRows(app.db, 'users');
    const jwt = await reseauToken(`nouveau-${randomUUID().slice(0, 8)}@partenaire.test`);
    const answer = await app.inject({
      method: 'GET',
      url: '/api/auth/login',
      query: { partenaire: 'ephemere', jwt },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({
      error: {
        code: 'partenaire_sans_ecole',
        message:
          'La connexion depuis ce partenaire n’est pas ouverte pour le moment\u202f: contactez votre auto-école.',
      },
    });
    expect(await countRows(app.db, 'users')).toBe(users);
  });
});

describe('the built server', () => {
  it('stops at start with the variable named, and never listens', async () => {
    const server = new ServerProcess(await freePort(), {
      DATABASE_URL: 'sqlite::memory:',
      PARTNERS: partner({ structure: 'ecole-disparue' }),
    });
    await expect(server.start()).rejects.toThrow(
      /PARTNERS\.0\.structure: l’école «\u202fecole-disparue\u202f» du partenaire reseau n’existe pas/,
    );
  });
});
