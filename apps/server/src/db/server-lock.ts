import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sqliteFile } from '../config.js';
import { engineOf } from './dialect.js';

// A SQLite file must not be replaced under a server that has it open: its connections would go
// on writing into the old file's log (issue #20, point 7). The server and `admin restore` each
// hold `<database file>.server.lock`, holding their pid, while they use the file; a lock whose
// process has died (a crash, a kill -9) is stale and does not count.

export const lockFileOf = (databaseFile: string) => `${databaseFile}.server.lock`;

/** The SQLite file of a DATABASE_URL, or null when there is none to lock (PostgreSQL, memory). */
export function lockableFile(databaseUrl: string): string | null {
  if (engineOf(databaseUrl) !== 'sqlite') return null;
  const file = sqliteFile(databaseUrl);
  return file === ':memory:' ? null : file;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the service's).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of the live process holding the database file's lock, if any. */
function lockHolder(databaseFile: string): number | null {
  let text: string;
  try {
    text = readFileSync(lockFileOf(databaseFile), 'utf8');
  } catch {
    return null;
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

export class LockedError extends Error {
  constructor(
    readonly databaseFile: string,
    readonly pid: number,
  ) {
    super(
      `Le processus ${pid} (un serveur, ou une restauration) utilise déjà ${databaseFile}\u202f: arrêtez-le d’abord. S’il ne tourne plus, supprimez ${lockFileOf(databaseFile)}.`,
    );
  }
}

/**
 * Takes the database file's lock for this process, throwing a LockedError when a live process
 * holds it; answers the release, also run when the process exits. Nothing to lock: a no-op.
 */
export function takeLock(databaseUrl: string): () => void {
  const file = lockableFile(databaseUrl);
  if (!file) return () => {};
  const holder = lockHolder(file);
  if (holder !== null) throw new LockedError(file, holder);
  const lock = lockFileOf(file);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(lock, `${process.pid}\n`);
  const release = () => {
    process.off('exit', release);
    try {
      // Another process may have taken a lock we thought stale; its lock stays.
      if (Number(readFileSync(lock, 'utf8').trim()) === process.pid) unlinkSync(lock);
    } catch {
      // Already gone.
    }
  };
  process.on('exit', release);
  return release;
}
