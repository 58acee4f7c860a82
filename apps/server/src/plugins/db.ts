import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { createDatabase, engineOf, type Engine } from '../db/dialect.js';
import { migrateToLatest } from '../db/migrate.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbEngine: Engine;
  }
}

/** Opens the database, brings its schema up to date before any route runs, closes it last. */
export const dbPlugin = fp(
  async (app: FastifyInstance, { databaseUrl }: { databaseUrl: string }) => {
    const db = createDatabase(databaseUrl);
    try {
      await migrateToLatest(db);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.decorate('dbEngine', engineOf(databaseUrl));
    app.addHook('onClose', async () => db.destroy());
  },
);
