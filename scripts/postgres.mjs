// @ts-check
// A throwaway PostgreSQL cluster for the test suite: created under a temporary folder, owned by
// an unprivileged user (the server refuses to run as root), listening on a free loopback port,
// removed afterwards. Debian's `postgresql` package provides the binaries.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function findPostgresBin() {
  const candidates = [];
  if (existsSync('/usr/lib/postgresql')) {
    for (const version of readdirSync('/usr/lib/postgresql').sort(
      (a, b) => Number(b) - Number(a),
    )) {
      candidates.push(path.join('/usr/lib/postgresql', version, 'bin'));
    }
  }
  for (const dir of (process.env.PATH ?? '').split(':')) candidates.push(dir);
  return candidates.find(
    (dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  );
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

function idOf(user) {
  const result = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : undefined;
}

/**
 * A throwaway cluster. Tests skip durability, which costs minutes and protects nothing there;
 * `durable` keeps PostgreSQL's own defaults (fsync, synchronous commits), as the benchmarks
 * measure what production pays.
 */
export async function startPostgres({ durable = false } = {}) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found');
  const folder = mkdtempSync(path.join(tmpdir(), 'prepacode-pg-'));
  const data = path.join(folder, 'data');
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? (idOf('postgres') !== undefined ? 'postgres' : 'nobody') : undefined;
  if (user) {
    const uid = /** @type {number} */ (idOf(user));
    chownSync(folder, uid, Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim()));
  }
  const run = (command, args) => {
    const full = [path.join(bin, command), ...args];
    const [file, ...rest] = user ? ['runuser', '-u', user, '--', ...full] : full;
    const result = spawnSync(file, rest, { encoding: 'utf8', cwd: folder });
    if (result.status !== 0)
      throw new Error(`${command} failed:\n${result.stdout}\n${result.stderr}`);
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'prepacode', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  const options = [
    `-k ${folder}`,
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    // Durability is pointless for a cluster deleted after the run, and costs minutes.
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    '-c max_connections=200',
  ].join(' ');
  run('pg_ctl', ['-D', data, '-l', path.join(folder, 'server.log'), '-o', options, '-w', 'start']);
  let stopped = false;
  return {
    url: `postgres://prepacode@127.0.0.1:${port}/postgres`,
    /** The same database through the cluster's Unix socket, as a node on its machine reaches it. */
    socketUrl: `postgres://prepacode@/postgres?host=${folder}&port=${port}`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
