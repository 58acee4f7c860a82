import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../../config.js';
import { loadContent } from '../load.js';
import { exportBank, pictureFolderOf } from './export.js';
import { EXCHANGE_FORMATS, type ExchangeFormat } from './portable.js';

// `npm run content:export -- --format moodle-xml|gift --bank <bank> [--out file]` (issue #46):
// writes a bank of content/ in Moodle XML (pictures inside) or GIFT (pictures in a folder
// beside it), then says what the format could not carry.

const EXTENSIONS: Record<ExchangeFormat, string> = { 'moodle-xml': 'xml', gift: 'gift' };

try {
  const { values } = parseArgs({
    options: { format: { type: 'string' }, bank: { type: 'string' }, out: { type: 'string' } },
  });
  const format = values.format as ExchangeFormat | undefined;
  if (!format || !EXCHANGE_FORMATS.includes(format) || !values.bank)
    throw new Error(
      `Usage\u202f: npm run content:export -- --format ${EXCHANGE_FORMATS.join('|')} --bank <banque> [--out fichier]`,
    );
  const root = loadConfig(process.env).CONTENT_DIR;
  const content = loadContent(root, values.bank);
  const loaded = content.banks[0];
  if (!loaded) throw new Error(`Banque inconnue\u202f: ${values.bank}`);
  if (content.problems.length > 0)
    throw new Error(
      `La banque ${values.bank} a ${content.problems.length} problème(s)\u202f: lancez npm run content:check.`,
    );
  const out = path.resolve(values.out ?? `${values.bank}.${EXTENSIONS[format]}`);
  const exported = exportBank(loaded, format, path.join(root, 'media'), out);
  writeFileSync(out, exported.text);
  if (exported.pictures.length > 0) {
    const folder = path.join(path.dirname(out), pictureFolderOf(out));
    mkdirSync(folder, { recursive: true });
    for (const picture of exported.pictures)
      writeFileSync(path.join(folder, picture.name), picture.bytes);
  }
  console.log(
    `${exported.questions} questions de ${values.bank} écrites dans ${path.relative(process.cwd(), out)}` +
      (exported.pictures.length > 0
        ? ` et ${exported.pictures.length} images dans ${pictureFolderOf(out)}/`
        : '') +
      '.',
  );
  console.log(
    exported.losses.length === 0
      ? 'Rien de perdu.'
      : `Ce que le format ne porte pas\u202f:\n  ${exported.losses.join('\n  ')}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
