import {
  learnerAttemptParamsSchema,
  learnerFileQuerySchema,
  learnerFileSchema,
} from '@prepacode/domain/contracts/learner-file.contract';
import { serieDetailsSchema } from '@prepacode/domain/contracts/player.contract';
import { learnerParamsSchema } from '@prepacode/domain/contracts/school.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../../plugins/zod.js';
import { learnerAttempt, learnerFile } from './learner-file.service.js';
import { allow, learnerOf, staffOf } from '../../staff/staff-access.js';

/**
 * A learner's page (issue #19, point 2): `voir_eleves` (manager, instructor, operator), for a
 * learner of the staff member's schools only; anyone else, or an anonymised learner, answers
 * 404 like an unknown id. Reads: nothing written, nothing audited.
 */
export async function learnerFileRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/eleves/:eleve/suivi',
    {
      schema: {
        params: learnerParamsSchema,
        querystring: learnerFileQuerySchema,
        response: { 200: learnerFileSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'voir_eleves');
      const learner = await learnerOf(request, staff, request.params.eleve);
      return learnerFile(app.db, staff, learner, request.query.formation);
    },
  );

  api.get(
    '/eleves/:eleve/tentatives/:tentative',
    { schema: { params: learnerAttemptParamsSchema, response: { 200: serieDetailsSchema } } },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'voir_eleves');
      const learner = await learnerOf(request, staff, request.params.eleve);
      return learnerAttempt(app.db, learner.id, request.params.tentative);
    },
  );
}
