import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * How often the thread copies the log into the database file: often enough that the checkpoint
 * SQLite still runs in the commit that takes the log past 1,000 pages finds almost nothing left
 * to copy (1,000 pages are under a tenth of a second of commits at 18,000 learners).
 */
export const CHECKPOINT_EVERY_MS = 10;

/**
 * How long the thread sleeps at most while nobody commits. Each wake-up costs this machine
 * 120–260 µs of CPU, most of it the wake-up itself (an empty timer's is 120–170 µs): every
 * 10 ms, an idle node spent 2.2–2.4 % of a core, against 0.15 % now (bench/CHANGELOG.md, s. 63).
 * Its pause doubles while nothing is committed, and falls back to `CHECKPOINT_EVERY_MS` at the
 * first commit it sees: a steady load commits within each 10 ms and keeps it there, and the
 * first commits after a quiet spell wait 160 ms at most for their copy.
 */
export const CHECKPOINT_IDLE_MS = 160;

// Run by the worker as CommonJS from this text: no file to ship beside the compiled code, and the
// same under the tests, which run the TypeScript sources.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
// Prepared at the first tick, where a failure is told (a file that is no database).
let checkpoint;
// Moves at each commit of another connection (the server's): nothing to copy while it holds
// and the last checkpoint copied the whole log.
let dataVersion;
let seen;
let copied = false;
let pause = workerData.every;
// A failure is told once, not a hundred times a second, until a checkpoint succeeds again.
let failing = false;
const tick = () => {
  try {
    if (!checkpoint) {
      checkpoint = db.prepare('pragma wal_checkpoint(PASSIVE)');
      dataVersion = db.prepare('pragma data_version').pluck();
    }
    const version = dataVersion.get();
    if (version === seen && copied) {
      pause = Math.min(pause * 2, workerData.idle);
    } else {
      seen = version;
      pause = workerData.every;
      const { busy, log, checkpointed } = checkpoint.get();
      // Busy, with -1 for both counts, while another connection checkpoints: nothing was copied.
      copied = busy === 0 && checkpointed >= log;
    }
    failing = false;
  } catch (error) {
    if (!failing) parentPort.postMessage(String(error && error.message));
    failing = true;
    copied = false;
  }
  timer = setTimeout(tick, pause);
};
let timer = setTimeout(tick, pause);
parentPort.on('message', () => {
  clearTimeout(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * SQLite's checkpoints, run by a thread of their own (issue #37). SQLite copies the log into the
 * database file in the commit that takes the log past 1,000 pages, and syncs both: on the
 * server's one connection, on the event loop, where it delayed every request behind it. Here a
 * worker thread with a connection of its own runs a passive checkpoint every
 * `CHECKPOINT_EVERY_MS` while the server commits, less often while it does not: it copies what
 * no reader still needs, waits for no one, and syncs on its own thread. The server's connection
 * keeps SQLite's automatic checkpoint, which then has almost nothing left to copy: only a
 * checkpoint that ends right after a commit, before the next one, lets the next commit start the
 * log over, and only the committing connection is sure to run one there. Without it a log under
 * steady writes grows without bound (checkpointer.test.ts).
 *
 * The last connection to close checkpoints what is left and removes the log: `stop` closes the
 * thread's first, so that the server's is the last.
 */
export function startCheckpointer(
  file: string,
  onError: (error: Error) => void,
): { stop: () => Promise<void> } {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { driver, file, every: CHECKPOINT_EVERY_MS, idle: CHECKPOINT_IDLE_MS },
  });
  worker.on('message', (message: string) => onError(new Error(`SQLite checkpoint: ${message}`)));
  worker.on('error', onError);
  // A command that forgets to close its database still ends. After the listeners: a message
  // listener added later holds the worker's port, and the process, open after the thread ends.
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.on('exit', () => resolve()));
  return {
    stop: () => {
      // Held by nothing else once the server has closed, the process would end before the
      // thread closes its connection, and the server's would not be the last.
      const alive = setInterval(() => {}, 1000);
      worker.postMessage('stop');
      return exited.finally(() => clearInterval(alive));
    },
  };
}
