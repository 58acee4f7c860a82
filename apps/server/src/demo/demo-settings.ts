import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/** The demo school's mock-exam credits for a new learner, by licence (#41, point 5). */
export const DEMO_CREDIT_DEFAULTS = { b: 5, etg: 3, etm: 3, a: 3, a1: 3, a2: 3 } as const;

/**
 * The demo school's settings, as a school sets them: given once, to a new demo database or to
 * one made before they existed; a school that has set any keeps its own.
 */
export async function seedDemoSettings(db: Kysely<Database>, now = Date.now()): Promise<void> {
  const school = await db
    .selectFrom('structures')
    .select('id')
    .where('id', '=', 'demo-auto-ecole')
    .executeTakeFirst();
  const set = await db
    .selectFrom('credit_defaults')
    .select('licence_code')
    .where('structure_id', '=', 'demo-auto-ecole')
    .limit(1)
    .executeTakeFirst();
  if (!school || set) return;
  await db
    .insertInto('credit_defaults')
    .values(
      Object.entries(DEMO_CREDIT_DEFAULTS).map(([licence, credits]) => ({
        structure_id: school.id,
        licence_code: licence,
        credits,
        updated_at: now,
      })),
    )
    .execute();
}
