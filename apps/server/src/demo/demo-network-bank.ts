import type { Kysely } from 'kysely';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/database.js';
import { importBankFile } from '../modules/content/exchange/import-bank.js';
import { readExchangeFile } from '../modules/content/exchange/read-file.js';

// The demo network's own bank (issue #46): a GIFT file of questions the « Réseau Conduite
// Ouest » wrote for its learners, imported « à relire » at first start, so that
// reseau@demo.test has questions to review and the demo school's learners meet them once
// accepted. Imported as `npm run content:import -- --from …` would; skipped once there.

export const DEMO_NETWORK_BANK = 'reseau-ouest';

export async function seedDemoNetworkBank(
  db: Kysely<Database>,
  contentDir: string,
  log: { error: (details: object, message: string) => void },
): Promise<void> {
  const done = await db
    .selectFrom('content_banks')
    .select('id')
    .where('id', '=', DEMO_NETWORK_BANK)
    .executeTakeFirst();
  const file = path.join(contentDir, 'imports', `${DEMO_NETWORK_BANK}.gift`);
  // A content folder without it (the tests' banks) has no demo network bank.
  if (done || !existsSync(file)) return;
  const read = readExchangeFile(file);
  const report = await importBankFile(db, read.file, {
    bankId: DEMO_NETWORK_BANK,
    licence: 'b',
    network: 'demo-reseau',
    label: 'Banque du Réseau Conduite Ouest',
    format: read.format,
  });
  if (report.ids.size === 0)
    log.error({ problems: report.problems }, 'demo network bank not imported');
}
