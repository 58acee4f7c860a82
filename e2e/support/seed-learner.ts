import Database from 'better-sqlite3';
import { randomBytes, randomInt } from 'node:crypto';
import { E2E_DATABASE_FILE } from '../playwright.config';

export interface SeededLearner {
  licence: string;
  credits?: { total: number; remaining: number };
  firstName?: string;
  lastName?: string;
  /** False for a learner who never chose a password (the forgotten-password flow). */
  withPassword?: boolean;
}

/**
 * A learner of the demo school for one test alone, with no history: what the test does to them
 * harms no other test running beside it. Same password as the demo accounts (their hash is
 * copied). Returns the e-mail to sign in with.
 */
export function seedLearner({
  licence,
  credits = { total: 5, remaining: 5 },
  firstName = 'Théo',
  lastName = 'Lambert',
  withPassword = true,
}: SeededLearner): string {
  const email = `e2e-${randomBytes(4).toString('hex')}@demo.test`;
  const db = new Database(E2E_DATABASE_FILE);
  db.pragma('busy_timeout = 5000');
  const hash = withPassword
    ? (
        db.prepare(`select password_hash from users where email = 'eleve@demo.test'`).get() as {
          password_hash: string;
        }
      ).password_hash
    : null;
  const id = randomBytes(16).toString('base64url');
  const now = Date.now();
  db.prepare(
    `insert into users (id, email, password_hash, role, first_name, last_name, photo_url,
       structure_id, group_id, created_at) values (?, ?, ?, 'learner', ?, ?, null,
       'demo-auto-ecole', null, ?)`,
  ).run(id, email, hash, firstName, lastName, now);
  db.prepare(
    `insert into inscriptions (id, user_id, licence_code, expiration_date, total_credits,
       remaining_credits, status, created_at) values (?, ?, ?, '2099-12-31', ?, ?, 'ouvert', ?)`,
  ).run(randomInt(1, 2 ** 47), id, licence, credits.total, credits.remaining, now);
  db.close();
  return email;
}
