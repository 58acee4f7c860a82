import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { createDatabase, engineOf, type Engine } from '../db/dialect.js';
import { migrateToLatest } from '../db/migrate.js';
import { importContent } from '../content/import.js';
import { loadContent } from '../content/load.js';
import { DEMO_HISTORY_LEARNER, seedDemoData } from '../db/seed-demo.js';
import { seedDemoHistory } from '../modules/series/demo-history.js';
import { seedDemoReports } from '../modules/school/demo-reports.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbEngine: Engine;
  }
}

interface DbOptions {
  databaseUrl: string;
  /** Load the demo school and accounts when the database has no account yet (not the banks). */
  demoData: boolean;
  passwordCost: number;
  contentDir: string;
}

/**
 * Loads the question banks of `content/` into a database that has none, whatever DEMO_DATA
 * says: the banks are the product, not demo data (issue #20, point 4; production used to start
 * with nothing to practise). `npm run content:import` updates a database that has them.
 */
async function loadContentIntoEmptyDatabase(
  app: FastifyInstance,
  db: Kysely<Database>,
  contentDir: string,
): Promise<void> {
  if (await db.selectFrom('content_banks').select('id').limit(1).executeTakeFirst()) return;
  const content = loadContent(contentDir);
  if (content.problems.length > 0) {
    app.log.error(
      { problems: content.problems.slice(0, 20) },
      'content not loaded: run npm run content:check',
    );
    return;
  }
  const summary = await importContent(db, content);
  if (summary.added > 0) app.log.info(summary, 'question banks loaded');
}

/**
 * Opens the database, brings its schema up to date (and loads demo data into an empty one)
 * before any route runs, closes it last.
 */
export const dbPlugin = fp(
  async (app: FastifyInstance, { databaseUrl, demoData, passwordCost, contentDir }: DbOptions) => {
    const db = createDatabase(databaseUrl, (error) =>
      app.log.warn({ err: error }, 'idle database connection lost'),
    );
    try {
      await migrateToLatest(db);
      const seeded = demoData && (await seedDemoData(db, passwordCost));
      if (seeded) app.log.info('demo data loaded');
      await loadContentIntoEmptyDatabase(app, db, contentDir);
      // The demo learner's past series need the questions: played once, on the first start.
      if (seeded) await seedDemoHistory(db, DEMO_HISTORY_LEARNER);
      if (seeded) await seedDemoReports(db, DEMO_HISTORY_LEARNER);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.decorate('dbEngine', engineOf(databaseUrl));
    app.addHook('onClose', async () => db.destroy());
  },
);
