import type { RateLimitTable } from './rate-limit.table.js';

/** The database as Kysely sees it: one entry per table, snake_case as stored. */
export interface Database {
  rate_limit: RateLimitTable;
}
