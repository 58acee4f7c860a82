import { ConfigError, loadConfig } from '../config.js';
import { createDatabase } from './dialect.js';
import { migrateToLatest } from './migrate.js';

// `npm run db:migrate`: the same migrations the server runs at start, without serving.
try {
  const config = loadConfig(process.env);
  const db = createDatabase(config.DATABASE_URL);
  try {
    const applied = await migrateToLatest(db);
    console.log(
      applied.length ? `Migrations appliquées : ${applied.join(', ')}` : 'Base déjà à jour.',
    );
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
