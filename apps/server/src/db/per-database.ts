import type { Kysely } from 'kysely';
import type { Database } from './database.js';

/**
 * One value per open database, made on first use and dropped with it: what a process keeps in
 * memory about a database (caches, the commit queue) must not leak into another one, as tests
 * open many in one process.
 */
export function perDatabase<T>(make: (db: Kysely<Database>) => T): (db: Kysely<Database>) => T {
  const values = new WeakMap<Kysely<Database>, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = make(db);
      values.set(db, value);
    }
    return value;
  };
}
