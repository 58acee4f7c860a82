import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.js';

/**
 * Helmet's headers, computed once: they depend only on the configuration, and building the CSP
 * string on every request cost 8 % of a hot route's CPU (ADR 0002, bench/README.md).
 */
export function securityHeaders(config: Config): Record<string, string> {
  const tagManager = config.TAG_MANAGER_ORIGIN;
  // The page calls the backend and the central site of the deployment it is served for (spec
  // §7), or its brand's backend, which may be other origins: only those configured. The
  // questions' pictures and videos come from the backend too.
  const originsOf = (addresses: (string | undefined)[]) => [
    ...new Set(
      addresses.flatMap((address) =>
        address && /^https?:\/\//.test(address) ? [new URL(address).origin] : [],
      ),
    ),
  ];
  const brandBackends = Object.values(config.BRAND_ADDRESSES).map((brand) => brand.backend);
  const backends = originsOf([
    ...config.ENVIRONMENTS.map((environment) => environment.backend),
    ...brandBackends,
  ]);
  const deployments = originsOf([
    ...config.ENVIRONMENTS.flatMap((environment) => [environment.backend, environment.login]),
    ...brandBackends,
  ]);
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The tag manager of spec §7 loads and reports; nothing else from outside.
        scriptSrc: ["'self'", tagManager],
        // Headless components position popups with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', tagManager, ...backends],
        mediaSrc: ["'self'", ...backends],
        connectSrc: ["'self'", tagManager, ...deployments],
        fontSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // The central login form's answer sends the learner on to the app with a ticket, and
        // Chromium holds a form's redirect to this list too.
        formAction: ["'self'", ...config.APP_ORIGINS],
        frameAncestors: ["'self'"],
        // TLS is the reverse proxy's job; upgrading would break plain-HTTP local use.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return Object.fromEntries(headers);
}

// The API's and the central site's answers are a learner's or a staff member's own (issue #21,
// point 14): no browser or proxy cache keeps them, unless a route says otherwise (the pages'
// `no-cache`). Media and the app's assets have other paths and keep their long caching. The
// address may come in absolute form or with doubled slashes, which the router takes as well.
const PERSONAL = /^(?:[a-z][\w+.-]*:\/\/[^/?#]*)?\/+(?:api|central)(?:[/?]|$)/i;
const API = /^(?:[a-z][\w+.-]*:\/\/[^/?#]*)?\/+api(?:[/?]|$)/i;

/**
 * What an API answer keeps of the document headers (issue #37, point 4): JSON is never rendered
 * as a page, so the policy that lists every brand's hosts, the opener and embedder policies and
 * the rest of helmet's set only cost bytes there (1.8 KB on every answer, a third of a hot
 * route's CPU in `writev`). Kept: no sniffing into HTML, no framing, no caching, and no
 * reading by another site's page (the resource policy, which CORS opens to the app's origins).
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
};

export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const documents = securityHeaders(config);
  app.addHook('onRequest', async (request, reply) => {
    // Set first, so that a route's own header replaces it. Every other path (pages, the central
    // site, media, assets) may be opened as a document and keeps helmet's whole set.
    if (API.test(request.url)) void reply.headers(API_HEADERS);
    else {
      void reply.headers(documents);
      if (PERSONAL.test(request.url)) void reply.header('cache-control', 'no-store');
    }
  });
});
