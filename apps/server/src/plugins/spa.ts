import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { AppError } from './errors.js';

const SERVER_PREFIXES = ['/api/', '/media/'];

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (SERVER_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built SPA: hashed assets cached for a year, `index.html` never cached, the
 * build's Brotli or gzip copy when the browser accepts it, and any
 * other page path answered with `index.html` so the client router takes it (history fallback).
 * Unknown `/api/*` and `/media/*` paths get a JSON 404, rate-limited so scanning costs.
 */
export const spaPlugin = fp(async (app: FastifyInstance, { webDist }: { webDist: string }) => {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
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
    if (hasWeb && wantsPage(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    await limitNotFound.call(app, request, reply);
    throw new AppError(404, 'introuvable', 'Aucune ressource à cette adresse.');
  });
});
