import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.js';
import { poolOf } from '../db/dialect.js';
import { AppError } from './errors.js';

export const METRICS_PATH = '/api/metrics';

/** The label of requests that matched no route: SPA pages served by the fallback and 404s. */
export const UNMATCHED_ROUTE = 'not_found';

const VERBOSE = new Set(['trace', 'debug', 'info']);

const sha256 = (text: string) => createHash('sha256').update(text).digest();

const refused = () =>
  new AppError(401, 'jeton_metriques_invalide', 'Jeton d’accès aux métriques absent ou invalide.');

/** The request, method, route pattern (never the raw address: bounded labels) and status. */
function requestMetrics(registry: Registry) {
  const labelNames = ['method', 'route', 'status_code'] as const;
  const count = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status',
    labelNames,
    // From a cached read (a few ms) to a slow report export.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return (request: FastifyRequest, statusCode: number, seconds: number) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(statusCode),
    };
    count.inc(labels);
    duration.observe(labels, seconds);
  };
}

/** The engine, and for PostgreSQL the pool's connections, read at each scrape. */
function databaseMetrics(app: FastifyInstance, registry: Registry): void {
  new Gauge({
    name: 'db_info',
    help: 'The database engine in use (always 1)',
    labelNames: ['engine'],
    registers: [registry],
  }).set({ engine: app.dbEngine }, 1);
  // SQLite has one connection in the process and no pool: no pool gauges rather than zeros.
  const pool = poolOf(app.db);
  if (!pool) return;
  const poolGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  poolGauge('db_pool_connections', 'PostgreSQL pool connections open', () => pool.totalCount);
  poolGauge('db_pool_idle_connections', 'PostgreSQL pool connections idle', () => pool.idleCount);
  poolGauge(
    'db_pool_waiting_clients',
    'Transactions, or queries past stalled shared connections, waiting for a PostgreSQL connection',
    () => pool.waitingCount,
  );
  poolGauge('db_pool_max_connections', 'PostgreSQL pool size limit', () => pool.maxCount);
}

/**
 * Prometheus metrics (issue #20, point 5) at GET /api/metrics, for an operator's scraper with
 * `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN nothing is collected and the
 * address is an unknown one (404). One registry per app: the tests build many apps in one
 * process, and prom-client's global one would refuse the second app's metrics.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const token = config.METRICS_TOKEN;
  if (!token) return;
  const digest = sha256(token);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const record = requestMetrics(registry);
  databaseMetrics(app, registry);

  // A callback, not an async hook: no promise per request on the hot routes.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.routeOptions.url !== METRICS_PATH) {
      record(request, reply.statusCode, reply.elapsedTime / 1000);
    }
    done();
  });

  app.get(
    METRICS_PATH,
    // A scrape every few seconds would flood the request log: refusals are logged as warnings.
    // Never more verbose than the server (LOG_LEVEL=silent stays silent).
    { logLevel: VERBOSE.has(config.LOG_LEVEL) ? 'warn' : config.LOG_LEVEL },
    async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      // Digests of equal length, so the comparison takes the same time whatever was sent.
      if (!given || !timingSafeEqual(sha256(given), digest)) {
        request.log.warn({ ip: request.ip }, 'metrics scrape refused: missing or wrong token');
        void reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw refused();
      }
      const body = await registry.metrics();
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
});
