/**
 * Whether a write failed on a unique index or key, on either engine: the loser of a race on a
 * create-if-absent (issue #21), which then reads what the winner wrote. `index` narrows it to one
 * index or constraint by name (PostgreSQL names it; SQLite names its columns, so pass those too).
 */
export function isUniqueViolation(error: unknown, index?: { name: string; columns: string }) {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
  };
  // PostgreSQL: SQLSTATE 23505, with the constraint's or index's name.
  if (code === '23505') return !index || constraint === index.name;
  // better-sqlite3: « UNIQUE constraint failed: attempts.inscription_id, attempts.slug ».
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return !index || (typeof message === 'string' && message.endsWith(`: ${index.columns}`));
  }
  return false;
}

/** The one account per e-mail address (users.email, unique since the first migration). */
export const USERS_EMAIL = { name: 'users_email_key', columns: 'users.email' };

/** Whether a driver's error carries this code (PostgreSQL's SQLSTATE). */
const hasCode = (error: unknown, code: string): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/**
 * Whether PostgreSQL gave up a transaction to break a deadlock (SQLSTATE 40P01): two writers of
 * one learner took the same rows in two orders. Nothing of it was written: it is run again.
 * SQLite's one writer cannot deadlock.
 */
export const isDeadlock = (error: unknown): boolean => hasCode(error, '40P01');

/**
 * Whether PostgreSQL gave up waiting for a lock past the transaction's `lock_timeout` (SQLSTATE
 * 55P03): a background writer that gives way to the learners' own (memory.repository.ts).
 */
export const isLockTimeout = (error: unknown): boolean => hasCode(error, '55P03');
