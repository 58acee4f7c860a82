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
// `node bench/capacity.mjs [sqlite|postgres]`: PostgreSQL runs two server processes on one
// local cluster (durable commits), the learners shared between them. The load generator runs
// on the same machine, as the brief asks. CAPACITY_LEVELS (comma-separated learner counts),
// CAPACITY_SECONDS (the measured window of a level, 60) and CAPACITY_RAMP (60) change the run;
// CAPACITY_CPU_PROF=<folder> writes each server's CPU profile of each level's window there;
// CAPACITY_SEED=1 first fills the database with a country's data (bench/seed-large.mjs: 1,000
// schools, 100,000 learners, 10 million answers).
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { startPostgres } from '../scripts/postgres.mjs';
import { drawCurve } from './capacity-plot.mjs';
import { startServer } from './http.mjs';
import { headersOf, openDatabase, seedLearners } from './learning.mjs';
import { seedLarge } from './seed-large.mjs';

const engine = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
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
const KINDS = ['dashboard', 'create', 'question', 'answer', 'results', 'history'];

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ([low, high]) => low + Math.random() * (high - low);

/** A body as the browser reads it, decompressed. */
function decoded(encoding, chunks) {
  const body = Buffer.concat(chunks);
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

/**
 * One call; its latency counts in the level's window when it starts inside it.
 * @returns {Promise<any>} the parsed JSON answer, or undefined on an error
 */
function call(run, learner, kind, method, address, body) {
  const started = performance.now();
  const headers = headersOf(
    learner,
    body ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
  );
  return new Promise((resolve) => {
    const request = http.request(
      `${learner.base}${address}`,
      { method, agent, headers },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 500;
          const ok = status < 300;
          run.record(kind, performance.now() - started, started, ok ? 0 : status);
          resolve(
            ok
              ? JSON.parse(decoded(response.headers['content-encoding'], chunks) || 'null')
              : undefined,
          );
        });
      },
    );
    request.on('error', () => {
      run.record(kind, performance.now() - started, started, -1);
      resolve(undefined);
    });
    request.end(body);
  });
}

/** One learner's visit; `remaining` questions for one already in their series at the start. */
async function visit(run, learner, remaining) {
  run.active += 1;
  try {
    if (remaining === QUESTIONS) {
      await call(run, learner, 'dashboard', 'GET', '/api/front/series-eleve');
      await pause(between([1_000, 3_000]));
    }
    const slug = run.slugs[Math.floor(Math.random() * run.slugs.length)];
    const created = await call(
      run,
      learner,
      'create',
      'PUT',
      `/api/serie/create?slug=${slug}&parcours=entrainement&ordre_lettrage=aleatoire`,
    );
    if (!created) return;
    // One already in their series when the level starts leaves after their questions, as a
    // learner who stops before the end: only an ended series has results to read.
    let ended = false;
    for (let n = 0; n < remaining && !run.stopped; n += 1) {
      const question = await call(
        run,
        learner,
        'question',
        'GET',
        `/api/player/infos/${created.id}/question?taille=390&mobile=true`,
      );
      if (!question) return;
      await pause(between(THINK_MS));
      if (run.stopped) return;
      const body = new URLSearchParams({
        serie: String(created.id),
        identifiant: question.identifiant,
        reponse: 'A',
      }).toString();
      const answer = await call(run, learner, 'answer', 'PUT', '/api/player/envoi-reponse', body);
      if (!answer) return;
      ended = answer.termine;
      if (ended) break;
    }
    if (run.stopped || !ended) return;
    await call(run, learner, 'results', 'GET', `/api/serie/details/${created.id}`);
    await pause(between([3_000, 8_000]));
    await call(run, learner, 'history', 'GET', '/api/front/historique?taille_page=10');
  } finally {
    run.active -= 1;
    run.free.push(learner);
  }
}

function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/** One level: its population placed at once, arrivals at the rate that keeps it, one window. */
async function level(learners, slugs, size, servers) {
  const free = learners.slice(0, Math.min(learners.length, Math.ceil(size * 1.3)));
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
  for (let n = 0; n < size && free.length > 0; n += 1) {
    const learner = /** @type {any} */ (free.shift());
    const remaining = 1 + Math.floor(Math.random() * QUESTIONS);
    visits.push(pause(Math.random() * RAMP_MS).then(() => visit(run, learner, remaining)));
  }
  // Arrivals (Poisson) that replace those who leave.
  const rate = size / SESSION_MS;
  // Read through a call: the loop's own test would narrow it to false across the pause.
  const stopped = () => run.stopped;
  const arrivals = (async () => {
    while (!stopped()) {
      await pause(-Math.log(1 - Math.random()) / rate);
      const learner = free.shift();
      if (learner && !stopped()) visits.push(visit(run, learner, QUESTIONS));
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
  const generatorAtStart = process.cpuUsage();
  while (performance.now() < windowEnd) {
    await pause(1_000);
    samples.push(run.active);
  }
  const cpuAtEnd = await Promise.all(servers.map((server) => server.cpu()));
  const generator = process.cpuUsage(generatorAtStart);
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
    worstP99Ms: worst,
    errors,
    failures,
    serverCores: Number(serverCores.toFixed(2)),
    // The simulated learners' own process, on the same cores: what the server could not have.
    generatorCores: Number(((generator.user + generator.system) / (WINDOW_MS * 1000)).toFixed(2)),
    withinBudget: worst < P99_LIMIT_MS && errors === 0,
  };
}

const folder = mkdtempSync(path.join(os.tmpdir(), 'prepacode-capacity-'));
const postgres = engine === 'postgres' ? await startPostgres({ durable: true }) : undefined;
const databaseUrl = postgres ? postgres.url : `sqlite:${path.join(folder, 'capacity.sqlite')}`;
const serverDist = new URL(process.env.SERVER_DIST ?? '../apps/server/dist/', import.meta.url);
const servers = [];
try {
  servers.push(await startServer(['app', databaseUrl]));
  if (postgres) servers.push(await startServer(['app', databaseUrl]));
  const db = await openDatabase(databaseUrl, serverDist);
  if (process.env.CAPACITY_SEED === '1') await seedLarge(db);
  const most = Math.ceil(Math.max(...LEVELS) * 1.3);
  console.log(`Seeding ${most} learners…`);
  const learners = await seedLearners(db, 'capacite', most);
  learners.forEach((learner, n) =>
    Object.assign(learner, { base: servers[n % servers.length]?.base }),
  );
  await db.destroy();
  const summary = await (
    await fetch(`${servers[0]?.base}/api/front/series-eleve`, { headers: headersOf(learners[0]) })
  ).json();
  const slugs = summary.series_restantes.series
    .filter((/** @type {{ type: string }} */ group) => group.type === 'examen')
    .flatMap((/** @type {{ series: { slug: string }[] }} */ group) =>
      group.series.map((s) => s.slug),
    );
  const curve = [];
  for (const size of LEVELS) {
    const result = await level(learners, slugs, size, servers);
    curve.push(result);
    console.log(
      `${size} learners (${result.meanConcurrent} at once on average): ${result.requestsPerSecond} req/s, worst p99 ${result.worstP99Ms} ms ${JSON.stringify(result.p99Ms)}, ${result.errors} errors ${JSON.stringify(result.failures)}, server ${result.serverCores} cores, learners' generator ${result.generatorCores} ${result.withinBudget ? '✔' : '✘'}`,
    );
    if (!result.withinBudget) break;
  }
  const served = curve.filter((r) => r.withinBudget).at(-1)?.learners ?? 0;
  console.log(
    `\n${engine}: one ${postgres ? 'pair of nodes' : 'node'} serves ${served} learners practising at once with every request's p99 under ${P99_LIMIT_MS} ms (goal: 50,000)`,
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
  agent.destroy();
  for (const server of servers) server.stop();
  postgres?.stop();
  rmSync(folder, { recursive: true, force: true });
}
