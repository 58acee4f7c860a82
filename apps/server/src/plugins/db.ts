import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { listenForNotices, SESSION_CHANNEL } from '../db/change-notices.js';
import type { Engine } from '../db/dialect.js';
import { writeWatchOf } from '../db/write-watch.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbEngine: Engine;
  }
}

/**
 * Gives the routes the database that buildApp opened and prepared (db/first-start.ts), and
 * closes it last. On PostgreSQL, the node hears the changes other nodes make to the sessions
 * and content it keeps in memory (ADR 0023).
 */
export const dbPlugin = fp(
  async (
    app: FastifyInstance,
    { db, engine, url }: { db: Kysely<Database>; engine: Engine; url: string },
  ) => {
    app.decorate('db', db);
    app.decorate('dbEngine', engine);
    const watch = writeWatchOf(db);
    const stopListening =
      engine === 'postgres' && watch
        ? await listenForNotices(
            url,
            SESSION_CHANNEL,
            () => watch.heardElsewhere(),
            (error) => app.log.warn({ err: error }, 'session notices: connection lost'),
          )
        : undefined;
    app.addHook('onClose', async () => {
      await stopListening?.();
      await db.destroy();
    });
  },
);
