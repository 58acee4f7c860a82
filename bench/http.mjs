// @ts-check
// The learner hot paths against one yardstick, the bare framework (ADR 0023): a bare Fastify
// route reading one real session row by its unique key with better-sqlite3. In each round every
// scenario runs right after the bare route (bare, A, bare, B…), so the machine's speed of the
// moment is in both; three rounds at least, min–max reported, with the server's CPU time per
// request. 100 connections; each server in its own process.
//
// BENCH_ENGINE=postgres runs the product on a local PostgreSQL cluster (durable commits, as in
// production) and compares it with the same bare SQLite route.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../scripts/postgres.mjs';
import {
  clusterUrl,
  headersOf,
  medianLatency,
  openDatabase,
  playerLoop,
  seedHistory,
  seedLearners,
  startAllSeries,
} from './learning.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = 100;

/**
 * The brief's budgets, as shares of the bare route's throughput and p99 in ms. A loop mixes
 * calls: its target is the mix of theirs (n calls at shares s₁…sₙ take Σ 1/sᵢ bare times).
 */
const mix = (...shares) =>
  Number((shares.length / shares.reduce((t, s) => t + 1 / s, 0)).toFixed(2));
const BUDGETS = {
  sqlite: { read: 0.5, readP99: 20, recomputed: 0.3, answer: 0.25, answerP99: 50 },
  postgres: { read: 0.3, readP99: 50, recomputed: 0.3, answer: 0.15, answerP99: 50 },
};

/** Starts `serve.mjs` in a child; resolves with its port, its CPU meter and a stop. */
export function startServer(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'serve.mjs'), ...args], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: { ...process.env, ...env },
    });
    child.once('exit', (code) => reject(new Error(`${args[0]} server exited with ${code}`)));
    child.once('message', (/** @type {{ port: number }} */ { port }) =>
      resolve({
        base: `http://127.0.0.1:${port}`,
        /** @returns {Promise<number>} the server's CPU time so far, in µs */
        cpu: () =>
          new Promise((answer) => {
            child.once('message', (/** @type {{ cpuMicros: number }} */ m) => answer(m.cpuMicros));
            child.send('cpu');
          }),
        /** Starts a CPU profile of the server, or stops it and writes it to the file given. */
        profile: (/** @type {string | null} */ file) =>
          new Promise((answer) => {
            child.once('message', answer);
            child.send({ profile: file });
          }),
        stop: () => child.kill('SIGTERM'),
      }),
    );
  });
}

const slug = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Runs one load and reads the server's CPU around it. */
async function measured(server, load) {
  const before = await server.cpu();
  const result = await load();
  const cpu = (await server.cpu()) - before;
  const requests = result.requests.total;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP99Ms: result.latency.p99,
    cpuMicrosPerRequest: requests > 0 ? Math.round(cpu / requests) : null,
    errors: result.errors + result.non2xx,
    // What failed, by status (autocannon's count of each), to tell a refusal from a fault.
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {})
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, { count }]) => [status, count]),
    ),
  };
}

function getLoad(url, learner) {
  const options = { url, headers: headersOf(learner), connections: CONNECTIONS };
  return async () => {
    await autocannon({ ...options, connections: 10, duration: 1 }); // warm-up: JIT, caches
    return autocannon({ ...options, duration: DURATION });
  };
}

/**
 * The lowest and highest of the rounds' values (nulls left out).
 * @param {(number | null)[]} values
 * @returns {[number | null, number | null]}
 */
const range = (values) => {
  const finite = /** @type {number[]} */ (values.filter((v) => v !== null));
  return finite.length ? [Math.min(...finite), Math.max(...finite)] : [null, null];
};

/** The scenarios of one engine, each with its budget (none for the diagnostic floor). */
async function scenariosOf(app, db, budget) {
  const [reader, tenThousand] = await seedLearners(db, 'historique', 2);
  await seedHistory(db, reader, 10);
  await seedHistory(db, tenThousand, 10_000);
  const players = await seedLearners(db, 'joueur', CONNECTIONS);
  const dashboards = await seedLearners(db, 'tableau', CONNECTIONS);
  await startAllSeries(app.base, [reader, ...players, ...dashboards]);
  const question = `${app.base}/api/player/infos/${reader.attempts[0]}/question?taille=1280&mobile=false`;
  return {
    reader,
    tenThousand,
    scenarios: [
      {
        name: 'floor: the session check alone (diagnostic)',
        load: getLoad(`${app.base}/api/bench/floor`, reader),
      },
      {
        name: 'GET /api/front/series-eleve, kept',
        load: getLoad(`${app.base}/api/front/series-eleve`, reader),
        share: budget.read,
        p99: budget.readP99,
      },
      {
        name: 'GET /api/player/infos/…/question',
        load: getLoad(question, reader),
        share: budget.read,
        p99: budget.readP99,
      },
      {
        name: 'GET /api/front/historique, a page of 10, kept',
        load: getLoad(`${app.base}/api/front/historique?taille_page=10`, reader),
        share: budget.read,
        p99: budget.readP99,
      },
      {
        name: 'player loop: question, durable answer',
        load: () => playerLoop(app.base, players, DURATION, CONNECTIONS, false, db),
        share: mix(budget.read, budget.answer),
        p99: budget.answerP99,
      },
      {
        name: 'question, answer, recomputed series-eleve',
        load: () => playerLoop(app.base, dashboards, DURATION, CONNECTIONS, true, db),
        share: mix(budget.read, budget.answer, budget.recomputed),
        p99: budget.answerP99,
      },
    ],
  };
}

/**
 * The history's cost, one call at a time: at 10,000 past attempts against 10 (≤ ×1.5). Before
 * each call the learner's data changes, as after an answer, so each one is made anew: the
 * bodies kept between changes would otherwise hide the queries' cost.
 */
async function historyGrowth(base, ten, tenThousand, db) {
  const { sql } = await import('kysely');
  const change = (learner) => () =>
    sql`update learner_totals set changes = changes + 1 where inscription_id = ${learner.inscriptionId}`.execute(
      db,
    );
  const pages = [
    ['series-eleve', '/api/front/series-eleve', 0, 0],
    ['historique, first page', '/api/front/historique?taille_page=10', 0, 0],
    ['historique, last page', '/api/front/historique?taille_page=10&page=', 0, 999],
    ['historique by score', '/api/front/historique?taille_page=10&tri=score&ordre=desc', 0, 0],
    [
      'historique by label, last page',
      '/api/front/historique?taille_page=10&tri=libelle&page=',
      0,
      999,
    ],
  ];
  const growth = {};
  for (const [
    name,
    address,
    pageAt10,
    pageAt10000,
  ] of /** @type {[string, string, number, number][]} */ (pages)) {
    const suffix = (page) => (address.endsWith('=') ? String(page) : '');
    const at10 = await medianLatency(`${base}${address}${suffix(pageAt10)}`, ten, change(ten));
    const at10000 = await medianLatency(
      `${base}${address}${suffix(pageAt10000)}`,
      tenThousand,
      change(tenThousand),
    );
    growth[name] = { at10Ms: at10, at10000Ms: at10000, ratio: Number((at10000 / at10).toFixed(2)) };
  }
  return growth;
}

/** A SQLite file with the product's tables and one learner's session; returns its hash. */
async function bareSessionFile(sqliteFile, serverDist) {
  const db = await openDatabase(`sqlite:${sqliteFile}`, serverDist);
  try {
    const { migrateToLatest } = await import(new URL('db/migrate.js', serverDist).href);
    await migrateToLatest(db);
    return (await seedLearners(db, 'nu', 1))[0].tokenHash;
  } finally {
    await db.destroy();
  }
}

export async function runHttpBench(engine = process.env.BENCH_ENGINE ?? 'sqlite') {
  const folder = mkdtempSync(path.join(tmpdir(), 'prepacode-bench-'));
  const sqliteFile = path.join(folder, 'bench.sqlite');
  const postgres = engine === 'postgres' ? await startPostgres({ durable: true }) : undefined;
  const databaseUrl = postgres ? clusterUrl(postgres) : `sqlite:${sqliteFile}`;
  const serverDist = new URL(process.env.SERVER_DIST ?? '../apps/server/dist/', import.meta.url);
  const budget = BUDGETS[postgres ? 'postgres' : 'sqlite'];
  const servers = [];
  try {
    // The app first: it creates, migrates and seeds its database.
    const app = await startServer(['app', databaseUrl]);
    servers.push(app);
    const db = await openDatabase(databaseUrl, serverDist);
    const seeded = await scenariosOf(app, db, budget);
    const { reader, tenThousand } = seeded;
    // BENCH_ONLY=<part of a name>[|<another>…]: those scenarios alone, in their order, to profile
    // one (BENCH_CPU_PROF=<dir>) or see what one leaves to the next.
    const only = process.env.BENCH_ONLY?.split('|');
    const scenarios = seeded.scenarios.filter((s) => !only || only.some((p) => s.name.includes(p)));
    // The yardstick reads a session row from a SQLite file: the product's own on SQLite, one
    // made alike for the PostgreSQL run (the bare route is SQLite's in both, as the brief says).
    const bareHash = postgres ? await bareSessionFile(sqliteFile, serverDist) : reader.tokenHash;
    const bare = await startServer(['bare', sqliteFile, bareHash]);
    servers.push(bare);
    const bareLoad = getLoad(`${bare.base}/bare`, undefined);

    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const scenario of scenarios) {
        const base = await measured(bare, bareLoad);
        // BENCH_CPU_PROF=<folder>: the server's CPU profile of each scenario's load alone.
        const profile = process.env.BENCH_CPU_PROF;
        if (profile)
          await app.profile(
            path.join(profile, `${engine}-${slug(scenario.name)}-${round + 1}.cpuprofile`),
          );
        const run = await measured(app, scenario.load);
        if (profile) await app.profile(null);
        rounds.push({ round, name: scenario.name, bare: base, run });
        console.log(
          `round ${round + 1}, ${scenario.name}: ${run.requestsPerSecond} req/s against bare ${base.requestsPerSecond} (${(run.requestsPerSecond / base.requestsPerSecond).toFixed(2)}), p99 ${run.latencyP99Ms} ms, ${run.cpuMicrosPerRequest} µs CPU/request (bare ${base.cpuMicrosPerRequest})${run.errors ? `, errors ${run.errors} ${JSON.stringify(run.statuses)}` : ''}`,
        );
      }
    }
    const table = scenarios.map((scenario) => {
      const runs = rounds.filter((r) => r.name === scenario.name);
      const shares = range(
        runs.map((r) => Number((r.run.requestsPerSecond / r.bare.requestsPerSecond).toFixed(2))),
      );
      const p99 = range(runs.map((r) => r.run.latencyP99Ms));
      const errors = runs.reduce((total, r) => total + r.run.errors, 0);
      const within =
        scenario.share === undefined
          ? undefined
          : (shares[0] ?? 0) >= scenario.share &&
            (p99[1] ?? Infinity) < scenario.p99 &&
            errors === 0;
      return {
        name: scenario.name,
        shareOfBare: shares,
        requestsPerSecond: range(runs.map((r) => r.run.requestsPerSecond)),
        bareRequestsPerSecond: range(runs.map((r) => r.bare.requestsPerSecond)),
        p99Ms: p99,
        cpuMicrosPerRequest: range(runs.map((r) => r.run.cpuMicrosPerRequest)),
        bareCpuMicrosPerRequest: range(runs.map((r) => r.bare.cpuMicrosPerRequest)),
        errors,
        target:
          scenario.share === undefined ? null : { share: scenario.share, p99Ms: scenario.p99 },
        withinBudget: within,
      };
    });
    const growth = await historyGrowth(app.base, reader, tenThousand, db);
    await db.destroy();
    return {
      engine,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      rounds: ROUNDS,
      table,
      historyGrowth: growth,
    };
  } finally {
    for (const server of servers) server.stop();
    postgres?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
