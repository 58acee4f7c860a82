// @ts-check
// Load benchmark, same run, same machine, 100 connections, each server in a child process. The
// learner hot paths are held to ADR 0014: at least half the throughput of the authenticated
// floor (a route that only checks the session), and a p99 at most twice the floor's. Every
// route is also compared with the bare baseline of the architecture brief (a bare Fastify route
// doing one indexed read).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  medianLatency,
  playerLoop,
  seedHistory,
  seedLearners,
  startAllSeries,
} from './learning.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const FLOOR = 'authenticated floor (session check only)';
const HOT_PATHS = [
  'GET /api/front/series-eleve (10 past attempts)',
  'player loop (question, envoi-reponse)',
];

function startServer(mode, databaseFile) {
  return new Promise((resolve, reject) => {
    // Logs go to /dev/null (still written, as in production); the port comes over IPC.
    const child = spawn(process.execPath, [path.join(here, 'serve.mjs'), mode, databaseFile], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
    child.once('message', (/** @type {{ port: number }} */ { port }) =>
      resolve({ port, stop: () => child.kill('SIGTERM') }),
    );
  });
}

// A browser holds the anti-forgery cookie after its first response; so do these clients.
const XSRF_COOKIE = 'XSRF-TOKEN=bench-token';

async function measure(name, url, sessionCookie) {
  const headers = { cookie: sessionCookie ? `${XSRF_COOKIE}; ${sessionCookie}` : XSRF_COOKIE };
  await autocannon({ url, headers, connections: 10, duration: 2 }); // warm-up: JIT, caches
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Signs a demo account in through the central form and the ticket exchange, as a browser does. */
async function signIn(base, username) {
  const central = await fetch(`${base}/central/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: XSRF_COOKIE },
    body: new URLSearchParams({
      username,
      password: 'demo-prepacode',
      service: base,
      _xsrf: 'bench-token',
    }),
  });
  const ticket = new URL(central.headers.get('location') ?? '', base).searchParams.get('ticket');
  const login = await fetch(
    `${base}/api/auth/login?${new URLSearchParams({ service: base, ticket: ticket ?? '' })}`,
  );
  if (login.status !== 200) throw new Error(`bench sign-in failed: ${login.status}`);
  const session = login.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('prepacode_session='));
  if (!session) throw new Error('bench sign-in set no session cookie');
  return session.split(';')[0];
}

/**
 * The learning hot paths: series-eleve under load, the player loop, and the cost of a long
 * history (median latency of one call at a time, 10 against 10,000 past attempts).
 */
async function measureLearning(base, databaseFile) {
  const players = seedLearners(databaseFile, 'joueur', CONNECTIONS);
  const [ten, tenThousand] = seedLearners(databaseFile, 'historique', 2);
  seedHistory(databaseFile, ten, 10);
  seedHistory(databaseFile, tenThousand, 10_000);
  const results = [
    await measure(FLOOR, `${base}/bench/floor`, ten.cookie),
    await measure(HOT_PATHS[0], `${base}/api/front/series-eleve?t=1`, ten.cookie),
  ];
  await startAllSeries(base, players);
  results.push(await playerLoop(base, players, DURATION, CONNECTIONS));
  const historyGrowth = {};
  /** @type {[string, string, { forScale?: boolean }?][]} */
  const growthCases = [
    ['series-eleve', '/api/front/series-eleve?t=1'],
    // Ten rows a page, so both learners get a full page: the cost of the history itself.
    ['historique, first page', '/api/front/historique?taille_page=10'],
    ['historique by score', '/api/front/historique?taille_page=10&tri=score&ordre=desc'],
    // The default page: 10 rows for one learner, 50 for the other. It measures five times the
    // rows, not a longer history, so it is shown for scale and held to no target.
    ['historique, default page of 50', '/api/front/historique', { forScale: true }],
  ];
  for (const [name, path, options] of growthCases) {
    const at10 = await medianLatency(`${base}${path}`, ten);
    const at10000 = await medianLatency(`${base}${path}`, tenThousand);
    historyGrowth[name] = {
      at10Ms: at10,
      at10000Ms: at10000,
      ratio: Number((at10000 / at10).toFixed(2)),
      ...options,
    };
  }
  return { results, historyGrowth };
}

export async function runHttpBench() {
  const folder = mkdtempSync(path.join(tmpdir(), 'prepacode-bench-'));
  const databaseFile = path.join(folder, 'bench.sqlite');
  const results = [];
  let learning;
  try {
    // The app first: it creates, migrates and seeds the database the baseline then reads.
    const app = await startServer('app', databaseFile);
    try {
      const base = `http://127.0.0.1:${app.port}`;
      results.push(await measure('GET /api/ready', `${base}/api/ready`));
      const session = await signIn(base, 'eleve@demo.test');
      results.push(
        await measure(
          'GET /api/front/utilisateur (signed in)',
          `${base}/api/front/utilisateur`,
          session,
        ),
      );
      learning = await measureLearning(base, databaseFile);
      results.push(...learning.results);
    } finally {
      app.stop();
    }
    const bare = await startServer('bare', databaseFile);
    try {
      results.push(
        await measure('bare Fastify, one indexed read', `http://127.0.0.1:${bare.port}/bare`),
      );
    } finally {
      bare.stop();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const bare = results.at(-1);
  const floor = results.find((r) => r.name === FLOOR);
  if (!bare || !floor) throw new Error('the bare server and the floor route are measured');
  const baseline = bare.requestsPerSecond;
  const ratiosToBare = Object.fromEntries(
    results.slice(0, -1).map((r) => [r.name, Number((r.requestsPerSecond / baseline).toFixed(2))]),
  );
  const hotPaths = HOT_PATHS.map((name) => {
    const path = results.find((r) => r.name === name);
    const toFloor = Number((path.requestsPerSecond / floor.requestsPerSecond).toFixed(2));
    const p99ToFloor = Number((path.latencyP99Ms / floor.latencyP99Ms).toFixed(2));
    const withinBudget = toFloor >= 0.5 && p99ToFloor <= 2 && path.errors === 0;
    return { name, toFloor, p99ToFloor, withinBudget };
  });
  return {
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    results,
    hotPaths,
    ratiosToBare,
    historyGrowth: learning.historyGrowth,
  };
}
