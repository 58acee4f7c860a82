import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { DEMO_HISTORY_LEARNER, seedDemoData } from './demo/seed-demo.js';
import { importContent } from './modules/content/import.js';
import { hasBank } from './modules/content/import.repository.js';
import { loadContent } from './modules/content/load.js';
import { seedDemoHistory, seedLicenceDemos } from './demo/demo-history.js';
import { seedDemoReports } from './demo/demo-reports.js';
import { seedDemoNetworkBank } from './demo/demo-network-bank.js';
import { seedDemoClassroom } from './demo/demo-classroom.js';
import { seedDemoResults } from './demo/demo-results.js';
import { seedDemoSettings } from './demo/demo-settings.js';

/** What the first start says: the server's logger, or a test's. */
export type FirstStartLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

export interface FirstStartOptions {
  /** Load the demo school and accounts when the database has no account yet (not the banks). */
  demoData: boolean;
  passwordCost: number;
  contentDir: string;
}

/**
 * Brings a database up to what the server needs, before the server is built (issue #20,
 * point 6): run by buildApp ahead of any Fastify plugin, so a first start on a slow machine is
 * not cut short by a plugin's time limit. Every step is one transaction or resumes where a
 * crashed start left it, so the next start finishes the job: migrations, the demo accounts,
 * the banks, then the demo learner's history and reports.
 */
export async function prepareDatabase(
  db: Kysely<Database>,
  { demoData, passwordCost, contentDir }: FirstStartOptions,
  log: FirstStartLog,
): Promise<void> {
  await migrateToLatest(db);
  if (demoData && (await seedDemoData(db, passwordCost))) log.info('demo data loaded');
  await loadContentIntoEmptyDatabase(db, contentDir, log);
  // The demo learner's past series need the questions; both steps skip what is already there.
  if (demoData) {
    await seedDemoHistory(db, DEMO_HISTORY_LEARNER);
    await seedDemoReports(db, DEMO_HISTORY_LEARNER);
    await seedDemoNetworkBank(db, contentDir, log);
    await seedLicenceDemos(db);
    await seedDemoSettings(db);
    await seedDemoResults(db);
    // After the former learners: two of them were in the room.
    await seedDemoClassroom(db);
  }
}

/**
 * Loads the question banks of `content/` into a database that has none, whatever DEMO_DATA
 * says: the banks are the product, not demo data (issue #20, point 4; production used to start
 * with nothing to practise). `npm run content:import` updates a database that has them. One
 * transaction: a crash leaves no bank, and the next start loads them all.
 */
async function loadContentIntoEmptyDatabase(
  db: Kysely<Database>,
  contentDir: string,
  log: FirstStartLog,
): Promise<void> {
  if (await hasBank(db)) return;
  const content = loadContent(contentDir);
  if (content.problems.length > 0) {
    log.error(
      { problems: content.problems.slice(0, 20) },
      'content not loaded: run npm run content:check',
    );
    return;
  }
  const summary = await importContent(db, content);
  if (summary.added > 0) log.info(summary, 'question banks loaded');
}
