// @ts-check
// One server for the load benchmark, in its own process so that its CPU is its own:
//
// - `app <database-url>`: the real server (apps/server/dist, or SERVER_DIST's build to compare
//   two versions in one run), every plugin on, logging at the production level to stdout, which
//   the parent discards. It also answers `GET /api/bench/floor` (`{}` behind the learner
//   session check, with every hook of the server and the API's headers): a diagnostic, no
//   longer a target (ADR 0023).
// - `bare <sqlite-file> <token-hash>`: the yardstick of the architecture brief, a bare Fastify
//   route reading one real row by a unique key with better-sqlite3 (a learner's session row).
// - `bare-learners <sqlite-file> <token-hash>`: the same yardstick for `bench:capacity bare`:
//   every call the simulated learners make (bench/capacity.mjs) answered by the bare framework
//   reading that one row, with what the learners need to go on (a series' id, a question's id,
//   the series ended after 40 answers on average). No write: the framework's own ceiling.
//
// Sends its port to the parent once listening, its CPU time (µs) whenever asked, and profiles
// its CPU between two messages.
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

const [mode, database, tokenHash] = process.argv.slice(2);
const serverDist = new URL(process.env.SERVER_DIST ?? '../apps/server/dist/', import.meta.url);

/** The yardstick's one read: a learner's session row, by its unique key, with better-sqlite3. */
function sessionRead() {
  const sqlite = new Database(database);
  sqlite.pragma('journal_mode = WAL');
  const read = sqlite.prepare('select * from sessions where token_hash = ?');
  if (!read.get(tokenHash)) throw new Error('bare: no session row with that hash');
  return () => read.get(tokenHash) ?? null;
}

async function bare() {
  const row = sessionRead();
  const app = Fastify();
  app.get('/bare', () => ({ status: 'ok', row: row() }));
  return app;
}

/** The bare route's work for each call of a simulated learner (bench/capacity.mjs). */
async function bareLearners() {
  const row = sessionRead();
  const app = Fastify();
  // The answer comes as a form, read as the product reads it (Fastify refuses it unparsed).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  let ids = 0;
  const answer = () => ({ status: 'ok', row: row() });
  app.get('/api/front/series-eleve', answer);
  app.get('/api/front/historique', answer);
  app.get('/api/serie/details/:id', answer);
  app.put('/api/serie/create', () => ({ id: (ids += 1), row: row() }));
  app.get('/api/player/infos/:id/question', () => ({ identifiant: 'Q', row: row() }));
  app.get('/api/player/infos/:id/reponse', answer);
  // Ends one series in 40 on average: the product's 40 questions, with no state to keep.
  app.put('/api/player/envoi-reponse', () => ({ termine: Math.random() < 1 / 40, row: row() }));
  return app;
}

async function product() {
  const built = (file) => import(new URL(file, serverDist).href);
  const { buildApp } = await built('app.js');
  const { loadConfig } = await built('config.js');
  const { requireSession } = await built('modules/auth/session.plugin.js');
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      DATABASE_URL: database,
      DEMO_DATA: 'true',
      // Another content folder to compare with (bench/CHANGELOG.md, session 19).
      ...(process.env.CONTENT_DIR ? { CONTENT_DIR: process.env.CONTENT_DIR } : {}),
      // Another web build to compare with (`npm run bench:lighthouse`, bench/README.md).
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      HOST: '127.0.0.1',
      PORT: '0',
    }),
  );
  // Under /api, as the routes it is set against: a path outside it took the pages' 1.2 KB of
  // document headers (bench/CHANGELOG.md, session 70).
  app.get('/api/bench/floor', { onRequest: requireSession }, () => ({}));
  return app;
}

const modes = { app: product, bare, 'bare-learners': bareLearners };
if (!(mode in modes)) {
  console.error(
    'usage: node bench/serve.mjs app <database-url> | bare|bare-learners <sqlite-file> <token-hash>',
  );
  process.exit(2);
}
const app = await modes[/** @type {keyof typeof modes} */ (mode)]();
await app.listen({ host: '127.0.0.1', port: 0 });
// Started by a parent over IPC (bench/http.mjs), which reads the port and the CPU time.
process.send?.({ port: /** @type {import('node:net').AddressInfo} */ (app.server.address()).port });
// The parent asks for the CPU time ('cpu'), or starts and stops a CPU profile of one scenario
// (`{ profile: <file> }`, then `{ profile: null }`), so that the profile holds the load alone.
const inspector = new Session();
process.on('message', (/** @type {'cpu' | { profile: string | null }} */ message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicros: user + system });
  } else void profiling(message.profile);
});
let profileFile = '';

/** @param {string | null} file */
async function profiling(file) {
  if (file) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
    profileFile = file;
  } else {
    const { profile } = await inspector.post('Profiler.stop');
    writeFileSync(profileFile, JSON.stringify(profile));
    inspector.disconnect();
  }
  process.send?.({ profiled: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
