import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { InputError } from './zod.js';

/** An expected failure: its status, a stable code and a French message for the page. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

// Messages for the 4xx that Fastify and its plugins raise themselves, so that no English
// framework text and no internal detail reaches a learner.
const BAD_REQUEST: [code: string, message: string] = [
  'requete_invalide',
  'La requête est invalide.',
];
const BY_STATUS: Record<number, [code: string, message: string]> = {
  400: BAD_REQUEST,
  401: ['non_authentifie', 'Vous devez vous connecter.'],
  403: ['acces_refuse', 'Accès refusé.'],
  404: ['introuvable', 'Ressource introuvable.'],
  405: ['methode_non_autorisee', 'Cette méthode n’est pas autorisée ici.'],
  406: ['format_non_acceptable', 'Ce format de réponse n’est pas disponible.'],
  408: ['delai_depasse', 'La requête a mis trop de temps à arriver. Réessayez.'],
  413: ['requete_trop_volumineuse', 'La requête est trop volumineuse.'],
  414: ['adresse_trop_longue', 'L’adresse demandée est trop longue.'],
  415: ['format_non_pris_en_charge', 'Ce format de requête n’est pas pris en charge.'],
  417: ['attente_non_prise_en_charge', 'L’en-tête Expect de la requête n’est pas pris en charge.'],
  429: ['trop_de_requetes', 'Trop de requêtes : réessayez dans un instant.'],
  431: ['entetes_trop_volumineux', 'Les en-têtes de la requête sont trop volumineux.'],
};
// Fastify's own text for a malformed address repeats it: the code says enough.
const BY_CODE: Record<string, [code: string, message: string]> = {
  FST_ERR_BAD_URL: ['adresse_invalide', 'L’adresse demandée est invalide.'],
};

const BARE_ERROR_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

function toResponse(error: FastifyError | AppError): [number, string, string] {
  if (error instanceof AppError) return [error.statusCode, error.code, error.message];
  if (error instanceof InputError) return [400, 'requete_invalide', error.message];
  const status = error.statusCode ?? 500;
  const known = BY_CODE[error.code] ?? BY_STATUS[status];
  if (status >= 400 && status < 500) return [status, ...(known ?? BAD_REQUEST)];
  return [500, 'erreur_interne', 'Une erreur interne est survenue. Réessayez plus tard.'];
}

/** The one error handler: typed errors map to statuses, 5xx details stay in the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // What Fastify's return503OnClosing (turned off in app.ts) did, in the French shape: a request
  // that arrives during shutdown is refused before any other hook, and its connection closed.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    // Node's own check, turned off in app.ts (requireHostHeader) because it answers an empty 400.
    const { httpVersionMajor, httpVersionMinor } = request.raw;
    if (httpVersionMajor === 1 && httpVersionMinor === 1 && !request.headers.host) {
      throw new AppError(400, ...BAD_REQUEST);
    }
    if (!closing) return;
    void reply.headers({ ...BARE_ERROR_HEADERS, connection: 'close' });
    throw new AppError(
      503,
      'service_indisponible',
      'Le service redémarre\u202f: réessayez dans un instant.',
    );
  });
  // Node answers an Expect header other than 100-continue with an empty 417 unless told here.
  app.server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const answer = bareAnswer(417);
    response.writeHead(answer.status, answer.headers).end(answer.body);
  });
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const [status, code, message] = toResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code, status }, error.message);
    const headers = (error as { headers?: Record<string, string> }).headers;
    if (headers) void reply.headers(headers);
    return reply.status(status).send(errorBody(code, message));
  });
});

/**
 * Fastify's answer to an address its router cannot take (malformed percent-encoding, a path
 * parameter over its length): the same French shape, not the framework's English text echoing
 * the address (issue #21, point 13).
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, code, message] = toResponse(error);
  request.log.info({ code, status }, error.code);
  // No hook runs for these answers: the headers that matter for a JSON error are set here.
  void reply.status(status).headers(BARE_ERROR_HEADERS).send(errorBody(code, message));
}

/** A whole error answer for Node's own refusals, where no Fastify reply exists. */
function bareAnswer(status: number) {
  const [code, message] = BY_STATUS[status] ?? BAD_REQUEST;
  const body = JSON.stringify(errorBody(code, message));
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    ...BARE_ERROR_HEADERS,
    connection: 'close',
  };
  return { status, code, headers, body };
}

// Node's HTTP parser codes a client can provoke, by the status they answer; anything else is 400.
const PARSER_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * What the HTTP parser refuses (headers or address over 16 KiB, bytes that are not HTTP, a
 * request too slow to arrive) never reaches Fastify's handler: the raw answer is written here,
 * in the French shape, where Fastify would write English.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A connection the client reset has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = bareAnswer(PARSER_STATUS[error.code ?? ''] ?? 400);
  // Not the error itself: it holds the request's raw bytes, cookies and tokens included.
  this.log.info(
    { code: answer.code, status: answer.status, parserCode: error.code },
    'request refused by the HTTP parser',
  );
  if (socket.writable) {
    const head = Object.entries(answer.headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n${head.join('')}\r\n${answer.body}`,
    );
  }
  socket.destroy(error);
}
