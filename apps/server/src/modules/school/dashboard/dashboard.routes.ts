import { dayInFrance } from '@prepacode/domain/calendar';
import {
  dashboardCsvQuerySchema,
  dashboardQuerySchema,
  dashboardSchema,
} from '@prepacode/domain/contracts/dashboard.contract';
import type { FastifyInstance } from 'fastify';
import { BOM } from '../../../lib/spreadsheet.js';
import type { ZodTypeProvider } from '../../../plugins/zod.js';
import { allow, schoolsOf, staffOf } from '../../staff/staff-access.js';
import { dashboardCsv } from './dashboard-csv.js';
import { schoolDashboard } from './dashboard.service.js';

/**
 * The « Tableau de bord » (issue #41, point 3): a manager's school, or the operator's network
 * (each school's line, and the sums) or one of its schools (`ecole`); each table as a
 * spreadsheet.
 */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/tableau-de-bord',
    { schema: { querystring: dashboardQuerySchema, response: { 200: dashboardSchema } } },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'voir_tableau_de_bord');
      return schoolDashboard(app.db, schoolsOf(staff, request.query.ecole));
    },
  );

  api.get(
    '/tableau-de-bord.csv',
    { schema: { querystring: dashboardCsvQuerySchema } },
    async (request, reply) => {
      const staff = staffOf(request);
      allow(staff, 'voir_tableau_de_bord');
      const { tableau, ecole } = request.query;
      const dashboard = await schoolDashboard(app.db, schoolsOf(staff, ecole));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="tableau-de-bord-${tableau}-${dayInFrance()}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(BOM + dashboardCsv(dashboard, tableau));
    },
  );
}
