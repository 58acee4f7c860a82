import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
  413: ['requete_trop_volumineuse', 'La requête est trop volumineuse.'],
  415: ['format_non_pris_en_charge', 'Ce format de requête n’est pas pris en charge.'],
  429: ['trop_de_requetes', 'Trop de requêtes : réessayez dans un instant.'],
};

function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

function toResponse(error: FastifyError | AppError): [number, string, string] {
  if (error instanceof AppError) return [error.statusCode, error.code, error.message];
  if (error instanceof InputError) return [400, 'requete_invalide', error.message];
  const status = error.statusCode ?? 500;
  const known = BY_STATUS[status];
  if (status >= 400 && status < 500) return [status, ...(known ?? BAD_REQUEST)];
  return [500, 'erreur_interne', 'Une erreur interne est survenue. Réessayez plus tard.'];
}

/** The one error handler: typed errors map to statuses, 5xx details stay in the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const [status, code, message] = toResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code, status }, error.message);
    const headers = (error as { headers?: Record<string, string> }).headers;
    if (headers) void reply.headers(headers);
    return reply.status(status).send(errorBody(code, message));
  });
});
