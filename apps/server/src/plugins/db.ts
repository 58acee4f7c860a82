import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { Engine } from '../db/dialect.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbEngine: Engine;
  }
}

/**
 * Gives the routes the database that buildApp opened and prepared (db/first-start.ts), and
 * closes it last.
 */
export const dbPlugin = fp(
  async (app: FastifyInstance, { db, engine }: { db: Kysely<Database>; engine: Engine }) => {
    app.decorate('db', db);
    app.decorate('dbEngine', engine);
    app.addHook('onClose', async () => db.destroy());
  },
);
