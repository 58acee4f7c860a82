import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  InsertQueryNode,
  type Kysely,
  type KyselyPlugin,
  type QueryId,
  type RootOperationNode,
} from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createTestDatabase, testEngines, type TestEngine } from '../test/helpers/databases.js';
import type { Database } from './db/database.js';
import { createDatabase } from './db/dialect.js';
import { prepareDatabase, type FirstStartLog } from './first-start.js';
import { DEMO_HISTORY_LEARNER } from './demo/seed-demo.js';

// A first start that dies half-way (a kill, a lost database) must leave a database that the
// next start completes, to the same demo history as an uninterrupted start (issue #20, point 6).

const options = { demoData: true, passwordCost: 10, contentDir: loadConfig({}).CONTENT_DIR };
const problems: unknown[] = [];
const log: FirstStartLog = { info: () => {}, error: (entry: unknown) => problems.push(entry) };

/**
 * Dies on the n-th insert into a table, as a killed process would stop there: once the n-th
 * statement that inserts into it has run, counted at each run (a query built once by `prepared`
 * runs many times), before its caller hears of it.
 */
function crashOn(table: string, nth: number): KyselyPlugin {
  const inserting = new WeakSet<QueryId>();
  let seen = 0;
  return {
    transformQuery({ node, queryId }) {
      if (tablesOf(node).includes(table)) inserting.add(queryId);
      return node;
    },
    transformResult: ({ result, queryId }) => {
      if (inserting.has(queryId) && ++seen === nth) {
        return Promise.reject(new Error(`crash on insert into ${table} #${nth}`));
      }
      return Promise.resolve(result);
    },
  };
}

/**
 * The tables a statement inserts into: itself, or its common table expressions (on PostgreSQL,
 * an answer's writes are one statement: modules/series/answer.repository.ts).
 */
function tablesOf(node: RootOperationNode): string[] {
  const ctes = 'with' in node && node.with ? node.with.expressions : [];
  return [node, ...ctes.map((cte) => cte.expression)].flatMap((part) =>
    InsertQueryNode.is(part) && part.into ? [part.into.table.identifier.name] : [],
  );
}

/** The demo school's classroom session: where it stands, and its learners' series. */
async function classroomOf(db: Kysely<Database>) {
  const session = await db
    .selectFrom('classroom_sessions')
    .select(['id', 'phase', 'position'])
    .where('structure_id', '=', 'demo-auto-ecole')
    .executeTakeFirst();
  const series = await db
    .selectFrom('classroom_participants as p')
    .innerJoin('attempts as a', 'a.id', 'p.attempt_id')
    .select(['a.nb_answered', 'a.nb_correct', 'a.ended'])
    .where('p.session_id', '=', session?.id ?? '')
    .orderBy('a.nb_correct', 'desc')
    .execute();
  return {
    phase: session?.phase,
    position: session?.position,
    series: series.map((row) => ({
      nb_answered: Number(row.nb_answered),
      nb_correct: Number(row.nb_correct),
      ended: Number(row.ended),
    })),
  };
}

/** Léa's demo history, with times relative to her account's creation. */
async function historyOf(db: Kysely<Database>) {
  const lea = await db
    .selectFrom('users')
    .select(['id', 'created_at'])
    .where('email', '=', DEMO_HISTORY_LEARNER)
    .executeTakeFirstOrThrow();
  const attempts = await db
    .selectFrom('attempts as a')
    .leftJoin('attempt_questions as q', 'q.attempt_id', 'a.id')
    .select(['a.slug', 'a.parcours', 'a.nb_questions', 'a.nb_answered', 'a.nb_correct'])
    .select(['a.ended', 'a.created_at', 'a.updated_at'])
    .select((eb) => eb.fn.max('q.answered_at').as('last_answer'))
    .where('a.user_id', '=', lea.id)
    .groupBy(['a.id', 'a.slug', 'a.parcours', 'a.nb_questions', 'a.nb_answered'])
    .groupBy(['a.nb_correct', 'a.ended', 'a.created_at', 'a.updated_at'])
    .orderBy('a.slug')
    .execute();
  const count = async (table: 'lesson_completions' | 'contact_messages' | 'exam_requests') =>
    (await db.selectFrom(table).select('user_id').where('user_id', '=', lea.id).execute()).length;
  const reports = await db.selectFrom('question_reports').select('id').execute();
  const credits = await db
    .selectFrom('inscriptions')
    .select(['licence_code', 'remaining_credits'])
    .where('user_id', '=', lea.id)
    .orderBy('licence_code')
    .execute();
  return {
    attempts: attempts.map(({ created_at, updated_at, last_answer, ...attempt }) => ({
      ...attempt,
      ended: Number(attempt.ended),
      nb_correct: Number(attempt.nb_correct),
      created: Number(created_at) - Number(lea.created_at),
      updated: Number(updated_at) - Number(lea.created_at),
      lastAnswer: Number(last_answer) - Number(lea.created_at),
    })),
    lessons: await count('lesson_completions'),
    messages: await count('contact_messages'),
    examRequests: await count('exam_requests'),
    reports: reports.length,
    credits,
  };
}

describe.each(testEngines())('a first start on %s', (engine: TestEngine) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'prepacode-first-start-'));
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
    rmSync(folder, { recursive: true, force: true });
  });

  /** A database on disk (a new process reopens it), empty. */
  async function emptyDatabase(name: string): Promise<string> {
    if (engine === 'sqlite') return `sqlite:${path.join(folder, `${name}.sqlite`)}`;
    const database = await createTestDatabase(engine);
    drops.push(database.drop);
    return database.url;
  }

  /** One start of the server's preparation, in a connection of its own, killed by `crash`. */
  async function start(url: string, crash?: KyselyPlugin) {
    const db = createDatabase(url, () => {});
    try {
      await prepareDatabase(crash ? db.withPlugin(crash) : db, options, log);
    } finally {
      await db.destroy();
    }
  }

  async function read(url: string) {
    const db = createDatabase(url, () => {});
    try {
      return { ...(await historyOf(db)), classroom: await classroomOf(db) };
    } finally {
      await db.destroy();
    }
  }

  it('killed while loading the banks, in a series, and in the messages, ends as one uninterrupted', async () => {
    const whole = await emptyDatabase('whole');
    await start(whole);
    const expected = await read(whole);
    expect(expected.attempts).toHaveLength(12);
    expect(expected.attempts.every((attempt) => attempt.updated < 0)).toBe(true);
    expect(expected).toMatchObject({ lessons: 2, messages: 1, examRequests: 1, reports: 3 });
    // The demo school's classroom session, ended, its two learners' series counted.
    expect(expected.classroom).toMatchObject({ phase: 'terminee', position: 39 });
    expect(expected.classroom.series).toEqual([
      { nb_answered: 40, nb_correct: 33, ended: 1 },
      { nb_answered: 40, nb_correct: 30, ended: 1 },
    ]);

    const killed = await emptyDatabase('killed');
    await expect(start(killed, crashOn('content_banks', 1))).rejects.toThrow();
    // The 100th answer: a few series played and dated back, one half-answered.
    const answer = crashOn('learner_theme_stats', 100);
    await expect(start(killed, answer)).rejects.toThrow('crash');
    const halfWay = await read(killed);
    const open = halfWay.attempts.filter((attempt) => attempt.updated >= 0);
    expect(halfWay.attempts.length).toBeGreaterThan(open.length);
    expect(open).toHaveLength(1);
    expect(open[0]?.nb_answered).toBeGreaterThan(0);
    expect(open[0]?.nb_answered).toBeLessThan(open[0]?.nb_questions ?? 0);
    await expect(start(killed, crashOn('contact_answers', 1))).rejects.toThrow();
    // The second learner joining the demo classroom session: the next start goes on with it.
    await expect(start(killed, crashOn('classroom_participants', 2))).rejects.toThrow();
    await start(killed);
    expect(await read(killed)).toEqual(expected);

    // A later start adds nothing.
    await start(killed);
    expect(await read(killed)).toEqual(expected);
    expect(problems).toEqual([]);
  }, 120_000);
});
