import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { AppError } from '../../plugins/errors.js';
import { isAllowedService } from './services.js';

/**
 * The central calls the learner app makes without credentials (contact, sign-up): pages of
 * the configured app origins may call from another origin; a browser page of any other
 * origin is refused before anything else runs. A call without Origin (a server) goes on.
 */
export function appOriginsOnly(config: Config, refusal: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!isAllowedService(origin, request, config.APP_ORIGINS)) {
      throw new AppError(403, 'origine_refusee', refusal);
    }
    void reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
  };
}

/** The CORS preflight of such a call: POST with these request headers. */
export function answerPreflight(
  app: FastifyInstance,
  path: string,
  onRequest: ReturnType<typeof appOriginsOnly>,
  allowHeaders = 'content-type',
): void {
  app.options(path, { onRequest }, async (_request, reply) =>
    reply
      .code(204)
      .headers({
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': allowHeaders,
        'access-control-max-age': '600',
      })
      .send(),
  );
}
