import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed-demo.js';

/**
 * What `npm start` prints once the server listens (issue #20, point 4): the address people
 * reach it at (PUBLIC_URL when set, as in the mails and admin links), and the demo accounts
 * that really are in this database, none on a production one.
 */
export async function startBanner(
  db: Kysely<Database>,
  config: Config,
  port: number,
): Promise<string[]> {
  const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? 'localhost' : config.HOST;
  const address = config.PUBLIC_URL ?? `http://${host}:${port}`;
  const lines = ['', `Prépacode est prêt\u202f: ${address}`, ''];
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const present = new Set(
    (await db.selectFrom('users').select('email').where('email', 'in', emails).execute()).map(
      (row) => row.email,
    ),
  );
  const accounts = DEMO_ACCOUNTS.filter((account) => present.has(account.email));
  if (accounts.length === 0) return lines;
  return [
    ...lines,
    `Comptes de démonstration (mot de passe «\u202f${DEMO_PASSWORD}\u202f»)\u202f:`,
    ...accounts.map((account) => `  ${account.email.padEnd(22)} ${account.shows}`),
    '',
  ];
}
