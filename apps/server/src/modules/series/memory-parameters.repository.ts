import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { cachedContent } from '../content/content-stamp.js';
import { bumpContentStamp } from '../content/content-stamp.repository.js';
import { bankOfLicence } from '../content/content.repository.js';
import { DEFAULT_MEMORY_MODEL, MemoryModel } from './memory.js';

// Each bank's memory model (issue #44, point 4; ADR 0034): FSRS-6's defaults, or the weights
// `memory-fit` fitted on the bank's answers. Read as the content is, once per content stamp,
// which a fit bumps: every node takes the new weights as it takes a new import.

const fittedModels = (db: Kysely<Database>) =>
  cachedContent(db, 'memory-models', async () => {
    const rows = await db.selectFrom('memory_parameters').select(['bank_id', 'weights']).execute();
    return new Map(
      rows.map((row) => [row.bank_id, new MemoryModel(JSON.parse(row.weights) as number[])]),
    );
  });

/** The model a bank's answers are learnt and predicted by; the defaults without a bank. */
export async function memoryModelOf(
  db: Kysely<Database>,
  bankId: string | undefined,
): Promise<MemoryModel> {
  if (bankId === undefined) return DEFAULT_MEMORY_MODEL;
  return (await fittedModels(db)).get(bankId) ?? DEFAULT_MEMORY_MODEL;
}

export const memoryModelOfLicence = async (db: Kysely<Database>, licence: string) =>
  memoryModelOf(db, await bankOfLicence(db, licence));

/** What a fit found, as `memory-fit` keeps and prints it. */
export interface BankFit {
  bankId: string;
  weights: readonly number[];
  reviews: number;
  logLossDefaults: number;
  logLossFitted: number;
}

/**
 * Keeps a bank's fitted weights, its learners' memories to replay under them from the first
 * (`replay_after` 0), and bumps the content stamp so that every node reads them.
 */
export const saveFit = (db: Kysely<Database>, fit: BankFit, now = Date.now()) =>
  db.transaction().execute(async (trx) => {
    const values = {
      weights: JSON.stringify(fit.weights),
      reviews: fit.reviews,
      log_loss_defaults: fit.logLossDefaults,
      log_loss_fitted: fit.logLossFitted,
      fitted_at: now,
      replay_after: 0,
    };
    await trx
      .insertInto('memory_parameters')
      .values({ bank_id: fit.bankId, ...values })
      .onConflict((c) => c.column('bank_id').doUpdateSet(values))
      .execute();
    await bumpContentStamp(trx);
  });

/** The banks whose weights changed and whose learners' replay is not done, with where it is. */
export const replaysLeft = (db: Kysely<Database>) =>
  db
    .selectFrom('memory_parameters')
    .select(['bank_id', 'replay_after'])
    .where('replay_after', 'is not', null)
    .orderBy('bank_id')
    .execute();

/** The next learners of a bank, by inscription, after `after`. */
export const bankLearnersAfter = (
  db: Kysely<Database>,
  bankId: string,
  after: number,
  limit: number,
) =>
  db
    .selectFrom('attempts')
    .select('inscription_id')
    .distinct()
    .where('bank_id', '=', bankId)
    .where('inscription_id', '>', after)
    .orderBy('inscription_id')
    .limit(limit)
    .execute();

/** How many learners have answered in a bank: the replay's progress bar's end. */
export const bankLearnerCount = async (db: Kysely<Database>, bankId: string) =>
  Number(
    (
      await db
        .selectFrom('attempts')
        .select((eb) => eb.fn.count<number>('inscription_id').distinct().as('n'))
        .where('bank_id', '=', bankId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Where a bank's replay stands: null once done. Written in the transaction of a block. */
export const setReplayAfter = (db: Kysely<Database>, bankId: string, after: number | null) =>
  db
    .updateTable('memory_parameters')
    .set({ replay_after: after })
    .where('bank_id', '=', bankId)
    .execute();

/** A bank's latest learners, by inscription: the sample a fit learns from and is judged on. */
export const latestBankLearners = (db: Kysely<Database>, bankId: string, limit: number) =>
  db
    .selectFrom('attempts')
    .select('inscription_id')
    .distinct()
    .where('bank_id', '=', bankId)
    .orderBy('inscription_id', 'desc')
    .limit(limit)
    .execute();
