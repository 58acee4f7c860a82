import { z } from 'zod/mini';

/** GET /api/health: liveness, the process answers (no database call: a restart would not help). */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/ready: readiness, the database answers and has run every migration of this code. */
export const readyResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  migrations: z.number(),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
