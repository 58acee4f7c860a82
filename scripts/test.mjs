// @ts-check
// `npm test`: lint, typecheck, unit, component and API tests (SQLite and PostgreSQL), then the
// first loads against their size budgets, the browser end-to-end suite on the production build
// (SQLite, and its classroom session on PostgreSQL too) and the deployment test behind nginx
// (scripts/test-deploy.mjs). Ends with one line: `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { exitIfMissing } from './debian-packages.mjs';
import { findPostgresBin, startPostgres } from './postgres.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The end-to-end suite drives the headless shell of the same Debian Chromium, the browser
// Playwright itself runs headless: three specs took 224–240 s and 399–436 s of the machine's
// CPU with it, 284–314 s and 526–586 s with the whole browser (alternated, 2026-12-06). The
// deployment test and the CSP check keep the whole browser, the one a learner runs.
const headlessShell = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
exitIfMissing('the test suite', {
  chromium: existsSync(chromium),
  'chromium-headless-shell': existsSync(headlessShell),
  postgresql: Boolean(findPostgresBin()),
  nginx: existsSync('/usr/sbin/nginx'),
  openssl: spawnSync('openssl', ['version']).status === 0,
});

const work = mkdtempSync(path.join(tmpdir(), 'prepacode-test-'));
const totals = { passed: 0, failed: 0 };
/** Each failed test's title and the head of its error, printed again at the very end. */
const failures = [];
// An object, not a `let`: the steps set it from their callbacks, which narrowing cannot see.
const steps = { failed: false };

/** A step's last line, with its time; a failed step fails the run. */
function ended(title, ok, started) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${ok ? '✔' : '✘'} ${title} (${seconds} s)`);
  if (!ok) steps.failed = true;
  return ok;
}

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return ended(title, result.status === 0, started);
}

/**
 * Steps that run at once, each printed whole when it ends: the linter and the type checker
 * each keep a core busy, so side by side they take about the time of the longer one.
 */
function runTogether(commands) {
  return Promise.all(
    commands.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            console.log(`\n▶ ${title}`);
            process.stdout.write(Buffer.concat(output));
            resolve(ended(title, code === 0, started));
          });
        }),
    ),
  );
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
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** The first lines of an error, without its colour codes: enough to say why, in a CI's tail. */
function headOf(message = '') {
  return stripVTControlCharacters(message).split('\n').slice(0, 12).join('\n');
}

/** Playwright's specs, from the suites of its JSON report (they nest by file and describe). */
function playwrightSpecs(suites = [], found = []) {
  for (const suite of suites) {
    found.push(...(suite.specs ?? []));
    playwrightSpecs(suite.suites, found);
  }
  return found;
}

/**
 * The tests that came closest to their time limit, printed after each Playwright step: this
 * machine's speed varies several times over by the hour, and a test at 27 s of its 30 one run
 * is the next run's timeout (stop 85). Seen here, it gets its margin before it fails.
 */
function printClosestToLimit(specs) {
  const runs = specs.flatMap((spec) =>
    spec.tests.flatMap((test) =>
      test.results.map((result) => ({
        title: `${spec.file} › ${spec.title}`,
        seconds: result.duration / 1000,
        share: test.timeout > 0 ? result.duration / test.timeout : 0,
      })),
    ),
  );
  const closest = runs.sort((a, b) => b.share - a.share).slice(0, 5);
  console.log('Closest to their time limit:');
  for (const { title, seconds, share } of closest)
    console.log(`  ${Math.round(share * 100)} % (${seconds.toFixed(1)} s) ${title}`);
}

/** A step that runs Playwright: its tests count in the totals (one failure if it reported none). */
function playwrightStep(title, name, [command, ...args], env) {
  const report = path.join(work, `${name}.json`);
  run(title, command, args, { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report });
  const json = readJson(report);
  if (json?.stats) {
    totals.passed += json.stats.expected + json.stats.flaky;
    totals.failed += json.stats.unexpected;
    const specs = playwrightSpecs(json.suites);
    printClosestToLimit(specs);
    for (const spec of specs.filter((found) => !found.ok)) {
      const errors = spec.tests.flatMap((test) => test.results.map((result) => result.error));
      failures.push({
        title: `${spec.file} › ${spec.title}`,
        error: headOf(errors.at(-1)?.message),
      });
    }
  } else totals.failed += 1;
}

/** Adds a vitest JSON report's counts; a missing report counts as a failure. */
function countVitest(report) {
  if (!report) {
    totals.failed += 1;
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  for (const file of report.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        failures.push({ title: test.fullName, error: headOf(test.failureMessages?.[0]) });
}

try {
  // Both start with the project references' build (`tsc -b`), which writes the declarations
  // they read: built once here first, it is up to date (and only read) when they run side by side.
  run('Type declarations', 'npx', ['tsc', '-b', 'tsconfig.json']);
  // `npm run lint` in its two parts: the formatting and dependency checks fill the time ESLint
  // takes beyond the type checker's, rather than waiting for it (about 145 s to 110 s on CI).
  await runTogether([
    ['Lint', 'npm', ['run', '--silent', 'lint:eslint']],
    ['Typecheck', 'npm', ['run', '--silent', 'typecheck']],
    ['Dependency rules and formatting', 'npm', ['run', '--silent', 'lint:files']],
  ]);

  const postgres = await startPostgres();
  try {
    const report = path.join(work, 'vitest.json');
    run(
      'Unit, component and API tests (SQLite and PostgreSQL)',
      'npx',
      [
        'vitest',
        'run',
        '--project=domain',
        '--project=server',
        '--project=web',
        '--project=web-isolated',
        '--project=scripts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      {
        TEST_PG_URL: postgres.url,
      },
    );
    countVitest(readJson(report));
  } finally {
    postgres.stop();
  }

  if (run('Build', 'npm', ['run', '--silent', 'build'])) {
    run('First loads within their budgets', 'node', ['bench/budget-check.mjs']);
    const port = await freePort();
    playwrightStep(
      'End-to-end tests (Chromium)',
      'e2e',
      ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
      {
        CHROMIUM_PATH: headlessShell,
        E2E_PORT: String(port),
        E2E_DATABASE_URL: `sqlite:${path.join(work, 'e2e.sqlite')}`,
      },
    );
    // The twenty-phone classroom session again on PostgreSQL (issue #43): its concurrent writes
    // are the ones SQLite's one writer at a time never races.
    const classroomDatabase = await startPostgres();
    try {
      playwrightStep(
        'Classroom session on PostgreSQL (Chromium)',
        'e2e-postgres',
        [
          'npx',
          ...['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
          ...['classroom.spec.ts', '--reporter=list,json'],
        ],
        {
          CHROMIUM_PATH: headlessShell,
          E2E_PORT: String(await freePort()),
          E2E_DATABASE_URL: classroomDatabase.url,
        },
      );
    } finally {
      classroomDatabase.stop();
    }
    const hardening = path.join(work, 'hardening.json');
    run('Security suite (SQLite and PostgreSQL)', 'node', ['scripts/test-hardening.mjs'], {
      HARDENING_REPORT: hardening,
    });
    countVitest(readJson(hardening));
    playwrightStep(
      'Deployment test (nginx, two nodes, PostgreSQL, Chromium)',
      'deploy',
      ['node', 'scripts/test-deploy.mjs'],
      { CHROMIUM_PATH: chromium },
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

for (const { title, error } of failures) console.error(`\n✘ ${title}\n${error}`);
if (steps.failed && totals.failed === 0)
  console.error('\nA step failed (see above) although no test did.');
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(steps.failed || totals.failed > 0 ? 1 : 0);
