import {
  REPORT_STATUSES,
  reportDecisionAnswerSchema,
  reportDecisionSchema,
  reportsPageSchema,
  reportsQuerySchema,
} from '@prepacode/domain/contracts/reports.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../../plugins/zod.js';
import { recordAudit } from '../../auth/audit.repository.js';
import { decideReports, reportedQuestions } from './reports.service.js';
import { allow, staffOf } from '../../staff/staff-access.js';

/**
 * The question reports of the staff member's schools' learners (issue #19, point 8): read by the
 * school's staff, decided by the network's operator.
 */
export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/signalements',
    { schema: { querystring: reportsQuerySchema, response: { 200: reportsPageSchema } } },
    async (request) => {
      const staff = staffOf(request);
      // The school's staff read their learners' reports (issue #41, point 10); the operator decides.
      allow(staff, 'voir_signalements');
      return { questions: await reportedQuestions(app.db, staff.schoolIds, request.query.statut) };
    },
  );

  api.post(
    '/signalements/statut',
    { schema: { body: reportDecisionSchema, response: { 200: reportDecisionAnswerSchema } } },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_reseau');
      const { statut, signalements } = request.body;
      const decided = await decideReports(app.db, staff.schoolIds, {
        status: statut,
        reports: signalements.map((report) => ({ id: report.id, version: report.version_statut })),
        by: staff.id,
      });
      for (const report of decided) {
        await recordAudit(app.db, {
          actorId: staff.id,
          action: 'signalement.statut',
          subjectId: report.id,
          ip: request.ip,
          details: { statut, version_statut: report.version_statut },
        });
      }
      const count = decided.length;
      const label = REPORT_STATUSES[statut].toLowerCase();
      return {
        message:
          count === 1
            ? `Signalement marqué «\u202f${label}\u202f».`
            : `${count} signalements marqués «\u202f${label}\u202f».`,
        signalements: decided,
      };
    },
  );
}
