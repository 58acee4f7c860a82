import type pg from 'pg';

/**
 * The SQL of the queries built once by `prepared` (prepared.ts), each with a name. On
 * PostgreSQL a statement sent without a name is parsed and planned again at every run, on the
 * same two cores as the node in the benchmark; named, each connection parses it once and keeps
 * it. Only these: a text built per call (a list of values of any length) would fill every
 * connection with statements run once.
 */
const names = new Map<string, string>();

export function nameStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `prepacode_${names.size + 1}`);
}

/** Sends the named statements by their name on each connection the pool opens. */
export function withNamedStatements(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // Kysely's driver calls `query(text, values)`; pg takes the name in a config object.
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (
      ...args: unknown[]
    ) => {
      const [text, values] = args;
      const name = typeof text === 'string' ? names.get(text) : undefined;
      return name ? query({ name, text, values }) : query(...args);
    };
  });
  return pool;
}
