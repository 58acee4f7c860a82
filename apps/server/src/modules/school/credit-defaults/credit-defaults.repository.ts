import { LICENCE_CODES, type LicenceCode } from '@prepacode/domain/licences';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';

// A school's mock-exam credits for a new learner, per licence (issue #41, point 5): one home
// read by « Nouvel élève », the import and the activation codes, and written by the settings.

/** The school's credits for a licence; a licence without a row gives none. */
export type CreditsOf = (licence: string) => number;

/** Every licence's credits for the school, in the licences' order. */
export async function creditDefaultsOf(
  db: Kysely<Database>,
  schoolId: string,
): Promise<{ permis: LicenceCode; credits: number }[]> {
  const rows = await db
    .selectFrom('credit_defaults')
    .select(['licence_code', 'credits'])
    .where('structure_id', '=', schoolId)
    .execute();
  const credits = new Map(rows.map((row) => [row.licence_code, row.credits]));
  return LICENCE_CODES.map((permis) => ({ permis, credits: credits.get(permis) ?? 0 }));
}

/** The school's credits as a function of the licence, read once for a whole import. */
export async function creditsOf(db: Kysely<Database>, schoolId: string): Promise<CreditsOf> {
  const all = await creditDefaultsOf(db, schoolId);
  return (licence) => all.find((entry) => entry.permis === licence)?.credits ?? 0;
}

/**
 * Sets the licences given, each row written whole. Two saves at once each take the rows in the
 * licences' order, so the one that commits last is the policy, never a mix of the two.
 */
export async function saveCreditDefaults(
  db: Kysely<Database>,
  schoolId: string,
  entries: readonly { permis: LicenceCode; credits: number }[],
  now = Date.now(),
): Promise<void> {
  const ordered = [...entries].sort(
    (a, b) => LICENCE_CODES.indexOf(a.permis) - LICENCE_CODES.indexOf(b.permis),
  );
  await db.transaction().execute(async (trx) => {
    for (const { permis, credits } of ordered) {
      await trx
        .insertInto('credit_defaults')
        .values({ structure_id: schoolId, licence_code: permis, credits, updated_at: now })
        .onConflict((conflict) =>
          conflict
            .columns(['structure_id', 'licence_code'])
            .doUpdateSet({ credits, updated_at: now }),
        )
        .execute();
    }
  });
}
