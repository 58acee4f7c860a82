// @ts-check
// Issue #21.3: how long a JS bundle and a video take while 40 wrong sign-ins arrive at once from
// one address, with password hashing unbounded (baseline: as many hashes as libuv's 4 threads
// take) and bounded (the server's defaults), alternated in one run. A measurement to read, not a
// timed test. Run after `npx tsc -b` (it uses apps/server/dist):
//   node bench/sign-in-burst.mjs [rounds=2]
// Each round starts its own server process on a fresh SQLite file, with the production scrypt
// cost, and prints the idle and in-burst latencies and the process's peak memory.
import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(import.meta.url);
const MODES = {
  baseline: { PASSWORD_HASH_CONCURRENCY: '16', PASSWORD_HASH_QUEUE: '1000' },
  bounded: {},
};

let videoName = '';

/** A web build and a content folder of the sizes the server really sends. */
function fixtures() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sign-in-burst-'));
  mkdirSync(path.join(dir, 'web/assets'), { recursive: true });
  mkdirSync(path.join(dir, 'content/media/videos'), { recursive: true });
  writeFileSync(path.join(dir, 'web/index.html'), '<!doctype html><title>Prépacode</title>');
  writeFileSync(path.join(dir, 'web/central.html'), '<!doctype html><title>Connexion</title>');
  writeFileSync(path.join(dir, 'web/assets/index-bench.js'), randomBytes(600_000).toString('hex'));
  const video = randomBytes(2_000_000);
  writeFileSync(path.join(dir, 'content/media/videos/essai.mp4'), video);
  // Served under the hash of its bytes (issue #40), as media-url.ts names it.
  videoName = `${createHash('sha256').update(video).digest('hex').slice(0, 20)}.mp4`;
  return dir;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return performance.now() - started;
}

async function measure(mode) {
  const dir = fixtures();
  const child = fork(here, ['serve', mode, dir], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const { port } = await new Promise((resolve) => child.once('message', resolve));
  const base = `http://127.0.0.1:${port}`;
  const files = [`${base}/assets/index-bench.js`, `${base}/media/${videoName}`];
  const idle = [];
  for (let i = 0; i < 10; i += 1) for (const file of files) idle.push(await timed(file));

  const signIn = (i) =>
    fetch(`${base}/central/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: 'XSRF-TOKEN=jeton',
      },
      body: new URLSearchParams({
        username: `inconnu-${i}@exemple.fr`,
        password: `essai-${i}`,
        service: `${base}/`,
        _xsrf: 'jeton',
      }),
    }).then((response) => new URL(response.headers.get('location') ?? '', base));
  const started = performance.now();
  // An object, not a `let`: the burst sets it when it settles, which narrowing cannot see.
  const burstState = { done: false };
  const burst = Promise.all(Array.from({ length: 40 }, (_unused, i) => signIn(i))).finally(() => {
    burstState.done = true;
  });
  const during = [];
  while (!burstState.done) for (const file of files) during.push(await timed(file));
  const answers = await burst;
  const burstMs = performance.now() - started;
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const peak = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
  const count = (code) => answers.filter((url) => url.searchParams.get('erreur') === code).length;
  return {
    mode,
    'idle median ms': Math.round(median(idle)),
    'burst median ms': Math.round(median(during)),
    'burst max ms': Math.round(Math.max(...during)),
    'file requests': during.length,
    'burst s': (burstMs / 1000).toFixed(1),
    checked: count('identifiants'),
    busy: count('serveur_occupe'),
    'peak MiB': Math.round(peak),
  };
}

// Last, so that the helpers above are defined when the top-level awaits run.
if (process.argv[2] === 'serve') {
  const [, , , mode, dir] = process.argv;
  const built = (file) => import(new URL(`../apps/server/dist/${file}`, import.meta.url).href);
  const { buildApp } = await built('app.js');
  const { loadConfig } = await built('config.js');
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'warn',
      DATABASE_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`,
      WEB_DIST: path.join(dir, 'web'),
      CONTENT_DIR: path.join(dir, 'content'),
      MEDIA_CACHE_DIR: path.join(dir, 'cache'),
      ...MODES[mode],
    }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  // Started by a parent over IPC (bench/http.mjs), which reads the port it listens on.
  process.send?.({
    port: /** @type {import('node:net').AddressInfo} */ (app.server.address()).port,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
} else {
  const rounds = Number(process.argv[2] ?? 2);
  const results = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const mode of Object.keys(MODES)) results.push(await measure(mode));
  }
  console.table(results);
}
