import { LICENCE_CODES, type LicenceCode } from '@prepacode/domain/licences';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../../config.js';
import { createDatabase } from '../../../db/dialect.js';
import { migrateToLatest } from '../../../db/migrate.js';
import { importBankFile } from './import-bank.js';
import { reportLines, reportSummary } from './import-report.js';
import { readExchangeFile } from './read-file.js';

// `npm run content:import -- --from file.xml|file.gift --bank <new bank> --licence <code>
// --network <network> [--theme <letter>] [--libelle <name>]` (issue #46): a Moodle XML or
// GIFT file checked like our own banks and imported into DATABASE_URL as a new bank, all or
// nothing, with a report of every question.

const USAGE =
  'Usage\u202f: npm run content:import -- --from fichier.xml|fichier.gift --bank <nouvelle banque> --licence <permis> --network <réseau> [--theme <lettre>] [--libelle <nom>]';

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
  // A bank for every learner would have nobody to review it in the browser: the product's own
  // banks are reviewed in content/'s files (docs/content-format.md).
  if (!values.network) {
    console.error(
      'Précisez --network\u202f: une banque importée est celle d’un réseau, dont l’opérateur relit les questions.',
    );
    return 1;
  }
  const file = path.resolve(values.from);
  const read = readExchangeFile(file);
  const db = createDatabase(loadConfig(process.env).DATABASE_URL);
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
