import { CONTROL_CHARACTERS } from '@prepacode/domain/contracts/fields';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.js';

/** Whether a parsed input (string, list or object, as deep as JSON goes) holds one. */
function holdsControlCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value);
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  const entries = Array.isArray(value) ? value : Object.entries(value).flat();
  return entries.some((item) => holdsControlCharacter(item, depth + 1));
}

/**
 * Refuses, before any route reads it, a request whose path parameters, query or body hold a
 * control character (issue #21, point 4: a NUL byte made eleven calls answer 500 on PostgreSQL).
 * One check for every route, the forms and the JSON calls alike, rather than one per schema.
 */
export const controlCharactersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (
      holdsControlCharacter(request.params) ||
      holdsControlCharacter(request.query) ||
      holdsControlCharacter(request.body)
    ) {
      throw new AppError(
        400,
        'caracteres_interdits',
        'Le texte envoyé contient des caractères de contrôle\u202f: retirez-les et réessayez.',
      );
    }
  });
});
