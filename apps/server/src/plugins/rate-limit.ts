import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { AppError } from './errors.js';
import { incrementCounter } from './rate-limit.repository.js';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface StoreParams {
  timeWindow?: unknown;
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * Counters live in the database so every API node sees the same ones (architecture brief,
 * "One process by default").
 */
export function databaseStore(db: Kysely<Database>) {
  return class DatabaseStore implements FastifyRateLimitStore {
    readonly windowMs: number;

    // The plugin passes its merged options (with the route's window); children add a prefix.
    constructor(
      options: object,
      readonly prefix = 'global',
    ) {
      const params: StoreParams = options;
      this.windowMs = typeof params.timeWindow === 'number' ? params.timeWindow : 60_000;
    }

    incr(key: string, callback: IncrCallback): void {
      const now = Date.now();
      incrementCounter(db, `${this.prefix}:${key}`, this.windowMs, now).then(
        ({ hits, resetAt }) => callback(null, { current: hits, ttl: Math.max(0, resetAt - now) }),
        (error: Error) => callback(error),
      );
    }

    // Typed as route options, but at run time the plugin passes its merged parameters
    // (timeWindow, groupId, routeInfo): read only those.
    child(routeOptions: object): DatabaseStore {
      const params: StoreParams = routeOptions;
      const route = params.routeInfo?.url
        ? `${String(params.routeInfo.method)} ${params.routeInfo.url}`
        : undefined;
      return new DatabaseStore(params, params.groupId ?? route ?? 'global');
    }
  };
}

/**
 * Rate limits are opt-in per route (`config.rateLimit`) and on the not-found handler: sign-on,
 * mail and sign-up routes are the ones worth an extra write per request (ADR 0006).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  await app.register(rateLimit, {
    global: false,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    store: databaseStore(app.db),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(
        429,
        'trop_de_requetes',
        `Trop de requêtes : réessayez dans ${seconds} s.`,
      );
    },
  });
});
