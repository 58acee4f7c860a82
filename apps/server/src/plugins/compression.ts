import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with, from the client's Accept-Encoding: Brotli, else gzip, else none.
 * A coding refused with `q=0` is not taken.
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  // A browser sends the same header with every request: read once (about 1 µs each time).
  if (typeof header === 'string' && header === last.header) return last.encoding;
  const encoding = readEncoding(header);
  if (typeof header === 'string') last = { header, encoding };
  return encoding;
}
/** The last header read as a string, and what it accepts. */
let last: { header: string | undefined; encoding: Encoding | null } = {
  header: undefined,
  encoding: null,
};

function readEncoding(header: string | string[] | undefined): Encoding | null {
  const taken = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (quality === undefined || Number(quality.slice(2)) > 0) taken.add(coding);
  }
  return taken.has('br') ? 'br' : taken.has('gzip') ? 'gzip' : null;
}

/**
 * Brotli 1 or gzip 1: a 3.3 KB history page becomes 393 bytes in 12 µs (Brotli 4: 353 bytes in
 * 29 µs). A kept body too: the dashboard data is made again after each answer, and at Brotli 4
 * its compression was a fifth of the server's CPU in the loop that reads it after each answer
 * (bench/README.md). The pages' bundles are compressed at build time, harder.
 */
export function encode(body: Buffer | string, encoding: Encoding): Buffer {
  // Encoded once: given a string, zlib encodes it, and its size in bytes was another pass.
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 1,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipSync(bytes, { level: 1 });
}

/** Smaller answers go as they are: compressing them costs more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;

/** A JSON body kept in memory (the dashboard data), encoded once per encoding asked. */
export class KeptJson {
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly text: string) {}

  /** Sends the body, compressed if the client accepts it and it is worth it. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding || this.text.length < COMPRESS_FROM_BYTES) return reply.send(this.text);
    let body = this.encoded.get(encoding);
    if (!body) {
      body = encode(this.text, encoding);
      this.encoded.set(encoding, body);
    }
    return reply.header('content-encoding', encoding).send(body);
  }
}

const JSON_TYPE = /^application\/json/i;

/**
 * The API's JSON answers compressed when the client accepts it (issue #37, point 6): a learner
 * on a phone network gets the dashboard's 13 KB in 1.5. Pages and bundles are compressed at
 * build time (spa.ts), media are already compressed formats.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : null;
    if (
      body === null ||
      body.length < COMPRESS_FROM_BYTES ||
      reply.hasHeader('content-encoding') ||
      !JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))
    ) {
      done(null, payload);
      return;
    }
    void reply.header('vary', 'accept-encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) {
      done(null, payload);
      return;
    }
    void reply.header('content-encoding', encoding).removeHeader('content-length');
    done(null, encode(body, encoding));
  });
});
