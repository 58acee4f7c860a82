// `npm test`: lint, typecheck, unit, component and API tests (SQLite and PostgreSQL), then the
// browser end-to-end suite on the production build. Ends with one line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findPostgresBin, startPostgres } from './postgres.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const missing = [];
if (!existsSync(chromium)) missing.push('chromium');
if (!findPostgresBin()) missing.push('postgresql');
if (missing.length > 0) {
  console.error(
    `Missing Debian packages for the test suite: ${missing.join(' ')}\n` +
      `Install them with: sudo apt-get install -y ${missing.join(' ')}`,
  );
  process.exit(1);
}

const work = mkdtempSync(path.join(tmpdir(), 'prepacode-test-'));
const totals = { passed: 0, failed: 0 };
let stepFailed = false;

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${title} (${seconds} s)`);
  if (!ok) stepFailed = true;
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

try {
  run('Lint', 'npm', ['run', '--silent', 'lint']);
  run('Typecheck', 'npm', ['run', '--silent', 'typecheck']);

  const postgres = await startPostgres();
  try {
    const report = path.join(work, 'vitest.json');
    run(
      'Unit, component and API tests (SQLite and PostgreSQL)',
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      {
        TEST_PG_URL: postgres.url,
      },
    );
    const vitest = readJson(report);
    if (vitest) {
      totals.passed += vitest.numPassedTests;
      totals.failed += vitest.numFailedTests;
    } else totals.failed += 1;
  } finally {
    postgres.stop();
  }

  if (run('Build', 'npm', ['run', '--silent', 'build'])) {
    const report = path.join(work, 'playwright.json');
    const port = await freePort();
    run(
      'End-to-end tests (Chromium)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_FILE: report,
        CHROMIUM_PATH: chromium,
        E2E_PORT: String(port),
        E2E_DATABASE_URL: `sqlite:${path.join(work, 'e2e.sqlite')}`,
      },
    );
    const stats = readJson(report)?.stats;
    if (stats) {
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
    } else totals.failed += 1;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (stepFailed && totals.failed === 0)
  console.error('\nA step failed (see above) although no test did.');
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(stepFailed || totals.failed > 0 ? 1 : 0);
