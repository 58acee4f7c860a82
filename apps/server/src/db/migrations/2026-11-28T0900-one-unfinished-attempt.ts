import { sql, type Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). One unfinished attempt per inscription and
// series, held by the database (issue #21, point 1): two parallel starts of a series made two
// attempts and spent two credits, the check being a read before the write. The second insert
// now fails on this index and the route resumes the first attempt.
//
// A database may already hold such twins: the latest touched stays open; of the others, those
// nobody answered are deleted and those answered are closed as they stand, which keeps every
// answer.
export async function up(db: Kysely<unknown>): Promise<void> {
  const twins = sql<{ id: string | number; inscription_id: number; nb_answered: number }>`
    select a.id, a.inscription_id, a.nb_answered from attempts a
    where a.ended = 0 and exists (
      select 1 from attempts b
      where b.inscription_id = a.inscription_id and b.slug = a.slug and b.ended = 0
        and (b.updated_at > a.updated_at or (b.updated_at = a.updated_at and b.id > a.id))
    )`;
  const { rows } = await twins.execute(db);
  for (const twin of rows) {
    if (Number(twin.nb_answered) > 0) {
      await sql`update attempts set ended = 1 where id = ${twin.id}`.execute(db);
      continue;
    }
    await sql`delete from attempt_questions where attempt_id = ${twin.id}`.execute(db);
    await sql`delete from attempts where id = ${twin.id}`.execute(db);
  }
  await db.schema
    .createIndex('attempts_one_unfinished')
    .on('attempts')
    .columns(['inscription_id', 'slug'])
    .unique()
    .where(sql.ref('ended'), '=', 0)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('attempts_one_unfinished').execute();
}
