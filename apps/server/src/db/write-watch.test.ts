import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './dialect.js';
import { oncePerTurn, writeWatchOf } from './write-watch.js';

// ADR 0023: what a node keeps in memory of sessions and content is stale at this node's first
// write to their tables, counted at compile time whatever builds the query.
describe('WriteWatch', () => {
  const db = createDatabase('sqlite::memory:');
  const watch = writeWatchOf(db);
  const count = () => watch?.count(['sessions', 'inscriptions']);
  afterAll(() => db.destroy());

  it('counts inserts, updates and deletes of the watched tables, aliased or not', () => {
    const before = count() ?? 0;
    db.insertInto('inscriptions')
      .values({ id: 1 } as never)
      .compile();
    db.updateTable('inscriptions as i').set({ status: 'suspendu' }).compile();
    db.deleteFrom('sessions').where('id', '=', 'x').compile();
    db.updateTable('sessions').set({ mode: 1, last_seen_at: 2 }).compile();
    db.updateTable('inscriptions').set({ remaining_credits: 3, status: 'actif' }).compile();
    // A new session is no change to another, but an insert that may update a row there is.
    db.insertInto('sessions')
      .values({ id: 'x' } as never)
      .onConflict((c) => c.column('id').doUpdateSet({ mode: 2 }))
      .compile();
    db.replaceInto('sessions')
      .values({ id: 'x' } as never)
      .compile();
    // A write that is a step of a `with`, one statement for several writes.
    db.with('closed', (qc) =>
      qc.updateTable('inscriptions').set({ status: 'clos' }).returning('id'),
    )
      .selectFrom('closed')
      .selectAll()
      .compile();
    expect(count()).toBe(before + 8);
  });

  it('does not count reads, other tables, nor the writes no kept session can see', () => {
    const before = count();
    db.selectFrom('sessions').selectAll().compile();
    db.updateTable('attempts').set({ ended: 1 }).compile();
    db.updateTable('sessions').set({ last_seen_at: 1 }).where('id', '=', 'x').compile();
    db.insertInto('sessions')
      .values({ id: 'y' } as never)
      .compile();
    db.updateTable('inscriptions')
      .set((eb) => ({ remaining_credits: eb('remaining_credits', '-', 1) }))
      .compile();
    db.updateTable('inscriptions').set({ exam_day: '2027-01-04' }).compile();
    db.with('spent', (qc) =>
      qc.updateTable('inscriptions').set({ remaining_credits: 0 }).returning('id'),
    )
      .selectFrom('spent')
      .selectAll()
      .compile();
    expect(count()).toBe(before);
    expect(watch?.count(['attempts'])).toBe(1);
  });
});

// Issue #37: a sign-out emptied every session a node kept. A delete that returns the ids of the
// rows it ends tells which copies go, and leaves the others kept.
describe('WriteWatch, a delete that names the rows it ends', () => {
  const db = createDatabase('sqlite::memory:');
  const watch = writeWatchOf(db);
  const ended: string[] = [];
  watch?.whenEnded('sessions', (id) => ended.push(id));
  afterAll(() => db.destroy());

  it('tells those rows instead of counting the delete, and counts one that does not', async () => {
    await sql`create table sessions (id text primary key, user_id text)`.execute(db);
    await sql`insert into sessions values ('a', 'u'), ('b', 'u'), ('c', 'v')`.execute(db);
    const before = watch?.count(['sessions']);
    await db.deleteFrom('sessions').where('user_id', '=', 'u').returning('id').execute();
    expect(ended.sort()).toEqual(['a', 'b']);
    expect(watch?.count(['sessions'])).toBe(before);
    await db.deleteFrom('sessions').where('id', '=', 'c').execute();
    expect(watch?.count(['sessions'])).toBe((before ?? 0) + 1);
    // Another node's deletion, heard through the database's notices.
    watch?.heardEnded('sessions', 'z');
    expect(ended).toEqual(['a', 'b', 'z']);
  });
});

describe('oncePerTurn', () => {
  it('reads once for every call of a turn, and again in the next turn', async () => {
    let reads = 0;
    const version = oncePerTurn(() => (reads += 1));
    expect([version(), version(), version()]).toEqual([1, 1, 1]);
    await new Promise((next) => setImmediate(next));
    expect([version(), version()]).toEqual([2, 2]);
    expect(reads).toBe(2);
  });
});
