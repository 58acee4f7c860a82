import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from './errors.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for routes protected otherwise (API key, partner signature): architecture brief. */
    xsrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function hasValidToken(request: FastifyRequest): boolean {
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  return (
    typeof cookie === 'string' &&
    cookie.length > 0 &&
    typeof header === 'string' &&
    sameToken(cookie, header)
  );
}

/**
 * Double-submit anti-forgery (architecture brief, "The HTTP contract"): the server hands out a
 * readable cookie, and every non-GET request must echo it in a header, which another site's
 * page cannot read.
 */
export const xsrfPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.cookies[XSRF_COOKIE]) {
      reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: 'auto',
        httpOnly: false,
      });
    }
    // Checked before the body is parsed: a forged request is refused, not validated.
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.xsrf === false) return;
    if (!hasValidToken(request)) {
      throw new AppError(
        403,
        'jeton_xsrf_invalide',
        'La requête a été refusée par sécurité. Rechargez la page puis réessayez.',
      );
    }
  });
});
