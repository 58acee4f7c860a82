import fastifyStatic from '@fastify/static';
import { firstLoad } from '@prepacode/domain/early-requests';
import { selectEnvironment, type RuntimeConfig } from '@prepacode/domain/environments';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { acceptedEncoding } from './compression.js';
import { AppError } from './errors.js';
import { requestHost } from './cross-origin.js';
import { loadPages, pageKey, type PageName } from './pages.js';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends one of the built HTML pages with the run-time configuration written in. */
    sendPage(name: PageName): FastifyReply;
  }
}

const SERVER_PREFIXES = ['/api/', '/media/'];

/**
 * A page is any GET of a path that is not the server's, not a file (a missing script must stay
 * a 404, not HTML) and not asked for as JSON only: curl, uptime probes and `Accept: *\/*` get
 * the app too (issue #20, point 5), an API client's `Accept: application/json` a JSON 404.
 */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (SERVER_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || !accept.includes('json');
}

/**
 * Serves the built SPA: hashed assets cached for a year, `index.html` never cached, the
 * build's Brotli or gzip copy when the browser accepts it, and any
 * other page path answered with `index.html` so the client router takes it (history fallback).
 * Unknown `/api/*` and `/media/*` paths get a JSON 404, rate-limited so scanning costs.
 */
export const spaPlugin = fp(
  async (
    app: FastifyInstance,
    { webDist, runtime }: { webDist: string; runtime: RuntimeConfig },
  ) => {
    const hasWeb = existsSync(path.join(webDist, 'index.html'));
    const pages = hasWeb ? await loadPages(webDist, runtime) : undefined;
    app.decorateReply('sendPage', function (this: FastifyReply, name: PageName) {
      const pathname = this.request.url.split('?')[0] ?? '/';
      const environment = selectEnvironment(
        runtime.environments,
        runtime.defaultEnvironment,
        requestHost(this.request),
      );
      const load = name === 'index' ? firstLoad(pathname) : undefined;
      const page = pages?.get(pageKey(name, load, load && environment));
      if (!page) throw new AppError(404, 'introuvable', 'Aucune ressource à cette adresse.');
      const encoding = acceptedEncoding(this.request.headers['accept-encoding']);
      this.header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (encoding) this.header('content-encoding', encoding);
      return this.send(encoding ? page[encoding] : page.identity);
    });
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        // The HTML pages are sent by sendPage, with the configuration written in.
        index: false,
        globIgnore: ['index.html*', 'central.html*'],
        cacheControl: false,
        // The build writes .br and .gz copies (apps/web/precompress.ts): sent as they are.
        preCompressed: true,
        setHeaders: (response, file) => {
          const immutable = file.includes(`${path.sep}assets${path.sep}`);
          response.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
          // The answer depends on Accept-Encoding (precompressed copies): caches must know.
          response.setHeader('vary', 'accept-encoding');
        },
      });
    } else {
      app.log.warn({ webDist }, 'no built web app: run `npm run build` to serve the SPA');
    }

    const limitNotFound = app.rateLimit({ groupId: 'not-found', timeWindow: 60_000 });
    app.setNotFoundHandler(async (request, reply) => {
      if (hasWeb && wantsPage(request)) return reply.sendPage('index');
      await limitNotFound.call(app, request, reply);
      throw new AppError(404, 'introuvable', 'Aucune ressource à cette adresse.');
    });
  },
);
