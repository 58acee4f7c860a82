import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * The content stamp as a subquery: the counter every import bumps in its transaction
 * (content/import.ts). A cache of content holds while the stamp holds; it lives in the database,
 * so an import seen by one node is seen by all.
 */
export const contentStampQuery = (eb: ExpressionBuilder<Database, never>) =>
  eb.selectFrom('content_stamp').select('stamp').where('id', '=', 1);

/** Bumps the stamp: the last write of an import, in its transaction. */
export const bumpContentStamp = (db: Kysely<Database>) =>
  db
    .updateTable('content_stamp')
    .set((eb) => ({ stamp: eb('stamp', '+', 1) }))
    .where('id', '=', 1)
    .execute();

/** The stamp as it stands, in one row. */
export const readContentStamp = (db: Kysely<Database>) =>
  db.selectNoFrom((eb) => contentStampQuery(eb).as('stamp')).executeTakeFirstOrThrow();
