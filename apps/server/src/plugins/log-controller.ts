import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * Query parameters that open a session or an account: a sign-on ticket, a partner's token,
 * a password or e-mail link's token, the publisher's signature. Never written to the logs
 * (issue #20, point 8): a log reader could otherwise sign in as the learner.
 */
const SECRET_PARAMS = new Set(['ticket', 'jwt', 'jeton', 'token', 'signature']);
/** A parameter of one of those names, written plainly (an encoded name holds a `%`). */
const PLAIN_SECRET = new RegExp(`(?:^|&)(?:${[...SECRET_PARAMS].join('|')})(?:[=&]|$)`, 'i');

/** The request's address as logged: every secret parameter's value masked. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const search = url.slice(mark + 1);
  // Most addresses name no secret: kept as they are, without splitting and decoding each
  // parameter (2 µs of the player's question, against 0.05).
  if (!search.includes('%') && !PLAIN_SECRET.test(search)) return url;
  const query = search
    .split('&')
    .map((pair) => {
      const name = decodeURIComponentSafe(pair.split('=')[0] ?? '');
      return SECRET_PARAMS.has(name.toLowerCase()) ? `${pair.split('=')[0]}=[masqué]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * One log line per request, written when it completes, with what an operator looks for;
 * Fastify's default writes two (incoming and completed), which doubled the logging cost of the
 * hot routes (bench/README.md).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const entry = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request');
  }
}

/**
 * The logger's options: pino's asynchronous destination on standard output (issue #37, point
 * 4). Written synchronously, the request line cost a third of the server at the default level;
 * asynchronously, lines written while a write is under way go out together with the next one.
 * `flush` writes what is still buffered, at shutdown.
 */
export function loggerOptions(level: string) {
  if (level === 'silent') return { options: { level }, flush: () => {} };
  const stream = pino.destination({ dest: 1, sync: false });
  return {
    options: { level, stream },
    flush: () => {
      // A destination not yet open has nothing to write.
      try {
        stream.flushSync();
      } catch {
        /* nothing buffered or standard output gone: nothing more can be written */
      }
    },
  };
}
