import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { emailsWithAccount } from './demo/demo-accounts.repository.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/seed-demo.js';

/**
 * What `npm start` prints once the server listens (issue #20, point 4): the address people
 * reach it at (PUBLIC_URL when set, as in the mails and admin links), and the demo accounts
 * that really are in this database, none on a production one; and whether demo data is on.
 */
export async function startBanner(
  db: Kysely<Database>,
  config: Config,
  port: number,
): Promise<string[]> {
  const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? 'localhost' : config.HOST;
  const address = config.PUBLIC_URL ?? `http://${host}:${port}`;
  // One line says whether demo data is on (issue #21, point 10): it brings a published password.
  const demo = config.DEMO_DATA
    ? 'Données de démonstration\u202f: activées (DEMO_DATA=true), avec un mot de passe et un secret publiés\u202f; jamais en production.'
    : 'Données de démonstration\u202f: désactivées (DEMO_DATA=false).';
  const lines = ['', `Prépacode est prêt\u202f: ${address}`, demo, ''];
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const present = new Set(await emailsWithAccount(db, emails));
  const accounts = DEMO_ACCOUNTS.filter((account) => present.has(account.email));
  if (accounts.length === 0) return lines;
  return [
    ...lines,
    `Comptes de démonstration (mot de passe «\u202f${DEMO_PASSWORD}\u202f»)\u202f:`,
    ...accounts.map((account) => `  ${account.email.padEnd(22)} ${account.shows}`),
    '',
  ];
}
