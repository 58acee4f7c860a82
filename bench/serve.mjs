// @ts-check
// One server for the load benchmark, in its own process so that autocannon does not share its
// CPU: `app` is the real server (apps/server/dist), `bare` a bare Fastify route doing one
// indexed read on the same SQLite file. Sends its port to the parent once listening.
//
// `app` also answers `GET /bench/floor`, here and nowhere else: `{}` behind the learner session
// check, with every hook of the server. No learner call can cost less; the hot paths' budget is
// measured against it (ADR 0014).
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const [mode, databaseFile] = process.argv.slice(2);

if (mode === 'bare') {
  const sqlite = new Database(databaseFile);
  sqlite.pragma('journal_mode = WAL');
  const read = sqlite.prepare('select key, hits from rate_limit where key = ?');
  const app = Fastify();
  app.get('/bare', () => ({ status: 'ok', row: read.get('bench') ?? null }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  // Started by a parent over IPC (bench/http.mjs), which reads the port it listens on.
  process.send?.({
    port: /** @type {import('node:net').AddressInfo} */ (app.server.address()).port,
  });
} else if (mode === 'app') {
  // The built server (`npm run bench` builds first), exactly what `npm start` runs.
  const built = (file) => import(new URL(`../apps/server/dist/${file}`, import.meta.url).href);
  const { buildApp } = await built('app.js');
  const { loadConfig } = await built('config.js');
  const { requireSession } = await built('plugins/session.js');
  const app = await buildApp(
    loadConfig({
      // Logs at the production level, to stdout, which the parent discards.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      DATABASE_URL: `sqlite:${databaseFile}`,
      DEMO_DATA: 'true',
      // Another content folder to compare with (bench/CHANGELOG.md, session 19).
      ...(process.env.CONTENT_DIR ? { CONTENT_DIR: process.env.CONTENT_DIR } : {}),
      HOST: '127.0.0.1',
      PORT: '0',
    }),
  );
  app.get('/bench/floor', { onRequest: requireSession }, () => ({}));
  await app.listen({ host: '127.0.0.1', port: 0 });
  // Started by a parent over IPC (bench/http.mjs), which reads the port it listens on.
  process.send?.({
    port: /** @type {import('node:net').AddressInfo} */ (app.server.address()).port,
  });
} else {
  console.error('usage: node bench/serve.mjs app|bare <sqlite-file>');
  process.exit(2);
}

// A clean exit on the parent's signal, so `--cpu-prof` can write its profile.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));
