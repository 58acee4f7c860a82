import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { ConfigError, loadConfig } from '../config.js';
import { createDatabase } from '../db/dialect.js';
import { migrateToLatest } from '../db/migrate.js';
import { postMessage } from './messages.js';

// `npm run admin -- <commande> [options]`: the operator's commands on DATABASE_URL.
const USAGE = `Usage : npm run admin -- <commande> [options]

Commandes :
  message   Publie un message (cloche et bandeau) pour une école ou un élève.
            --ecole <identifiant> | --eleve <adresse>
            --contenu <texte>  [--type info|warning]  [--jours <1-365, 30 par défaut>]
            Exemple : npm run admin -- message --ecole demo-auto-ecole --contenu "Code en salle mercredi 18 h"`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    ecole: { type: 'string' },
    eleve: { type: 'string' },
    contenu: { type: 'string' },
    type: { type: 'string' },
    jours: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const [command] = positionals;
if (values.help || !command) {
  console.log(USAGE);
} else {
  try {
    const config = loadConfig(process.env);
    const db = createDatabase(config.DATABASE_URL);
    try {
      await migrateToLatest(db);
      if (command === 'message') {
        const id = await postMessage(db, values);
        console.log(`Message publié (${id}).`);
      } else {
        console.error(`Commande inconnue : ${command}\n\n${USAGE}`);
        process.exitCode = 2;
      }
    } finally {
      await db.destroy();
    }
  } catch (error) {
    const message =
      error instanceof ZodError
        ? error.issues.map((issue) => issue.message).join(' ; ')
        : error instanceof ConfigError || error instanceof Error
          ? error.message
          : String(error);
    console.error(`✘ ${message}`);
    process.exitCode = 1;
  }
}
