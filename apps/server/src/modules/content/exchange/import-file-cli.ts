import { LICENCE_CODES, type LicenceCode } from '@prepacode/domain/licences';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../../config.js';
import { createDatabase } from '../../../db/dialect.js';
import { migrateToLatest } from '../../../db/migrate.js';
import { loadContent } from '../load.js';
import { draftFromFile } from './draft-bank.js';
import { importBankFile } from './import-bank.js';
import { draftSummary, reportLines, reportSummary } from './import-report.js';
import { readExchangeFile } from './read-file.js';

// `npm run content:import -- --from file.xml|file.gift --bank <new bank> --licence <code>
// [--network <network>] [--theme <letter>] [--libelle <name>]` (issue #46): a Moodle XML or
// GIFT file checked like our own banks, all or nothing, with a report of every question:
// imported into DATABASE_URL as a network's new bank, or, without a network, written as a
// draft of content/ for our reviewers (draft-bank.ts).

const USAGE =
  'Usage\u202f: npm run content:import -- --from fichier.xml|fichier.gift --bank <nouvelle banque> --licence <permis> [--network <réseau>] [--theme <lettre>] [--libelle <nom>]';

export async function importFileCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      from: { type: 'string' },
      bank: { type: 'string' },
      licence: { type: 'string' },
      network: { type: 'string' },
      theme: { type: 'string' },
      libelle: { type: 'string' },
    },
  });
  const licence = values.licence as LicenceCode | undefined;
  if (!values.from || !values.bank || !licence || !LICENCE_CODES.includes(licence)) {
    console.error(USAGE);
    return 1;
  }
  const file = path.resolve(values.from);
  const read = readExchangeFile(file);
  const config = loadConfig(process.env);
  // A bank for every learner is ours: a draft of content/, reviewed like our own files.
  if (!values.network) {
    const root = config.CONTENT_DIR;
    const report = draftFromFile(root, loadContent(root).banks, read.file, {
      name: values.bank,
      licence,
      ...(values.theme ? { theme: values.theme } : {}),
    });
    for (const line of reportLines(report)) console.log(line);
    console.log(draftSummary(report, path.relative(process.cwd(), report.folder)));
    return report.ids.size > 0 ? 0 : 1;
  }
  const db = createDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(db);
    const report = await importBankFile(db, read.file, {
      bankId: values.bank,
      licence,
      format: read.format,
      network: values.network,
      ...(values.theme ? { theme: values.theme } : {}),
      ...(values.libelle ? { label: values.libelle } : {}),
    });
    for (const line of reportLines(report)) console.log(line);
    console.log(reportSummary(report));
    return report.ids.size > 0 ? 0 : 1;
  } finally {
    await db.destroy();
  }
}
