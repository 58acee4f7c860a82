import { XSRF } from '@prepacode/domain/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isOpenedToOtherOrigin } from './cross-origin.js';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for routes protected otherwise (API key, partner signature): architecture brief. */
    xsrf?: boolean;
  }
}

const TOKEN_FORMAT = /^[\w-]{16,100}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function hasValidToken(request: FastifyRequest): boolean {
  const cookie = request.cookies[XSRF.cookie];
  const header = request.headers[XSRF.header];
  return (
    typeof cookie === 'string' &&
    cookie.length > 0 &&
    typeof header === 'string' &&
    sameToken(cookie, header)
  );
}

/**
 * Hands out a new token: to a browser without one, and at every sign-in (issue #21, point 14),
 * so that a token another site planted before the sign-in, and so knows, protects nothing after.
 */
export function issueXsrfToken(reply: FastifyReply): string {
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(XSRF.cookie, token, {
    path: '/',
    sameSite: 'lax',
    secure: 'auto',
    httpOnly: false,
  });
  if (isOpenedToOtherOrigin(reply)) void reply.header(XSRF.header, token);
  return token;
}

/**
 * Double-submit anti-forgery (architecture brief, "The HTTP contract"): the server hands out a
 * readable cookie, and every non-GET request must echo it in a header, which another site's
 * page cannot read. An app page of another origin cannot read this origin's cookie either: the
 * answers CORS opens to it (cross-origin.ts) carry the token in the header itself.
 */
export const xsrfPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[XSRF.cookie];
    // Only a token of ours is echoed: a cookie forged with a line break would break the header.
    if (!token || !TOKEN_FORMAT.test(token)) issueXsrfToken(reply);
    else if (isOpenedToOtherOrigin(reply)) void reply.header(XSRF.header, token);
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
