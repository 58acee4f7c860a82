import { AppError } from '../../plugins/errors.js';

/**
 * How much password hashing may run at once (issue #21.3). scrypt at OWASP's cost takes 128 MiB
 * and a thread of libuv's pool (4 threads by default) for a few hundred milliseconds; the same
 * pool reads the files the server sends. Unbounded, a burst of sign-ins fills the pool and
 * memory, and every page, bundle and media waits behind it. So at most `running` hashes run,
 * `waiting` more wait their turn, and past that a request is refused at once with a French
 * 503 and a Retry-After: the pool always keeps threads for the files.
 * One bound for the process, as the pool and the memory are the process's.
 */
export interface HashLimits {
  running: number;
  waiting: number;
}

let limits: HashLimits = { running: 2, waiting: 32 };
let running = 0;
const queue: (() => void)[] = [];
// A running estimate of one hash's duration, for the Retry-After of a refusal.
let averageMs = 300;

export function setHashLimits(next: HashLimits): void {
  limits = next;
}

/** The French refusal when the queue is full; its Retry-After says when a slot should be free. */
export function serverBusy(): AppError & { headers: Record<string, string> } {
  const rounds = Math.ceil((queue.length + running) / Math.max(1, limits.running));
  const seconds = Math.max(1, Math.ceil((rounds * averageMs) / 1000));
  return Object.assign(
    new AppError(
      503,
      'serveur_occupe',
      'Trop de connexions en même temps\u202f: réessayez dans quelques secondes.',
    ),
    { headers: { 'retry-after': String(seconds) } },
  );
}

export function isServerBusy(error: unknown): error is ReturnType<typeof serverBusy> {
  return error instanceof AppError && error.code === 'serveur_occupe';
}

/** Runs `work` when a slot is free; throws `serverBusy()` at once when the queue is full. */
export async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < limits.running) running += 1;
  else if (queue.length < limits.waiting) await new Promise<void>((go) => queue.push(go));
  else throw serverBusy();
  const started = Date.now();
  try {
    return await work();
  } finally {
    averageMs = 0.8 * averageMs + 0.2 * (Date.now() - started);
    // The slot passes straight to the next in line, so `running` never overshoots.
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  }
}
