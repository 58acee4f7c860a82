import { ConfigError, loadConfig } from '../../config.js';
import { createDatabase } from '../../db/dialect.js';
import { migrateToLatest } from '../../db/migrate.js';
import { progressBar } from '../../lib/progress.js';
import { importFileCommand } from './exchange/import-file-cli.js';
import { importContent } from './import.js';
import { loadContent } from './load.js';

// `npm run content:import`: checks content/ (CONTENT_DIR), then imports it into DATABASE_URL
// in one transaction. With any problem, nothing is imported. With `--from`, a Moodle XML or
// GIFT file is imported as a new bank instead (exchange/import-file-cli.ts).
const progress = progressBar('questions');

try {
  if (process.argv.includes('--from')) {
    process.exitCode = await importFileCommand(process.argv.slice(2));
  } else {
    const config = loadConfig(process.env);
    const content = loadContent(config.CONTENT_DIR);
    if (content.problems.length > 0) {
      for (const problem of content.problems) {
        console.error(
          `✘ ${[problem.file, problem.line].filter(Boolean).join(':')}${problem.id ? ` [${problem.id}]` : ''} ${problem.message}`,
        );
      }
      console.error(
        `${content.problems.length} problème(s) : rien n’est importé. Corrigez puis relancez.`,
      );
      process.exitCode = 1;
    } else {
      const db = createDatabase(config.DATABASE_URL);
      try {
        await migrateToLatest(db);
        const summary = await importContent(db, content, progress);
        console.log(
          `Import terminé : ${summary.added} ajoutée(s), ${summary.changed} modifiée(s), ${summary.unchanged} inchangée(s), ` +
            `${summary.retired} retirée(s), ${summary.restored} rétablie(s).`,
        );
      } finally {
        await db.destroy();
      }
    }
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
