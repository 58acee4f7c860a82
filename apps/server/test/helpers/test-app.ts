import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import { createTestDatabase, type TestEngine } from './databases.js';

export const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  // A cheap hash keeps the suite fast; production uses OWASP's cost (config default).
  PASSWORD_HASH_COST: '10',
  // Suites that need the question banks point CONTENT_DIR at them or at a fixture.
  CONTENT_DIR: '/nonexistent',
  // The suites use the demo school and accounts, as `npm start` loads them.
  DEMO_DATA: 'true',
} as const;

/** Builds the real app on a fresh database for the enclosing `describe`, closed afterwards. */
export function useTestApp(engine: TestEngine, env: Record<string, string> = {}): { app: App } {
  let app: App | undefined;
  let drop = async () => {};
  beforeAll(async () => {
    const database = await createTestDatabase(engine);
    drop = database.drop;
    app = await buildApp(loadConfig({ ...TEST_ENV, DATABASE_URL: database.url, ...env }));
  });
  afterAll(async () => {
    await app?.close();
    await drop();
  });
  return {
    get app(): App {
      if (!app) throw new Error('the test app is built in beforeAll');
      return app;
    },
  };
}

/** A matching anti-forgery cookie and header, as the SPA sends them. */
export const XSRF = {
  cookies: { 'XSRF-TOKEN': 'test-token' },
  headers: { 'x-xsrf-token': 'test-token' },
} as const;

/** How many rows a table holds: « nothing was stored » is a count that did not move. */
export async function countRows(db: App['db'], table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
