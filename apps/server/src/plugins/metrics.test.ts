import { describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { ConfigError, loadConfig } from '../config.js';
import { createTestDatabase, testEngines } from '../../test/helpers/databases.js';
import { TEST_ENV, useTestApp } from '../../test/helpers/test-app.js';
import { METRICS_PATH } from './metrics.js';
import { readError } from '../../test/helpers/read-json.js';

const TOKEN = 'un-jeton-de-supervision-assez-long-0123456789';

const scrape = (app: App, authorization?: string) =>
  app.inject({
    method: 'GET',
    url: METRICS_PATH,
    headers: authorization ? { authorization } : {},
  });

/** The value of one sample line, e.g. `http_requests_total{…}`, or undefined when absent. */
function sample(body: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  const line = body
    .split('\n')
    .find((text) => text.startsWith(`${name}{`) && wanted.every((part) => text.includes(part)));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe.each(testEngines())('Prometheus metrics on %s', (engine) => {
  const off = useTestApp(engine);
  const on = useTestApp(engine, { METRICS_TOKEN: TOKEN });

  it('are off, an unknown address, without METRICS_TOKEN', async () => {
    const response = await scrape(off.app, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(404);
    expect(readError(response).code).toBe('introuvable');
  });

  it('refuse a scraper without the token, in French', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer ', TOKEN]) {
      const response = await scrape(on.app, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toEqual({
        error: {
          code: 'jeton_metriques_invalide',
          message: 'Jeton d’accès aux métriques absent ou invalide.',
        },
      });
    }
  });

  it('count and time requests by route pattern, with the process and database', async () => {
    const { app } = on;
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/health' });
    // Two learners' series are one route: the raw address would make a label per series.
    await app.inject({ method: 'GET', url: '/api/serie/details/12' });
    await app.inject({ method: 'GET', url: '/api/serie/details/13' });
    await app.inject({
      method: 'GET',
      url: '/api/nulle-part',
      headers: { accept: 'application/json' },
    });

    const response = await scrape(app, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body;
    const health = { method: 'GET', route: '/api/health', status_code: '200' };
    expect(sample(body, 'http_requests_total', health)).toBe(2);
    expect(sample(body, 'http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(2);
    expect(sample(body, 'http_requests_total', { route: '/api/serie/details/:id' })).toBe(2);
    expect(body).not.toContain('/api/serie/details/12');
    expect(sample(body, 'http_requests_total', { route: 'not_found', status_code: '404' })).toBe(1);
    expect(body).not.toContain('nulle-part');
    // The scrapes themselves are not requests of the app.
    expect(body).not.toContain(`route="${METRICS_PATH}"`);
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(body).toMatch(/^process_resident_memory_bytes \d/m);
    expect(sample(body, 'db_info', { engine })).toBe(1);
    if (engine === 'postgres') {
      expect(body).toMatch(/^db_pool_connections [1-9]/m);
      expect(body).toMatch(/^db_pool_idle_connections \d/m);
      expect(body).toMatch(/^db_pool_waiting_clients 0$/m);
      expect(body).toMatch(/^db_pool_max_connections 12$/m);
    } else {
      // One connection in the process, no pool: no pool figures that would mislead.
      expect(body).not.toContain('db_pool_');
    }
  });

  it('belong to each app: a second one in the process counts its own requests', async () => {
    const database = await createTestDatabase(engine);
    const other = await buildApp(
      loadConfig({ ...TEST_ENV, DATABASE_URL: database.url, METRICS_TOKEN: `${TOKEN}-2` }),
    );
    try {
      await other.inject({ method: 'GET', url: '/api/ready' });
      const body = (await scrape(other, `Bearer ${TOKEN}-2`)).body;
      expect(sample(body, 'http_requests_total', { route: '/api/ready' })).toBe(1);
      expect(sample(body, 'http_requests_total', { route: '/api/health' })).toBeUndefined();
      expect(body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
      // Each app takes its own token only.
      expect((await scrape(other, `Bearer ${TOKEN}`)).statusCode).toBe(401);
      const first = (await scrape(on.app, `Bearer ${TOKEN}`)).body;
      expect(sample(first, 'http_requests_total', { route: '/api/ready' })).toBeUndefined();
    } finally {
      await other.close();
      await database.drop();
    }
  });
});

describe('METRICS_TOKEN', () => {
  it('is a secret of 32 characters at least, or the start stops and says so in French', () => {
    for (const token of ['court', `${TOKEN} avec des espaces`]) {
      let thrown: unknown;
      try {
        loadConfig({ ...TEST_ENV, METRICS_TOKEN: token });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ConfigError);
      expect((thrown as ConfigError).problems).toEqual([
        'METRICS_TOKEN: 32 à 200 caractères parmi A-Z a-z 0-9 _ . ~ + / = -',
      ]);
    }
    expect(loadConfig({ ...TEST_ENV, METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
  });
});
