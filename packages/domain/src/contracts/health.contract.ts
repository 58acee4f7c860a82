import { z } from 'zod/mini';

/** GET /api/health: the server answers and its database answers a query. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
