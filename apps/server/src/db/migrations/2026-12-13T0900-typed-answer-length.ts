import { SqliteAdapter, type Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). An answer kept its first width, 8 characters,
// made for letters (« A,B,C,D » is 7): a typed answer is the value read (« 123456789 » is 9)
// or, since issue #46, the words of a short answer, and PostgreSQL refused the longer ones
// with a server error. It takes what the wire's `reponse` carries, 40 characters. SQLite does
// not hold a varchar to its length.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await db.schema
    .alterTable('attempt_questions')
    .alterColumn('answer', (column) => column.setDataType('varchar(40)'))
    .execute();
}

// Narrowing again would cut answers kept since: the width stays.
export async function down(): Promise<void> {}
