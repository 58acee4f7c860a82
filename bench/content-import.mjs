// @ts-check
// `npm run build && node bench/content-import.mjs <git ref> [rounds]`: what the banks' size costs
// `npm run content:import` (and the first start of an empty database, which does the same), on
// both engines. The content of <git ref> (the baseline) and the working tree's alternate in each
// round: a first import into an empty database (check, near-duplicates, migrations, every row
// written), then a second, unchanged one (the check and the comparison alone).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPostgres } from '../scripts/postgres.mjs';

const ref = process.argv[2];
if (!ref) throw new Error('usage: node bench/content-import.mjs <git ref> [rounds]');
const rounds = Number(process.argv[3] ?? 3);
const root = new URL('..', import.meta.url).pathname;
const folder = mkdtempSync(path.join(tmpdir(), 'prepacode-import-'));
execFileSync('tar', ['-x', '-C', folder], {
  input: execFileSync('git', ['-C', root, 'archive', ref, 'content'], { maxBuffer: 1 << 30 }),
});
const contents = { [ref]: path.join(folder, 'content'), now: path.join(root, 'content') };

/** Seconds one `content:import` takes, the process included. */
function importSeconds(/** @type {string} */ contentDir, /** @type {string} */ databaseUrl) {
  const start = process.hrtime.bigint();
  const result = spawnSync(
    'node',
    [path.join(root, 'apps/server/dist/modules/content/import-cli.js')],
    {
      env: {
        ...process.env,
        CONTENT_DIR: contentDir,
        DATABASE_URL: databaseUrl,
        DEMO_DATA: 'false',
      },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`import failed:\n${result.stdout}\n${result.stderr}`);
  return Number(process.hrtime.bigint() - start) / 1e9;
}

const postgres = await startPostgres();
const admin = new pg.Client({ connectionString: postgres.url });
await admin.connect();
try {
  for (let round = 1; round <= rounds; round++) {
    for (const [label, contentDir] of Object.entries(contents)) {
      const name = `import_${round}_${label.replace(/\W/g, '_')}`.toLowerCase();
      await admin.query(`CREATE DATABASE ${name}`);
      const urls = {
        sqlite: `sqlite:${path.join(folder, `${name}.sqlite`)}`,
        postgres: postgres.url.replace(/\/postgres$/, `/${name}`),
      };
      for (const [engine, url] of Object.entries(urls)) {
        const first = importSeconds(contentDir, url);
        const again = importSeconds(contentDir, url);
        console.log(
          `round ${round} ${label.padEnd(8)} ${engine.padEnd(8)} empty ${first.toFixed(2)} s, unchanged ${again.toFixed(2)} s`,
        );
      }
    }
  }
} finally {
  await admin.end();
  postgres.stop();
  rmSync(folder, { recursive: true, force: true });
}
