import {
  healthResponseSchema,
  readyResponseSchema,
} from '@prepacode/domain/contracts/health.contract';
import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../../db/migrate.js';
import { migrations } from '../../db/migrations/index.js';
import { AppError } from '../../plugins/errors.js';
import type { ZodTypeProvider } from '../../plugins/zod.js';
import { pingDatabase } from './health.repository.js';

/**
 * GET /api/health, liveness: the process answers (restart it when not). GET /api/ready,
 * readiness: its database answers and has every migration, so a load balancer sends it
 * traffic (issue #20, point 5). Both answer in French when not.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/health', { schema: { response: { 200: healthResponseSchema } } }, () => ({
    status: 'ok' as const,
    database: app.dbEngine,
  }));
  routes.get(
    '/api/ready',
    { schema: { response: { 200: readyResponseSchema } } },
    async (request) => {
      let pending: string[];
      try {
        await pingDatabase(app.db);
        pending = await pendingMigrations(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        throw new AppError(
          503,
          'base_indisponible',
          'La base de données ne répond pas. Réessayez dans un instant.',
        );
      }
      if (pending.length > 0) {
        throw new AppError(
          503,
          'migrations_en_attente',
          `La base n’a pas encore les dernières migrations (${pending.join(', ')})\u202f: lancez npm run db:migrate ou redémarrez le serveur.`,
        );
      }
      return {
        status: 'ok' as const,
        database: app.dbEngine,
        migrations: Object.keys(migrations).length,
      };
    },
  );
}
