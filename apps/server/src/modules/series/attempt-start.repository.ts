import { SqliteAdapter, sql, type Insertable, type Kysely, type SqlBool } from 'kysely';
import type { AttemptQuestionsTable } from '../../db/attempts.table.js';
import type { Database } from '../../db/database.js';
import { insertAttemptWithQuestions, type AttemptRow } from './attempts.repository.js';

type AskedRow = Insertable<AttemptQuestionsTable>;

const listed = (columns: readonly string[]) => sql.join(columns.map((column) => sql.ref(column)));

/**
 * Starts an attempt with the questions it asks, first spending one of its inscription's mock
 * exam credits when `spendCredit`. False when none remain: nothing is written. The database
 * decides, so two starts never spend the last credit twice; a second unfinished attempt of the
 * same series fails on its unique index and spends nothing.
 *
 * On PostgreSQL, one statement: the credit, then the attempt only if it was spent, then its
 * questions only after it, each a step of one `with` (issue #37: begin, three writes and commit
 * were five round trips, and a start the slowest call under load). Each row goes as JSON that
 * the table's own row type reads, so every value takes its column's type. On SQLite, where a
 * statement costs no trip, one transaction.
 */
export async function startAttempt(
  db: Kysely<Database>,
  attempt: AttemptRow,
  asked: AskedRow[],
  spendCredit: boolean,
): Promise<boolean> {
  const credit = (qc: Pick<Kysely<Database>, 'updateTable'>) =>
    qc
      .updateTable('inscriptions')
      .set((eb) => ({ remaining_credits: eb('remaining_credits', '-', 1) }))
      .where('id', '=', attempt.inscription_id)
      .where('remaining_credits', '>', 0);
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    return db.transaction().execute(async (trx) => {
      if (spendCredit && (await credit(trx).executeTakeFirst()).numUpdatedRows === 0n) return false;
      await insertAttemptWithQuestions(trx, attempt, asked);
      return true;
    });
  }
  // The columns the rows name, in a fixed order: the statement's text does not change.
  const columns = Object.keys(attempt) as (keyof AttemptRow)[];
  const askedColumns = Object.keys(asked[0] ?? {}) as (keyof AskedRow)[];
  const started = await db
    .with('credit', (qc) =>
      credit(qc)
        .where(sql<SqlBool>`${spendCredit}`)
        .returning('id'),
    )
    .with('started', (qc) =>
      qc
        .insertInto('attempts')
        .columns(columns)
        .expression(
          sql`select ${listed(columns)} from json_populate_record(null::attempts, ${JSON.stringify(attempt)})
            where not ${spendCredit} or exists (select 1 from credit)`,
        )
        .returning('id'),
    )
    .with('asked', (qc) =>
      qc
        .insertInto('attempt_questions')
        .columns(askedColumns)
        .expression(
          sql`select ${listed(askedColumns)}
            from json_populate_recordset(null::attempt_questions, ${JSON.stringify(asked)})
            where exists (select 1 from started)`,
        ),
    )
    .selectFrom('started')
    .select('id')
    .execute();
  return started.length > 0;
}
