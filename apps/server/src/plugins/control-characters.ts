import { CONTROL_CHARACTERS } from '@prepacode/domain/contracts/fields';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.js';

/**
 * Whether a parsed input (string, list or object, as deep as JSON goes) holds one, in a value
 * or a key. Run on every request: it walks the input without copying it into lists of entries.
 */
function holdsControlCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value);
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => holdsControlCharacter(item, depth + 1));
  const fields = value as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (CONTROL_CHARACTERS.test(key) || holdsControlCharacter(fields[key], depth + 1)) return true;
  }
  return false;
}

/**
 * Refuses, before any route reads it, a request whose path parameters, query or body hold a
 * control character (issue #21, point 4: a NUL byte made eleven calls answer 500 on PostgreSQL).
 * One check for every route, the forms and the JSON calls alike, rather than one per schema.
 */
export const controlCharactersPlugin = fp(async (app: FastifyInstance) => {
  // A hook with a callback, not a promise: it runs on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    if (
      holdsControlCharacter(request.params) ||
      holdsControlCharacter(request.query) ||
      holdsControlCharacter(request.body)
    ) {
      done(
        new AppError(
          400,
          'caracteres_interdits',
          'Le texte envoyé contient des caractères de contrôle\u202f: retirez-les et réessayez.',
        ),
      );
      return;
    }
    done();
  });
});
