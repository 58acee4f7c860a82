import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Issue #44, point 4 (ADR 0034): the memory
// model's 21 weights fitted on one bank's answers by `memory-fit`, kept only when they predict
// its learners' answers better than FSRS-6's defaults; a bank without a row keeps the defaults.
// `replay_after` is where the replay of the bank's learners' memories under these weights
// stands (the last inscription replayed); null once every learner is replayed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('memory_parameters')
    .addColumn('bank_id', 'varchar(40)', (col) => col.primaryKey())
    // JSON array of the 21 weights.
    .addColumn('weights', 'text', (col) => col.notNull())
    // The reviews the fit learnt from, and the log loss of both on the learners held out.
    .addColumn('reviews', 'integer', (col) => col.notNull())
    .addColumn('log_loss_defaults', 'double precision', (col) => col.notNull())
    .addColumn('log_loss_fitted', 'double precision', (col) => col.notNull())
    .addColumn('fitted_at', 'bigint', (col) => col.notNull())
    .addColumn('replay_after', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('memory_parameters').execute();
}
