import type { Database as SQLiteDatabase } from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the thread copies the log into the database file. */
export const CHECKPOINT_EVERY_MS = 100;

/** SQLite's own threshold, in pages of the log, which the connection takes back if need be. */
const AUTOCHECKPOINT_PAGES = 1000;

// Run by the worker as CommonJS from this text: no file to ship beside the compiled code, and the
// same under the tests, which run the TypeScript sources.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage(String(error && error.message));
  }
};
const timer = setInterval(checkpoint, workerData.every);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * SQLite's checkpoints, run by a thread of their own (issue #37). By default the commit that
 * takes the log past 1,000 pages copies the log into the database file and syncs both, inside
 * the commit: on the server's one connection, on the event loop, where it delayed every request
 * behind it. Here a worker thread with a connection of its own runs a passive checkpoint every
 * `CHECKPOINT_EVERY_MS`: it copies what no reader still needs and waits for no one, and the next
 * commit after a complete one starts the log over. `sqlite` runs without automatic checkpoints
 * while the thread lives, and takes them back if it stops: the log never grows without bound.
 *
 * The last connection to close checkpoints what is left and removes the log: `stop` closes the
 * thread's first, so that the server's is the last.
 */
export function startCheckpointer(
  sqlite: SQLiteDatabase,
  file: string,
  onError: (error: Error) => void,
): { stop: () => Promise<void> } {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { driver, file, every: CHECKPOINT_EVERY_MS },
  });
  // A command that forgets to close its database still ends.
  worker.unref();
  sqlite.pragma('wal_autocheckpoint = 0');
  worker.on('message', (message: string) => onError(new Error(`SQLite checkpoint: ${message}`)));
  worker.on('error', onError);
  const exited = new Promise<void>((resolve) => {
    worker.on('exit', () => {
      if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
      resolve();
    });
  });
  return {
    stop: () => {
      worker.postMessage('stop');
      return exited;
    },
  };
}
