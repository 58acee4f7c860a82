import { XSRF } from '@prepacode/domain/auth';
import { CONTACT_API_KEY_HEADER } from '@prepacode/domain/contracts/contact.contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { AppError } from './errors.js';

/** What the app's calls send (api-client.ts, central-client.ts): nothing else is allowed. */
const ALLOWED_HEADERS = ['accept', 'content-type', XSRF.header, CONTACT_API_KEY_HEADER].join(', ');
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';

/**
 * The host the browser asked for: the Host header, which the proxy passes on (nginx's
 * `proxy_set_header Host $host`), never X-Forwarded-Host, which any client writes as it likes
 * and which would choose where sign-on redirects go (issue #21, point 9).
 */
export const requestHost = (request: FastifyRequest): string =>
  request.headers.host ?? request.hostname;

/** This server's own origin as the browser sees it (the scheme: the proxy's, under TRUST_PROXY). */
export function ownOrigin(request: FastifyRequest): string {
  const url = `${request.protocol}://${requestHost(request)}`;
  return URL.canParse(url) ? new URL(url).origin : 'null';
}

/**
 * Whether a page of this origin may read this server's answers with its learner's cookies:
 * the configured app origins only (APP_ORIGINS), never a pattern or a wildcard.
 */
export const isAppOrigin = (config: Config, origin: string): boolean =>
  config.APP_ORIGINS.includes(origin);

/** Set on an answer this plugin opened to another origin: the anti-forgery token goes with it. */
export const isOpenedToOtherOrigin = (reply: FastifyReply): boolean =>
  reply.hasHeader('access-control-allow-origin');

/**
 * CORS for deployments whose app, backend and central site are separate origins (spec §1,
 * issue #20 point 1). A configured app origin gets its answers with credentials, the
 * anti-forgery header exposed and a resource policy that lets it read them; its preflights are
 * answered here, before any route, for every path. Any other origin gets no CORS header (its
 * page cannot read), and its preflight a refusal. Same-origin calls are untouched.
 */
export const crossOriginPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      const preflight =
        request.method === 'OPTIONS' &&
        request.headers['access-control-request-method'] !== undefined;
      if (origin === undefined || origin === ownOrigin(request)) return;
      void reply.header('vary', 'Origin');
      if (!isAppOrigin(config, origin)) {
        if (!preflight) return;
        throw new AppError(
          403,
          'origine_refusee',
          'Ce site n’est pas autorisé à appeler ce serveur.',
        );
      }
      void reply.headers({
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'access-control-expose-headers': XSRF.header,
        // Helmet's same-origin would stop the app's page from using what CORS just allowed, and
        // the app may live on another site than its backend.
        'cross-origin-resource-policy': 'cross-origin',
      });
      if (!preflight) return;
      return reply
        .code(204)
        .headers({
          'access-control-allow-methods': ALLOWED_METHODS,
          'access-control-allow-headers': ALLOWED_HEADERS,
          'access-control-max-age': '600',
        })
        .send();
    });
  },
);
