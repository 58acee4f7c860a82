import { preferencesSchema } from '@prepacode/domain/contracts/preferences.contract';
import type { FastifyInstance } from 'fastify';
import { requireSession, sessionOf } from '../auth/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/zod.js';
import { preferencesOf, savePreferences } from './preferences.repository.js';

/**
 * The learner's own settings (issue #18): extended time, read-aloud, keyboard shortcuts. Each
 * learner reads and writes only theirs: the session names the user, no id is taken from the
 * request.
 */
export async function preferencesRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireSession);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/front/preferences',
    { schema: { response: { 200: preferencesSchema } } },
    async (request) => preferencesOf(app.db, sessionOf(request).user_id),
  );

  api.put(
    '/api/front/preferences',
    { schema: { body: preferencesSchema, response: { 200: preferencesSchema } } },
    async (request) => savePreferences(app.db, sessionOf(request).user_id, request.body),
  );
}
