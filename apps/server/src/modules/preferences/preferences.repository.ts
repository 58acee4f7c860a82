import {
  DEFAULT_PREFERENCES,
  type Preferences,
} from '@prepacode/domain/contracts/preferences.contract';
import type { TempsMajore } from '@prepacode/domain/preferences';
import type { Kysely, Selectable } from 'kysely';
import type { LearnerPreferencesTable } from '../../db/attempts.table.js';
import type { Database } from '../../db/database.js';

const toWire = (row: Selectable<LearnerPreferencesTable>): Preferences => ({
  temps_majore: row.time_extension,
  lecture_auto: row.read_aloud === 1,
  vitesse_lecture: row.reading_speed,
  raccourcis_clavier: row.shortcuts === 1,
  ordre_propositions: row.proposition_order,
});

/** A learner's settings, or the defaults when they never chose any. */
export async function preferencesOf(db: Kysely<Database>, userId: string): Promise<Preferences> {
  const row = await db
    .selectFrom('learner_preferences')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toWire(row) : DEFAULT_PREFERENCES;
}

/** The extended time a new attempt in exam conditions starts with. */
export async function timeExtensionOf(db: Kysely<Database>, userId: string): Promise<TempsMajore> {
  return (await preferencesOf(db, userId)).temps_majore;
}

/** Replaces the learner's settings (one row per user, created on the first save). */
export async function savePreferences(
  db: Kysely<Database>,
  userId: string,
  preferences: Preferences,
): Promise<Preferences> {
  const values = {
    time_extension: preferences.temps_majore,
    read_aloud: preferences.lecture_auto ? 1 : 0,
    reading_speed: preferences.vitesse_lecture,
    shortcuts: preferences.raccourcis_clavier ? 1 : 0,
    proposition_order: preferences.ordre_propositions,
    updated_at: Date.now(),
  };
  await db
    .insertInto('learner_preferences')
    .values({ user_id: userId, ...values })
    .onConflict((c) => c.column('user_id').doUpdateSet(values))
    .execute();
  return preferences;
}
