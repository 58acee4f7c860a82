import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { listenForNotices, SESSION_CHANNEL } from '../db/change-notices.js';
import type { Engine } from '../db/dialect.js';
import { sqliteConnectionOf } from '../db/sqlite-direct.js';
import type { WalSync } from '../db/wal-sync.js';
import { writeWatchOf, type WriteWatch } from '../db/write-watch.js';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbEngine: Engine;
  }
}

/**
 * Gives the routes the database that buildApp opened and prepared (first-start.ts), and
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
            (payload) => heard(watch, payload),
            (error) => app.log.warn({ err: error }, 'session notices: connection lost'),
          )
        : undefined;
    const walSync = sqliteConnectionOf(db)?.walSync;
    if (walSync) answerOnceDurable(app, walSync);
    app.addHook('onClose', async () => {
      await stopListening?.();
      await db.destroy();
    });
  },
);

/**
 * On SQLite, no answer leaves while a commit is not yet on disk (ADR 0024): whatever it says may
 * rest on that commit, its own or another request's. The log is synced off the event loop, and
 * one sync serves every answer waiting for it; a request that comes when all is synced answers
 * at once. Waiting costs an answer time, not CPU.
 */
function answerOnceDurable(app: FastifyInstance, walSync: WalSync): void {
  // The answer for a failed sync comes through here too, and must not wait again.
  const failed = new WeakSet<FastifyRequest>();
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (walSync.isDurable || failed.has(request)) {
      done(null, payload);
      return;
    }
    walSync.durable().then(
      () => done(null, payload),
      (error: unknown) => {
        failed.add(request);
        app.log.error({ err: error }, 'sync of the SQLite log failed');
        done(
          new AppError(
            503,
            'ecriture_non_garantie',
            'L’enregistrement n’a pas pu être garanti. Réessayez dans un instant.',
          ),
        );
      },
    );
  });
}

/**
 * A notice names the row a deletion ended, `<table> <id>` (migration 2026-12-15T0900), or is
 * empty: anything of the watched tables may have changed.
 */
function heard(watch: WriteWatch, payload: string): void {
  const [table, id] = payload.split(' ');
  if (table && id) watch.heardEnded(table, id);
  else watch.heardElsewhere();
}
