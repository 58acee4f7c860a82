import type { Insertable, Kysely, Transaction } from 'kysely';
import type { ContentBanksTable } from '../../../db/content.table.js';
import type { Database } from '../../../db/database.js';

// The reads and writes of a bank imported from a file (issue #46), beside content/'s import.

export const bankIds = async (db: Kysely<Database>) =>
  (await db.selectFrom('content_banks').select(['id', 'prefix']).execute()).map((row) => ({
    id: row.id,
    prefix: row.prefix,
  }));

export const networkExists = async (db: Kysely<Database>, id: string) =>
  (await db.selectFrom('networks').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

/**
 * Every question in play today with the words a near-duplicate is found by: its statement and
 * its right answers, current version.
 */
export const currentQuestionTexts = (db: Kysely<Database>) =>
  db
    .selectFrom('questions as q')
    .innerJoin('question_versions as v', (join) =>
      join.onRef('v.question_id', '=', 'q.id').onRef('v.version', '=', 'q.current_version'),
    )
    .leftJoin('propositions as p', (join) =>
      join
        .onRef('p.question_id', '=', 'q.id')
        .onRef('p.version', '=', 'q.current_version')
        .on('p.correct', '=', 1),
    )
    .select(['q.id', 'v.statement', 'v.statement_second', 'p.text as right_answer'])
    .where('q.retired_at', 'is', null)
    .where((eb) =>
      eb.or([eb('q.review_status', 'is', null), eb('q.review_status', '!=', 'refusee')]),
    )
    .orderBy('q.id')
    .execute();

export const insertImportedBank = (
  trx: Transaction<Database>,
  row: Insertable<ContentBanksTable>,
) => trx.insertInto('content_banks').values(row).execute();

/** A picture by the hash of its bytes: the same picture twice is kept once. */
export const keepPicture = (trx: Transaction<Database>, name: string, bytes: Buffer, now: number) =>
  trx
    .insertInto('content_media')
    .values({ name, bytes, created_at: now })
    .onConflict((c) => c.column('name').doNothing())
    .execute();
