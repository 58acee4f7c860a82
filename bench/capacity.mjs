// @ts-check
// `npm run bench:capacity` (after `npm run build`): how many learners practising at once one
// node serves with every request's p99 under 100 ms (issue #37, point 3). Simulated learners
// arrive at a fixed rate (open loop: nobody waits for the server before arriving): each opens
// the dashboard, plays a 40-question mock exam in training with 4–12 s of thought per question,
// reads the results and the history, and leaves; they come back later as new arrivals. At the
// start of a level, its population is already there, each learner somewhere in their series.
// Levels rise until one misses; the curve (learners → p99, throughput) is printed, written to
// bench/results/capacity-<engine>.json and drawn in bench/results/capacity-<engine>.svg.
//
// `node bench/capacity.mjs [sqlite|postgres|bare]`: PostgreSQL runs two server processes on one
// local cluster (durable commits), the learners shared between them. `bare` is the yardstick
// (ADR 0023): the same learners served by the bare framework, each call one row read by its
// key (bench/serve.mjs `bare-learners`), what this machine gives before any work of ours. The
// load generator runs on the same machine, as the brief asks. CAPACITY_LEVELS (comma-separated
// learner counts), CAPACITY_SECONDS (the measured window of a level, 60) and CAPACITY_RAMP (60)
// change the run; CAPACITY_CPU_PROF=<folder> writes each server's CPU profile of each level's
// window there;
// CAPACITY_SEED=1 first fills the database with a country's data (bench/seed-large.mjs: 1,000
// schools, 100,000 learners, 10 million answers).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { startPostgres } from '../scripts/postgres.mjs';
import { drawCurve } from './capacity-plot.mjs';
import { startServer } from './http.mjs';
import { decoded, Pool } from './lean-http.mjs';
import { busyCores, machineTicks } from './machine-cores.mjs';
import { clusterUrl, headersOf, openDatabase, seedLearners } from './learning.mjs';
import { seedLarge } from './seed-large.mjs';

const engine = /** @type {'sqlite' | 'postgres' | 'bare'} */ (
  ['postgres', 'bare'].includes(process.argv[2] ?? '') ? process.argv[2] : 'sqlite'
);
const LEVELS = (process.env.CAPACITY_LEVELS ?? '2000,5000,10000,15000,20000,30000,40000,50000')
  .split(',')
  .map(Number);
const WINDOW_MS = Number(process.env.CAPACITY_SECONDS ?? 60) * 1000;
const RAMP_MS = Number(process.env.CAPACITY_RAMP ?? 60) * 1000;
const P99_LIMIT_MS = 100;
const QUESTIONS = 40;
/** @type {[number, number]} */
const THINK_MS = [4_000, 12_000];
/** A session's mean length: 40 questions at 8 s, the dashboard and the results read. */
const SESSION_MS = QUESTIONS * 8_000 + 20_000;
const KINDS = ['dashboard', 'create', 'question', 'answer', 'correction', 'results', 'history'];

/** Connections per server: the pool a reverse proxy keeps open to one node. */
const POOL = Number(process.env.CAPACITY_CONNECTIONS ?? 256);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ([low, high]) => low + Math.random() * (high - low);

/** A learner's request head, as the browser sends it (cookies, anti-forgery token, encodings). */
function headOf(learner) {
  learner.head ??= Object.entries(headersOf(learner))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return learner.head;
}

/**
 * One call; its latency counts in the level's window when it starts inside it. `read`: the
 * answer is needed (decompressed and parsed), else only its status counts.
 * @returns {Promise<unknown>} the parsed JSON answer (true when not read), or undefined on an
 *   error; a caller that reads it names its contract's type
 */
async function call(run, learner, kind, method, address, body = '', read = false) {
  const started = performance.now();
  const form = body ? `content-type: application/x-www-form-urlencoded\r\n` : '';
  const answer = await learner.pool.request(
    `${method} ${address} HTTP/1.1\r\nhost: ${learner.host}\r\n${headOf(learner)}${form}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  const status = answer?.status ?? -1;
  const ok = status >= 200 && status < 300;
  run.record(kind, performance.now() - started, started, ok ? 0 : status);
  if (!ok || !answer) return undefined;
  return read ? JSON.parse(decoded(answer) || 'null') : true;
}

/**
 * One learner's visit: the dashboard, a new series, its questions (each asked, answered, then
 * corrected, as the player does in training), the results and the history.
 * `placed`: the attempt of one already in their series when the level starts (`placeInSeries`),
 * who goes on from its current question.
 */
async function visit(run, learner, placed) {
  run.active += 1;
  try {
    let id = placed;
    if (id === undefined) {
      await call(run, learner, 'dashboard', 'GET', '/api/front/series-eleve');
      await pause(between([1_000, 3_000]));
      const created =
        /** @type {import('@prepacode/domain/contracts/series.contract').SerieState | undefined} */ (
          await call(run, learner, 'create', 'PUT', createAddress(run.slugs), '', true)
        );
      if (!created) return;
      id = created.id;
    }
    let ended = false;
    while (!ended && !run.stopped) {
      const question =
        /** @type {import('@prepacode/domain/contracts/player.contract').QuestionResponse | undefined} */ (
          await call(
            run,
            learner,
            'question',
            'GET',
            `/api/player/infos/${id}/question?taille=390&mobile=true`,
            '',
            true,
          )
        );
      if (!question) return;
      await pause(between(THINK_MS));
      if (run.stopped) return;
      const body = `serie=${id}&identifiant=${encodeURIComponent(question.identifiant)}&reponse=A`;
      const answer =
        /** @type {import('@prepacode/domain/contracts/player.contract').EnvoiReponseResponse | undefined} */ (
          await call(run, learner, 'answer', 'PUT', '/api/player/envoi-reponse', body, true)
        );
      if (!answer) return;
      ended = answer.termine;
      // In training the player then shows the answer's correction, asked by the question's id.
      const named = `identifiant=${encodeURIComponent(question.identifiant)}`;
      await call(run, learner, 'correction', 'GET', `/api/player/infos/${id}/reponse?${named}`);
    }
    if (run.stopped) return;
    await call(run, learner, 'results', 'GET', `/api/serie/details/${id}`);
    await pause(between([3_000, 8_000]));
    await call(run, learner, 'history', 'GET', '/api/front/historique?taille_page=10');
  } finally {
    run.active -= 1;
    run.free.push(learner);
  }
}

/** A mock exam in training, chosen at random among the licence's, as a learner starts one. */
const createAddress = (slugs) =>
  `/api/serie/create?slug=${slugs[Math.floor(Math.random() * slugs.length)]}&parcours=entrainement&ordre_lettrage=aleatoire`;

/**
 * The population already there when a level starts, each somewhere in a series: its attempt is
 * created through the API, then its first questions are marked answered (unanswered, as when
 * time runs out) straight in the database, untimed, so that the level's window sees learners
 * end their series and read their results and history, as it would in a steady state. Returns
 * each learner's attempt id.
 */
async function placeInSeries(db, slugs, placed) {
  const untimed = { record() {} };
  const ids = new Array(placed.length);
  let next = 0;
  const creating = async () => {
    while (next < placed.length) {
      const n = next++;
      const created =
        /** @type {import('@prepacode/domain/contracts/series.contract').SerieState | undefined} */ (
          await call(untimed, placed[n], 'create', 'PUT', createAddress(slugs), '', true)
        );
      ids[n] = created?.id;
    }
  };
  await Promise.all(Array.from({ length: POOL }, creating));
  // The bare framework keeps no series: its learners end one at random, 40 answers on average.
  if (engine === 'bare') return ids;
  const now = Date.now();
  for (let from = 0; from < placed.length; from += 500) {
    await db.transaction().execute(async (trx) => {
      for (const id of ids.slice(from, from + 500)) {
        if (id === undefined) continue;
        const done = Math.floor(Math.random() * QUESTIONS);
        await trx
          .updateTable('attempt_questions')
          .set({ answer: '', correct: 0, answered_at: now })
          .where('attempt_id', '=', id)
          .where('position', '<', done)
          .where('answer', 'is', null)
          .execute();
        await trx
          .updateTable('attempts')
          .set({ nb_answered: done, updated_at: now })
          .where('id', '=', id)
          .where('nb_answered', '<', done)
          .execute();
      }
    });
  }
  return ids;
}

function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/**
 * On PostgreSQL, the scans of the sessions' token index so far: each is a session read from the
 * database, where a node's copy would have done (session 52 found one call in two reading it).
 * The cluster's statistics lag by a second at most. SQLite keeps no such count: undefined.
 */
async function sessionReads(db) {
  if (engine !== 'postgres') return undefined;
  const { rows } = await sql`select coalesce(sum(idx_scan), 0)::int as scans
    from pg_stat_user_indexes where indexrelname = 'sessions_token_hash_key'`.execute(db);
  return Number(/** @type {{ scans?: number } | undefined} */ (rows[0])?.scans ?? 0);
}

/** One level: its population placed at once, arrivals at the rate that keeps it, one window. */
async function level(db, learners, slugs, size, servers) {
  const free = learners.slice(0, Math.min(learners.length, Math.ceil(size * 1.3)));
  const placed = free.splice(0, size);
  console.log(`${size} learners: placing them in their series…`);
  const attempts = await placeInSeries(db, slugs, placed);
  /** @type {Record<string, number[]>} */
  const latencies = Object.fromEntries(KINDS.map((kind) => [kind, []]));
  const windowStart = performance.now() + RAMP_MS;
  const windowEnd = windowStart + WINDOW_MS;
  /** Failed calls by kind and status (-1: no answer), to tell what failed. */
  const failures = {};
  let errors = 0;
  let inWindow = 0;
  const samples = [];
  const run = {
    active: 0,
    stopped: false,
    slugs,
    free,
    /** `failed`: 0 for a success, else the status (-1 without an answer). */
    record(kind, ms, started, failed) {
      if (started < windowStart || started > windowEnd) return;
      inWindow += 1;
      if (!failed) latencies[kind].push(ms);
      else {
        errors += 1;
        failures[`${kind} ${failed}`] = (failures[`${kind} ${failed}`] ?? 0) + 1;
      }
    },
  };
  const visits = [];
  // The population already there: spread over the ramp, each somewhere in their series.
  placed.forEach((learner, n) => {
    const id = attempts[n];
    if (id !== undefined)
      visits.push(pause(Math.random() * RAMP_MS).then(() => visit(run, learner, id)));
  });
  // Arrivals (Poisson) that replace those who leave.
  const rate = size / SESSION_MS;
  // Read through a call: the loop's own test would narrow it to false across the pause.
  const stopped = () => run.stopped;
  const arrivals = (async () => {
    while (!stopped()) {
      await pause(-Math.log(1 - Math.random()) / rate);
      const learner = free.shift();
      if (learner && !stopped()) visits.push(visit(run, learner));
    }
  })();
  await pause(RAMP_MS);
  // CAPACITY_CPU_PROF=<folder>: each server's CPU profile of the level's window.
  const profiles = process.env.CAPACITY_CPU_PROF;
  if (profiles)
    await Promise.all(
      servers.map((server, n) =>
        server.profile(path.join(profiles, `${engine}-${size}-node${n + 1}.cpuprofile`)),
      ),
    );
  const cpuAtStart = await Promise.all(servers.map((server) => server.cpu()));
  const readsAtStart = await sessionReads(db);
  const generatorAtStart = process.cpuUsage();
  const machineAtStart = machineTicks();
  while (performance.now() < windowEnd) {
    await pause(1_000);
    samples.push(run.active);
  }
  const cpuAtEnd = await Promise.all(servers.map((server) => server.cpu()));
  const readsAtEnd = await sessionReads(db);
  const generator = process.cpuUsage(generatorAtStart);
  const machineAtEnd = machineTicks();
  if (profiles) await Promise.all(servers.map((server) => server.profile(null)));
  run.stopped = true;
  await arrivals;
  await Promise.all(visits);
  const p99 = Object.fromEntries(
    KINDS.map((kind) => [kind, Number(percentile(latencies[kind], 0.99).toFixed(1))]),
  );
  const worst = Math.max(...Object.values(p99));
  const serverCores =
    cpuAtEnd.reduce((t, end, i) => t + (end - (cpuAtStart[i] ?? 0)), 0) / (WINDOW_MS * 1000);
  return {
    learners: size,
    meanConcurrent: Math.round(samples.reduce((t, s) => t + s, 0) / Math.max(1, samples.length)),
    requestsPerSecond: Math.round(inWindow / (WINDOW_MS / 1000)),
    p99Ms: p99,
    // How many of each were timed: a kind with none says nothing of its p99.
    timed: Object.fromEntries(KINDS.map((kind) => [kind, latencies[kind].length])),
    worstP99Ms: worst,
    errors,
    failures,
    serverCores: Number(serverCores.toFixed(2)),
    // The simulated learners' own process, on the same cores: what the server could not have.
    generatorCores: Number(((generator.user + generator.system) / (WINDOW_MS * 1000)).toFixed(2)),
    // The whole machine: the servers, the generator and the rest (PostgreSQL's cluster).
    machineCores: busyCores(machineAtStart, machineAtEnd, os.cpus().length),
    withinBudget: worst < P99_LIMIT_MS && errors === 0,
    // A diagnostic, PostgreSQL only: the share of calls that read their session from the database.
    sessionReadsPerCall:
      readsAtStart === undefined || readsAtEnd === undefined
        ? null
        : Number(((readsAtEnd - readsAtStart) / Math.max(1, inWindow)).toFixed(3)),
  };
}

const folder = mkdtempSync(path.join(os.tmpdir(), 'prepacode-capacity-'));
const postgres = engine === 'postgres' ? await startPostgres({ durable: true }) : undefined;
const sqliteFile = path.join(folder, 'capacity.sqlite');
const databaseUrl = postgres ? clusterUrl(postgres) : `sqlite:${sqliteFile}`;
const serverDist = new URL(process.env.SERVER_DIST ?? '../apps/server/dist/', import.meta.url);
const servers = [];
/** @type {Pool[]} */
let pools = [];
/** @type {Awaited<ReturnType<typeof openDatabase>> | undefined} the built server's Kysely, to seed and place learners */
let db;
try {
  servers.push(await startServer(['app', databaseUrl]));
  if (postgres) servers.push(await startServer(['app', databaseUrl]));
  db = await openDatabase(databaseUrl, serverDist);
  if (process.env.CAPACITY_SEED === '1') await seedLarge(db);
  const most = Math.ceil(Math.max(...LEVELS) * 1.3);
  console.log(`Seeding ${most} learners…`);
  const learners = await seedLearners(db, 'capacite', most);
  const summary = await (
    await fetch(`${servers[0]?.base}/api/front/series-eleve`, { headers: headersOf(learners[0]) })
  ).json();
  if (engine === 'bare') {
    // The product made the file and its learners; the bare framework serves them alone.
    servers.pop()?.stop();
    servers.push(await startServer(['bare-learners', sqliteFile, learners[0]?.tokenHash]));
  }
  pools = servers.map((server) => new Pool(server.base, POOL));
  learners.forEach((learner, n) => {
    const pool = /** @type {Pool} */ (pools[n % pools.length]);
    Object.assign(learner, { pool, host: `${pool.host}:${pool.port}` });
  });
  const slugs = summary.series_restantes.series
    .filter((/** @type {{ type: string }} */ group) => group.type === 'examen')
    .flatMap((/** @type {{ series: { slug: string }[] }} */ group) =>
      group.series.map((s) => s.slug),
    );
  const curve = [];
  for (const size of LEVELS) {
    const result = await level(db, learners, slugs, size, servers);
    curve.push(result);
    console.log(
      `${size} learners (${result.meanConcurrent} at once on average): ${result.requestsPerSecond} req/s, worst p99 ${result.worstP99Ms} ms ${JSON.stringify(result.p99Ms)} of ${JSON.stringify(result.timed)}, ${result.errors} errors ${JSON.stringify(result.failures)}, server ${result.serverCores} cores, learners' generator ${result.generatorCores}, machine ${result.machineCores ?? '?'} of ${os.cpus().length}${result.sessionReadsPerCall === null ? '' : `, sessions read per call ${result.sessionReadsPerCall}`} ${result.withinBudget ? '✔' : '✘'}`,
    );
    if (!result.withinBudget) break;
  }
  const served = curve.filter((r) => r.withinBudget).at(-1)?.learners ?? 0;
  console.log(
    `\n${engine}: ${{ sqlite: 'one node', postgres: 'one pair of nodes', bare: 'the bare framework' }[engine]} serves ${served} learners practising at once with every request's p99 under ${P99_LIMIT_MS} ms (goal: 50,000)`,
  );
  const results = new URL('./results/', import.meta.url);
  const report = {
    date: new Date().toISOString(),
    engine,
    nodes: servers.length,
    machine: { cpus: os.cpus().length, node: process.version },
    windowSeconds: WINDOW_MS / 1000,
    rampSeconds: RAMP_MS / 1000,
    served,
    curve,
  };
  writeFileSync(
    new URL(`capacity-${engine}.json`, results),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  writeFileSync(new URL(`capacity-${engine}.svg`, results), drawCurve(report));
} finally {
  for (const pool of pools) pool.close();
  await db?.destroy();
  for (const server of servers) server.stop();
  postgres?.stop();
  rmSync(folder, { recursive: true, force: true });
}
