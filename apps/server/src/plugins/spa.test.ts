import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { runtimeConfigSchema, type RuntimeConfig } from '@prepacode/domain/environments';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers/test-app.js';
import { readError } from '../../test/helpers/read-json.js';

const webDist = mkdtempSync(path.join(tmpdir(), 'prepacode-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Prépacode</title></head><body></body></html>',
);
writeFileSync(path.join(webDist, 'central.html'), '<!doctype html><head></head>');
// A stand-in for the build's manifest (apps/web/vite.config.ts): the two entries, and pages that
// share a chunk with each other, one with the app's entry and one with the central page's.
mkdirSync(path.join(webDist, '.vite'));
writeFileSync(
  path.join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': {
      file: 'assets/app-1.js',
      isEntry: true,
      imports: ['_client.js'],
      css: ['assets/app-1.css'],
    },
    '_client.js': { file: 'assets/client-1.js' },
    'central.html': { file: 'assets/central-1.js', isEntry: true, imports: ['_button.js'] },
    '_button.js': { file: 'assets/button-1.js' },
    '_shared.js': {
      file: 'assets/shared-1.js',
      imports: ['_client.js'],
      css: ['assets/shared-1.css'],
    },
    'src/app/routes/connected-layout.tsx': {
      file: 'assets/layout-1.js',
      imports: ['_shared.js', 'index.html'],
    },
    'src/app/routes/dashboard.tsx': {
      file: 'assets/dashboard-1.js',
      imports: ['_shared.js'],
      css: ['assets/dashboard-1.css', 'assets/app-1.css'],
    },
    'src/app/routes/player.tsx': {
      file: 'assets/player-1.js',
      imports: ['_shared.js', '_client.js', '_button.js'],
    },
  }),
);
// The route modules of each first load, as the web build writes them (apps/web/first-loads.ts).
writeFileSync(
  path.join(webDist, '.vite', 'first-loads.json'),
  JSON.stringify({
    dashboard: ['src/app/routes/connected-layout.tsx', 'src/app/routes/dashboard.tsx'],
    welcome: ['src/app/routes/connected-layout.tsx', 'src/app/routes/welcome.tsx'],
    player: ['src/app/routes/player.tsx'],
  }),
);
writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
// Stand-ins for the build's compressed copies (apps/web/precompress.ts).
writeFileSync(path.join(webDist, 'assets', 'main-abc123.js.br'), 'brotli');
writeFileSync(path.join(webDist, 'assets', 'main-abc123.js.gz'), 'gzip');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

function configurationOf(html: string): RuntimeConfig {
  const match = /<script id="configuration" type="application\/json">(.*?)<\/script>/.exec(html);
  return runtimeConfigSchema.parse(JSON.parse(match?.[1] ?? 'null'));
}

describe('serving the SPA', () => {
  const context = useTestApp('sqlite', { WEB_DIST: webDist, TAG_MANAGER_ID: 'GTM-TEST123' });
  const page = (url: string) =>
    context.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('answers a client route with index.html, never cached', async () => {
    for (const url of ['/', '/dashboard', '/home/prepacode/login?error=true']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Prépacode</title>');
    }
  });

  it('names the first API calls of a connected page, so they load with the JavaScript', async () => {
    const preloads = async (url: string) =>
      [
        ...(await page(url)).body.matchAll(/<link rel="preload" as="fetch"[^>]*href="([^"]+)">/g),
      ].map((match) => match[1]);
    const profile = '/api/front/utilisateur';
    expect(await preloads('/dashboard')).toEqual([profile, '/api/front/themes']);
    expect(await preloads('/history?page=2')).toEqual([profile, '/api/front/themes']);
    expect(await preloads('/player/12')).toEqual([profile]);
    expect(await preloads('/guides/bien-s-entrainer')).toEqual([profile]);
    for (const url of ['/', '/home', '/home/prepacode/login', '/cgu', '/player/abc', '/vagnon']) {
      expect(await preloads(url), url).toEqual([]);
    }
  });

  it('preloads those calls from the backend of the deployment the page is served for', async () => {
    const preloads = async (host: string) => {
      const answer = await context.app.inject({
        method: 'GET',
        url: '/player/12',
        headers: { accept: 'text/html', host },
      });
      return [...answer.body.matchAll(/<link rel="preload" as="fetch"[^>]*href="([^"]+)">/g)].map(
        (match) => match[1],
      );
    };
    // The default list's main deployment (spec §1) calls https://api.prepacode.fr.
    expect(await preloads('app.prepacode.fr')).toEqual([
      'https://api.prepacode.fr/api/front/utilisateur',
    ]);
    expect(await preloads('app.prepacode.fr:8443')).toEqual([
      'https://api.prepacode.fr/api/front/utilisateur',
    ]);
    // A host of no deployment is its own backend.
    expect(await preloads('ecole.exemple.fr')).toEqual(['/api/front/utilisateur']);
  });

  it('names the route modules of a connected page and their styles, less what the entry loads', async () => {
    const links = async (url: string) =>
      [
        ...(await page(url)).body.matchAll(
          /<link rel="(modulepreload|stylesheet)"[^>]*href="([^"]+)">/g,
        ),
      ].map((match) => `${match[1]} ${match[2]}`);
    expect(await links('/dashboard')).toEqual([
      'modulepreload /assets/layout-1.js',
      'modulepreload /assets/shared-1.js',
      'modulepreload /assets/dashboard-1.js',
      'stylesheet /assets/shared-1.css',
      'stylesheet /assets/dashboard-1.css',
    ]);
    // What the central page shares with a route is the route's to load.
    expect(await links('/player/12')).toEqual([
      'modulepreload /assets/player-1.js',
      'modulepreload /assets/shared-1.js',
      'modulepreload /assets/button-1.js',
      'stylesheet /assets/shared-1.css',
    ]);
    // A module missing from the manifest (welcome's here) is left out, not guessed.
    expect(await links('/welcome')).toEqual([
      'modulepreload /assets/layout-1.js',
      'modulepreload /assets/shared-1.js',
      'stylesheet /assets/shared-1.css',
    ]);
    for (const url of ['/', '/home/prepacode/login', '/cgu'])
      expect(await links(url), url).toEqual([]);
  });

  it('does not serve the build manifest', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(response.statusCode).not.toBe(200);
  });

  it('writes the run-time configuration into both pages (one build for every deployment)', async () => {
    for (const url of ['/', '/index.html', '/history', '/central/login?from=orata']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      const configuration = configurationOf(response.body);
      expect(configuration.environments.map((environment) => environment.name)).toContain(
        'academie',
      );
      expect(configuration.defaultEnvironment).toMatchObject({
        backend: '',
        login: '/central/login',
      });
      expect(configuration.tagManagerId).toBe('GTM-TEST123');
    }
  });

  it('sends the pages compressed when the browser accepts it', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(configurationOf(html).production).toBe(false);
  });

  it('caches hashed assets for a year', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build’s Brotli or gzip copy when the browser accepts it', async () => {
    const asset = (encoding: string) =>
      context.app.inject({
        method: 'GET',
        url: '/assets/main-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await asset('gzip')).body).toBe('gzip');
    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers a page to curl and uptime probes, whatever their Accept but JSON', async () => {
    for (const accept of [undefined, '*/*', 'text/plain', 'application/xhtml+xml']) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/',
        ...(accept ? { headers: { accept } } : {}),
      });
      expect(response.statusCode, String(accept)).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
    const asJson = await context.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { accept: 'application/json' },
    });
    expect(asJson.statusCode).toBe(404);
    expect(readError(asJson).code).toBe('introuvable');
  });

  it('keeps JSON 404s for API paths and non-page requests', async () => {
    expect((await page('/api/unknown')).statusCode).toBe(404);
    expect((await page('/api/unknown')).headers['content-type']).toContain('application/json');
    const script = await context.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(script.statusCode).toBe(404);
    expect(readError(script).code).toBe('introuvable');
  });
});
