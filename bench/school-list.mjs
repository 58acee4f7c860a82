// @ts-check
// The school space's learners list (issue #19, point 1) on SQLite and PostgreSQL: a network's
// two schools with 2,000 learners, 30 series each (10 mock exams), a quarter with exam results
// (the « Tableau de bord », issue #41), measured in process through
// app.inject, one request at a time, the cases alternated round by round with a baseline (the
// staff member's own GET /central/api/ecole), so that a slower machine moment hits them all.
// Each learner has answered 300 questions of the bank, each with its memory (issue #44): the
// list gives every row shown its predicted chance. `BASELINE_DIST=/other/apps/server/dist/`
// measures another build on the same database, each request alternated with this one's.
// `npm run build && node bench/school-list.mjs` (PostgreSQL from scripts/postgres.mjs).
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { startPostgres } from '../scripts/postgres.mjs';
import { sessionRow } from './learning.mjs';

// The built server (`npm run build` first), exactly what `npm start` runs.
const builtIn = (dist) => async (file) =>
  import(new URL(`${dist}${file}`, new URL('../apps/server/dist/', import.meta.url)).href);
const builds = { '': builtIn('') };
if (process.env.BASELINE_DIST) builds['baseline build: '] = builtIn(process.env.BASELINE_DIST);
const loaded = await Promise.all(
  Object.entries(builds).map(async ([tag, built]) => ({
    tag,
    buildApp: (await built('app.js')).buildApp,
    loadConfig: (await built('config.js')).loadConfig,
  })),
);

const LEARNERS = 2000;
const ATTEMPTS = 30;
const ROUNDS = 5;
const PER_ROUND = 10;
const KNOWN = 300;
const DAY = 86_400_000;
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

const CASES = {
  'baseline GET /central/api/ecole': '/central/api/ecole',
  'list, page 1 (names)': '/central/api/ecole/eleves',
  'list, last page': `/central/api/ecole/eleves?page=${LEARNERS / 50}`,
  'list, by last score': '/central/api/ecole/eleves?tri=dernier&ordre=desc',
  'list, search « 1234 »': '/central/api/ecole/eleves?recherche=1234',
  'list, ready only (every row judged)': '/central/api/ecole/eleves?pret=oui',
  'CSV, every row': '/central/api/ecole/eleves.csv',
  // Issue #41, point 3: every open inscription judged, every result and theme counted.
  'dashboard, the network': '/central/api/ecole/tableau-de-bord',
  'dashboard, one school': '/central/api/ecole/tableau-de-bord?ecole=banc-a',
  'dashboard CSV, per school': '/central/api/ecole/tableau-de-bord.csv?tableau=ecoles',
};

async function seed(db) {
  const now = Date.now();
  const bank = (
    await db
      .selectFrom('questions')
      .select('id')
      .where('bank_id', '=', 'code-route')
      .where('retired_at', 'is', null)
      .orderBy('id')
      .execute()
  ).map((row) => row.id);
  await db.insertInto('networks').values({ id: 'banc', name: 'Banc', created_at: now }).execute();
  await db
    .insertInto('structures')
    .values(
      ['banc-a', 'banc-b'].map((id) => ({
        id,
        name: id,
        email: null,
        network_id: 'banc',
        created_at: now,
      })),
    )
    .execute();
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('users')
    .values({
      id: 'banc-op',
      email: 'op@banc.test',
      role: 'staff',
      staff_role: 'operateur',
      network_id: 'banc',
      first_name: 'Op',
      last_name: 'Banc',
      created_at: now,
    })
    .execute();
  await db
    .insertInto('sessions')
    .values(
      sessionRow({
        id: 's-banc-op',
        kind: 'staff',
        tokenHash: sha256(token),
        userId: 'banc-op',
        inscriptionId: null,
        now,
      }),
    )
    .execute();
  for (let start = 0; start < LEARNERS; start += 100) {
    const users = [];
    const inscriptions = [];
    const attempts = [];
    const stats = [];
    const results = [];
    const memories = [];
    for (let n = start; n < start + 100; n += 1) {
      const id = `banc-${n}`;
      users.push({
        id,
        email: `${id}@banc.test`,
        role: 'learner',
        first_name: `Prénom${n}`,
        last_name: `Nom${n}`,
        structure_id: n % 2 ? 'banc-a' : 'banc-b',
        created_at: now,
      });
      const inscription = 2 ** 40 + n;
      inscriptions.push({
        id: inscription,
        user_id: id,
        licence_code: 'b',
        expiration_date: '2027-12-31',
        total_credits: 20,
        remaining_credits: 10,
        status: 'ouvert',
        created_at: now,
      });
      for (let a = 0; a < ATTEMPTS; a += 1) {
        const exam = a < 10;
        attempts.push({
          id: inscription * 100 + a,
          user_id: id,
          inscription_id: inscription,
          licence_code: 'b',
          bank_id: 'code-route',
          slug: exam ? `code-route-examen-${a + 1}` : 'code-route-theme-l',
          type: exam ? 'examen' : 'thematique',
          label: 'Série',
          series_position: a + 1,
          theme: exam ? null : 'L',
          parcours: exam ? 'examen' : 'entrainement',
          timed: exam ? 1 : 0,
          nb_questions: 40,
          nb_answered: 40,
          nb_correct: 25 + ((n + a) % 16),
          ended: 1,
          created_at: now - (ATTEMPTS - a) * 3_600_000,
          updated_at: now - (ATTEMPTS - a) * 3_600_000,
        });
      }
      // One learner in four sat the exam: failed 60 days ago, passed 20 days ago for half.
      const failed = { daysAgo: 60, result: 'defavorable' };
      const passed = { daysAgo: 20, result: 'favorable' };
      for (const { daysAgo, result } of n % 4 ? [] : n % 8 ? [failed] : [failed, passed]) {
        results.push({
          id: `banc-exam-${n}-${daysAgo}`,
          user_id: id,
          inscription_id: inscription,
          licence_code: 'b',
          period: 'des_que_possible',
          centre: 'La Poste',
          status: 'confirmee',
          school_notified: 1,
          created_at: now - (daysAgo + 30) * 86_400_000,
          updated_at: now - daysAgo * 86_400_000,
          exam_day: new Date(now - daysAgo * 86_400_000).toISOString().slice(0, 10),
          result,
          score: result === 'favorable' ? 36 : 31,
          result_at: now - daysAgo * 86_400_000,
        });
      }
      // 300 questions answered over the last 60 days, each as its reviews left it.
      for (let k = 0; k < KNOWN; k += 1) {
        const question = bank[(n * 7 + k) % bank.length];
        const reviewedAt = now - ((n + k) % 60) * DAY - 3_600_000;
        const stability = 1 + ((n * 13 + k) % 40);
        memories.push({
          inscription_id: inscription,
          question_id: question,
          answered: 2,
          last_correct: (n + k) % 5 ? 1 : 0,
          last_answered_at: reviewedAt,
          due_at: reviewedAt + stability * DAY,
          stability,
          difficulty: 3 + ((n + k) % 6),
          reviews: 2,
          lapses: (n + k) % 5 ? 0 : 1,
          reviewed_at: reviewedAt,
        });
      }
      for (const theme of 'CULRMDPSEA') {
        stats.push({ inscription_id: inscription, theme, answered: 40, correct: 30 + (n % 10) });
      }
    }
    await db.insertInto('users').values(users).execute();
    await db.insertInto('inscriptions').values(inscriptions).execute();
    for (let a = 0; a < attempts.length; a += 500) {
      await db
        .insertInto('attempts')
        .values(attempts.slice(a, a + 500))
        .execute();
    }
    await db.insertInto('learner_theme_stats').values(stats).execute();
    for (let a = 0; a < memories.length; a += 1000) {
      await db
        .insertInto('learner_question_stats')
        .values(memories.slice(a, a + 1000))
        .execute();
    }
    if (results.length > 0) await db.insertInto('exam_requests').values(results).execute();
  }
  return `prepacode_central=${token}`;
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function measure(engine, url) {
  const apps = [];
  for (const { tag, buildApp, loadConfig } of loaded) {
    const app = await buildApp(
      loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        DATABASE_URL: url,
        WEB_DIST: '/nonexistent',
        CONTENT_DIR: path.resolve('content'),
        DEMO_DATA: 'false',
      }),
    );
    await app.ready();
    apps.push({ tag, app });
  }
  const cookie = await seed(apps[0].app.db);
  /** @type {Record<string, number[]>} */
  const times = {};
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, target] of Object.entries(CASES)) {
      for (let n = 0; n < PER_ROUND; n += 1) {
        // Each build in turn, request by request: a slower machine moment hits both.
        for (const { tag, app } of apps) {
          const start = performance.now();
          const answer = await app.inject({ method: 'GET', url: target, headers: { cookie } });
          (times[tag + name] ??= []).push(performance.now() - start);
          if (answer.statusCode !== 200)
            throw new Error(`${target}: ${answer.statusCode} ${answer.body}`);
        }
      }
    }
  }
  // The longest time a read holds the event loop, when other requests would wait (issue #41:
  // the network's schools are read one after the other, the loop let go between two).
  for (const name of ['dashboard, the network', 'CSV, every row']) {
    for (const { tag, app } of apps) {
      const delay = monitorEventLoopDelay({ resolution: 1 });
      delay.enable();
      for (let n = 0; n < PER_ROUND; n += 1) {
        await app.inject({ method: 'GET', url: CASES[name], headers: { cookie } });
        // The timer's turn: a request that held the loop throughout is sampled once it ends.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      delay.disable();
      times[`${tag}${name}: longest loop stall`] = [delay.max / 1e6];
    }
  }
  for (const { app } of apps) await app.close();
  const results = {};
  for (const [name, list] of Object.entries(times)) {
    const sorted = [...list].sort((a, b) => a - b);
    results[name] = { median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
  }
  return results;
}

const folder = mkdtempSync(path.join(tmpdir(), 'prepacode-school-'));
const postgres = await startPostgres();
const report = {
  sqlite: await measure('sqlite', `sqlite:${path.join(folder, 'banc.sqlite')}`),
  postgres: await measure('postgres', postgres.url),
};
postgres.stop();
console.log(`${LEARNERS} learners × ${ATTEMPTS} series, ${ROUNDS * PER_ROUND} requests a case`);
for (const [engine, results] of Object.entries(report)) {
  for (const [name, { median, p95 }] of Object.entries(results)) {
    console.log(
      `${engine.padEnd(9)} ${name.padEnd(62)} median ${median.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms`,
    );
  }
}
process.exit(0);
