import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../../config.js';
import { createDatabase } from '../../../db/dialect.js';
import { migrateToLatest } from '../../../db/migrate.js';
import { loadContent } from '../load.js';
import { databaseBank } from './export-database.js';
import { exportBank, pictureFolderOf, type ExportedBank } from './export.js';
import { EXCHANGE_FORMATS, type ExchangeFormat } from './portable.js';

// `npm run content:export -- --format moodle-xml|gift --bank <bank> [--out file]` (issue #46):
// writes a bank of content/, or a network's bank imported into DATABASE_URL, in Moodle XML
// (pictures inside) or GIFT (pictures in a folder beside it), then says what the format could
// not carry.

const EXTENSIONS: Record<ExchangeFormat, string> = { 'moodle-xml': 'xml', gift: 'gift' };

/** A bank of content/, checked first; undefined when content/ has none of that name. */
function fromContent(bank: string, format: ExchangeFormat, out: string) {
  const root = loadConfig(process.env).CONTENT_DIR;
  const content = loadContent(root, bank);
  const loaded = content.banks[0];
  if (!loaded) return undefined;
  if (content.problems.length > 0)
    throw new Error(
      `La banque ${bank} a ${content.problems.length} problème(s)\u202f: lancez npm run content:check.`,
    );
  const media = path.join(root, 'media');
  return {
    exported: exportBank(loaded, format, (file) => readFileSync(path.join(media, file)), out),
    note: '',
  };
}

/** A network's bank of the database; undefined when there is none of that name either. */
async function fromDatabase(bank: string, format: ExchangeFormat, out: string) {
  const db = createDatabase(loadConfig(process.env).DATABASE_URL);
  try {
    await migrateToLatest(db);
    const found = await databaseBank(db, bank);
    if (!found) return undefined;
    const readPicture = (file: string) => {
      const bytes = found.pictures.get(file);
      if (!bytes) throw new Error(`Image ${file} absente de la base.`);
      return bytes;
    };
    const exported = exportBank(found.loaded, format, readPicture, out);
    const note =
      found.toReview > 0
        ? ` (dont ${found.toReview} encore à relire\u202f; les refusées restent)`
        : '';
    return { exported, note };
  } finally {
    await db.destroy();
  }
}

function write(exported: ExportedBank, out: string) {
  writeFileSync(out, exported.text);
  if (exported.pictures.length === 0) return;
  const folder = path.join(path.dirname(out), pictureFolderOf(out));
  mkdirSync(folder, { recursive: true });
  for (const picture of exported.pictures)
    writeFileSync(path.join(folder, picture.name), picture.bytes);
}

async function exportCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { format: { type: 'string' }, bank: { type: 'string' }, out: { type: 'string' } },
  });
  const format = values.format as ExchangeFormat | undefined;
  const bank = values.bank;
  if (!format || !EXCHANGE_FORMATS.includes(format) || !bank) {
    console.error(
      `Usage\u202f: npm run content:export -- --format ${EXCHANGE_FORMATS.join('|')} --bank <banque> [--out fichier]`,
    );
    return 1;
  }
  const out = path.resolve(values.out ?? `${bank}.${EXTENSIONS[format]}`);
  const done = fromContent(bank, format, out) ?? (await fromDatabase(bank, format, out));
  if (!done) {
    console.error(`Banque inconnue\u202f: ${bank} (ni dans content/, ni importée dans la base).`);
    return 1;
  }
  const { exported, note } = done;
  write(exported, out);
  console.log(
    `${exported.questions} questions de ${bank}${note} écrites dans ${path.relative(process.cwd(), out)}` +
      (exported.pictures.length > 0
        ? ` et ${exported.pictures.length} image(s) dans ${pictureFolderOf(out)}/`
        : '') +
      '.',
  );
  console.log(
    exported.losses.length === 0
      ? 'Rien de perdu.'
      : `Ce que le format ne porte pas\u202f:\n  ${exported.losses.join('\n  ')}`,
  );
  return 0;
}

try {
  process.exitCode = await exportCommand(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
