// Load benchmark: the learner API's routes against the bare baseline of the architecture brief
// ("at least half the throughput of a bare Fastify route doing one indexed read"), same run,
// same machine, 100 connections. Each server runs in a child process.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;

function startServer(mode, databaseFile) {
  return new Promise((resolve, reject) => {
    // Logs go to /dev/null (still written, as in production); the port comes over IPC.
    const child = spawn(process.execPath, [path.join(here, 'serve.mjs'), mode, databaseFile], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
    child.once('message', ({ port }) => resolve({ port, stop: () => child.kill('SIGTERM') }));
  });
}

// A browser holds the anti-forgery cookie after its first response; so do these clients.
const BROWSER_HEADERS = { cookie: 'XSRF-TOKEN=bench-token' };

async function measure(name, url) {
  await autocannon({ url, headers: BROWSER_HEADERS, connections: 10, duration: 2 }); // warm-up: JIT, caches
  const result = await autocannon({
    url,
    headers: BROWSER_HEADERS,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function runHttpBench() {
  const folder = mkdtempSync(path.join(tmpdir(), 'prepacode-bench-'));
  const databaseFile = path.join(folder, 'bench.sqlite');
  const results = [];
  try {
    // The app first: it creates and migrates the database the baseline then reads.
    const app = await startServer('app', databaseFile);
    try {
      results.push(
        await measure('GET /api/health (app)', `http://127.0.0.1:${app.port}/api/health`),
      );
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
  const [health, bare] = results;
  return {
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    results,
    healthToBareRatio: Number((health.requestsPerSecond / bare.requestsPerSecond).toFixed(2)),
  };
}
