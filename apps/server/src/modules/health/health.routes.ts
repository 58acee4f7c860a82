import { healthResponseSchema } from '@prepacode/domain/contracts/health.contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AppError } from '../../plugins/errors.js';
import type { ZodTypeProvider } from '../../plugins/zod.js';

/** GET /api/health: for load balancers and the operator; answers 503 when the database does not. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { response: { 200: healthResponseSchema } } },
      async (request) => {
        try {
          await sql`select 1`.execute(app.db);
        } catch (error) {
          request.log.error({ err: error }, 'database ping failed');
          throw new AppError(
            503,
            'base_indisponible',
            'La base de données ne répond pas. Réessayez dans un instant.',
          );
        }
        return { status: 'ok' as const, database: app.dbEngine };
      },
    );
}
