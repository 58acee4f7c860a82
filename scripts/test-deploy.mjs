// @ts-check
// `npm run test:deploy` (issue #20, point 3): the production shape end to end. Debian's nginx
// ends TLS with a certificate made here for three host names (app, api, connexion), and proxies
// to two server nodes sharing one throwaway PostgreSQL; Chromium reaches the hosts through
// `--host-resolver-rules` (e2e/deploy/). Ends with one line: `N passed, N failed`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitIfMissing } from './debian-packages.mjs';
import { findPostgresBin, startPostgres } from './postgres.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const nginxBin = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');
const HOSTS = {
  app: 'app.prepacode.test',
  api: 'api.prepacode.test',
  central: 'connexion.prepacode.test',
};

exitIfMissing('the deployment test', {
  chromium: existsSync(chromium),
  nginx: existsSync(nginxBin),
  openssl: spawnSync('openssl', ['version']).status === 0,
  postgresql: Boolean(findPostgresBin()),
});
if (!existsSync(serverEntry)) {
  console.error('No build: run `npm run build` first (`npm run test:deploy` does).');
  process.exit(1);
}

const started = Date.now();
const work = mkdtempSync(path.join(tmpdir(), 'prepacode-deploy-'));
const children = [];
let postgres;

/** nginx and the nodes first (each given 10 s to finish), then PostgreSQL, then the folder. */
async function stopAll() {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  children.length = 0;
  await Promise.all(
    running.map(
      (child) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => resolve(clearTimeout(timer)));
          child.kill('SIGTERM');
        }),
    ),
  );
  postgres?.stop();
  postgres = undefined;
  rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void stopAll().then(() => process.exit(130)));
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** A child whose output goes to a log file in the work folder, shown if the run fails. */
function startChild(name, command, args, env = {}) {
  const log = path.join(work, `${name}.log`);
  writeFileSync(log, '');
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const append = (chunk) => writeFileSync(log, chunk, { flag: 'a' });
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const logged = Object.assign(child, { logFile: log });
  children.push(logged);
  return logged;
}

/** GET over HTTPS to 127.0.0.1 as `host`, the certificate checked against ours for that name. */
function httpsGet(host, port, pathname, ca) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        servername: host,
        ca,
        headers: { host: `${host}:${port}` },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function waitFor(what, child, check, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} stopped (see ${child.logFile})`);
    try {
      if (await check()) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${what} not ready after ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const nodeReady = (port) => async () =>
  (await fetch(`http://127.0.0.1:${port}/api/ready`)).status === 200;

function fill(template, values) {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key) => {
    if (values[key] === undefined) throw new Error(`no value for {{${key}}}`);
    return String(values[key]);
  });
}

/** The end of each child's log, to see why a run failed. */
function showLogs() {
  for (const child of children) {
    console.error(`\n--- ${child.logFile}\n${readFileSync(child.logFile, 'utf8').slice(-4000)}`);
  }
}

let status = 1;
let stats;
try {
  const certificate = path.join(work, 'prepacode.pem');
  const certificateKey = path.join(work, 'prepacode.key');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ...['-keyout', certificateKey, '-out', certificate, '-subj', `/CN=${HOSTS.app}`],
      ...[
        '-addext',
        `subjectAltName=${Object.values(HOSTS)
          .map((host) => `DNS:${host}`)
          .join(',')}`,
      ],
    ],
    { stdio: 'ignore' },
  );

  const [tlsPort, nodeA, nodeB] = [await freePort(), await freePort(), await freePort()];
  const origin = (host) => `https://${host}:${tlsPort}`;
  const central = `${origin(HOSTS.central)}/central/login`;
  postgres = await startPostgres();
  const nodeEnv = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    // By its socket, as docs/operations.md tells an operator to reach a cluster on the nodes' machine.
    DATABASE_URL: postgres.socketUrl,
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
    TRUST_PROXY: '1',
    PUBLIC_URL: origin(HOSTS.central),
    APP_ORIGINS: origin(HOSTS.app),
    OUTBOX_DIR: path.join(work, 'outbox'),
    ENVIRONMENTS: JSON.stringify([
      {
        name: 'application',
        domain: HOSTS.app,
        backend: origin(HOSTS.api),
        service: origin(HOSTS.app),
        login: central,
        loginError: `${central}?error=true`,
      },
    ]),
  };
  // One node after the other: the first migrates and seeds the empty database.
  const pids = [];
  for (const [name, port] of [
    ['node-a', nodeA],
    ['node-b', nodeB],
  ]) {
    const node = startChild(name, process.execPath, [serverEntry], {
      ...nodeEnv,
      PORT: String(port),
    });
    await waitFor(name, node, nodeReady(port), 120);
    pids.push(node.pid);
  }

  writeFileSync(
    path.join(work, 'prepacode.conf'),
    fill(readFileSync(path.join(repoRoot, 'scripts/deploy/prepacode.nginx.conf'), 'utf8'), {
      NODE_A_PORT: nodeA,
      NODE_B_PORT: nodeB,
      TLS_PORT: tlsPort,
      APP_HOST: HOSTS.app,
      API_HOST: HOSTS.api,
      CENTRAL_HOST: HOSTS.central,
      CERTIFICATE: certificate,
      CERTIFICATE_KEY: certificateKey,
    }),
  );
  // What Debian's /etc/nginx/nginx.conf brings around a site, with every path in the work
  // folder so nginx runs without touching the system's; as root, its workers stay root so
  // they can use that folder.
  writeFileSync(
    path.join(work, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${work}/nginx.pid;`,
      `error_log ${work}/nginx-error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      // Which node answered each call: the spec checks that both did.
      "  log_format upstreams '$host $upstream_addr $status';",
      `  access_log ${work}/nginx-access.log upstreams;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${work}/${kind}-temp;`,
      ),
      `  include ${work}/prepacode.conf;`,
      '}',
    ].join('\n'),
  );
  const nginx = startChild('nginx', nginxBin, [
    ...['-p', work, '-c', path.join(work, 'nginx.conf'), '-e', path.join(work, 'nginx-error.log')],
    ...['-g', 'daemon off;'],
  ]);
  const ca = readFileSync(certificate);
  for (const host of Object.values(HOSTS)) {
    await waitFor(
      'nginx',
      nginx,
      async () => (await httpsGet(host, tlsPort, '/api/ready', ca)) === 200,
    );
  }

  // `npm test` reads the report to count this step's tests in its totals.
  const report = process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? path.join(work, 'playwright.json');
  const playwright = spawnSync(
    'npx',
    ['playwright', 'test', '-c', 'e2e/deploy/playwright.config.ts', '--reporter=list,json'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: {
        ...process.env,
        PLAYWRIGHT_JSON_OUTPUT_FILE: report,
        CHROMIUM_PATH: chromium,
        DEPLOY_APP_ORIGIN: origin(HOSTS.app),
        DEPLOY_API_ORIGIN: origin(HOSTS.api),
        DEPLOY_CENTRAL_ORIGIN: origin(HOSTS.central),
        DEPLOY_NODE_PORTS: `${nodeA},${nodeB}`,
        // The classroom's failover test kills one.
        DEPLOY_NODE_PIDS: pids.join(','),
        DEPLOY_NGINX_LOG: path.join(work, 'nginx-access.log'),
      },
    },
  );
  status = playwright.status ?? 1;
  try {
    stats = JSON.parse(readFileSync(report, 'utf8')).stats;
  } catch {
    stats = undefined;
  }
  if (status !== 0) showLogs();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  showLogs();
} finally {
  await stopAll();
}

const passed = stats ? stats.expected + stats.flaky : 0;
const failed = stats ? stats.unexpected : 1;
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\nDeployment test (nginx, two nodes, PostgreSQL) in ${seconds} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(status === 0 && failed === 0 ? 0 : 1);
