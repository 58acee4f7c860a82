import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { deleteExpiredCounters } from '../../plugins/rate-limit.repository.js';
import { deleteExpiredSessions } from './sessions.repository.js';
import { deleteExpiredPartnerTokens } from './partner-tokens.repository.js';
import { deleteExpiredTickets } from './tickets.repository.js';

const EVERY_MS = 60_000;

/**
 * Deletes what has expired (rate-limit windows, tickets, sessions, used partner tokens), so
 * tables keep the size of what is live. Every node may run it: the deletes are idempotent.
 */
export async function deleteExpired(
  db: Kysely<Database>,
  settings: Pick<Config, 'SESSION_IDLE_MINUTES'>,
  now = Date.now(),
): Promise<void> {
  await deleteExpiredCounters(db, now);
  await deleteExpiredTickets(db, now);
  await deleteExpiredSessions(db, now, now - settings.SESSION_IDLE_MINUTES * 60_000);
  await deleteExpiredPartnerTokens(db, now);
}

export const housekeepingPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const timer = setInterval(() => {
      deleteExpired(app.db, config).catch((error: unknown) =>
        app.log.warn({ err: error }, 'housekeeping failed'),
      );
    }, EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
);
