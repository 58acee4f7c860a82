import { anonymiseBodySchema } from '@prepacode/domain/contracts/groups.contract';
import {
  learnerParamsSchema,
  learnersPageSchema,
  learnersQuerySchema,
  schoolAnswerSchema,
} from '@prepacode/domain/contracts/school.contract';
import type { FastifyInstance } from 'fastify';
import { BOM } from '../../../lib/spreadsheet.js';
import type { ZodTypeProvider } from '../../../plugins/zod.js';
import { dayInFrance } from '@prepacode/domain/calendar';
import { learnersCsv } from './learners-csv.js';
import { allLearners, listLearners } from './learners-list.service.js';
import { allow, groupOf, learnerOf, schoolsOf, staffOf } from '../../staff/staff-access.js';
import { anonymiseLearner } from './learner-anonymisation.service.js';

/**
 * The school space's learners (issue #19; docs/api.md, "School space"): the list, its
 * spreadsheet, and the erasure of a learner's personal data (point 3, ADR 0017), audited.
 */
export async function learnersRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The filters name only the staff member's schools and groups: else 404, nothing listed. */
  async function scopeOf(
    request: Parameters<typeof staffOf>[0],
    query: { ecole?: string; groupe?: string },
  ) {
    const staff = staffOf(request);
    allow(staff, 'voir_eleves');
    const schoolIds = schoolsOf(staff, query.ecole);
    if (query.groupe) await groupOf(request, staff, query.groupe);
    return { staff, scope: { schoolIds } };
  }

  api.get(
    '/eleves',
    { schema: { querystring: learnersQuerySchema, response: { 200: learnersPageSchema } } },
    async (request) => {
      const { scope } = await scopeOf(request, request.query);
      const page = await listLearners(app.db, scope, request.query);
      return { eleves: page.rows, total: page.total, page: page.page, taille: page.size };
    },
  );

  api.get(
    '/eleves.csv',
    { schema: { querystring: learnersQuerySchema } },
    async (request, reply) => {
      const { staff, scope } = await scopeOf(request, request.query);
      allow(staff, 'exporter_eleves');
      const rows = await allLearners(app.db, scope, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="eleves-${dayInFrance()}.csv"`)
        .header('cache-control', 'no-store')
        .send(BOM + learnersCsv(rows));
    },
  );

  api.post(
    '/eleves/:eleve/anonymisation',
    {
      schema: {
        params: learnerParamsSchema,
        body: anonymiseBodySchema,
        response: { 200: schoolAnswerSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_eleves');
      const learner = await learnerOf(request, staff, request.params.eleve, { anonymised: true });
      const done = await anonymiseLearner(app.db, learner.id, { id: staff.id, ip: request.ip });
      return {
        message: done.requestHandled
          ? 'Données de l’élève supprimées, et sa demande de suppression traitée. Ses réponses ne comptent plus que dans les statistiques.'
          : 'Données de l’élève supprimées. Ses réponses ne comptent plus que dans les statistiques.',
      };
    },
  );
}
