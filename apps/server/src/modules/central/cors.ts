import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { isAppOrigin, ownOrigin } from '../../plugins/cross-origin.js';
import { AppError } from '../../plugins/errors.js';

/**
 * The central calls the learner app makes without a session (contact, sign-up) act on their
 * body alone, so a page of another site must not even send them: a browser page of an origin
 * that is neither this one nor a configured app origin is refused before anything else runs
 * (the CORS headers themselves are plugins/cross-origin.ts's). A call without Origin (a
 * server) goes on.
 */
export function appOriginsOnly(config: Config, refusal: string) {
  return async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin === undefined || origin === ownOrigin(request) || isAppOrigin(config, origin))
      return;
    throw new AppError(403, 'origine_refusee', refusal);
  };
}
