import {
  learnersPageSchema,
  learnersQuerySchema,
  schoolSpaceSchema,
} from '@prepacode/domain/contracts/school.contract';
import { STAFF_ACTIONS, staffMay } from '@prepacode/domain/staff-roles';
import type { FastifyInstance } from 'fastify';
import { BOM } from '../../lib/spreadsheet.js';
import { requireStaff } from '../auth/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/zod.js';
import { dayInFrance } from '@prepacode/domain/calendar';
import { learnersCsv } from './learners-csv.js';
import { allLearners, listLearners } from './learners-list.js';
import { allow, groupOf, schoolsOf, staffMember } from '../staff/staff-access.js';

/** The school space's calls (issue #19; docs/api.md, "School space"). */
export async function schoolRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireStaff);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/central/api/ecole',
    { schema: { response: { 200: schoolSpaceSchema } } },
    async (request) => {
      const staff = await staffMember(request);
      const ids = staff.schoolIds.length > 0 ? staff.schoolIds : [''];
      const [schools, groups] = await Promise.all([
        app.db
          .selectFrom('structures')
          .select(['id', 'name'])
          .where('id', 'in', ids)
          .orderBy('name')
          .execute(),
        app.db
          .selectFrom('groups')
          .select(['id', 'name', 'structure_id'])
          .where('structure_id', 'in', ids)
          .orderBy('name')
          .execute(),
      ]);
      return {
        moi: { prenom: staff.firstName, nom: staff.lastName, role: staff.role },
        actions: STAFF_ACTIONS.filter((action) => staffMay(staff.role, action)),
        ecoles: schools.map((row) => ({ id: row.id, nom: row.name })),
        groupes: groups.map((row) => ({ id: row.id, nom: row.name, ecole: row.structure_id })),
      };
    },
  );

  /** The filters name only the staff member's schools and groups: else 404, nothing listed. */
  async function scopeOf(
    request: Parameters<typeof staffMember>[0],
    query: { ecole?: string; groupe?: string },
  ) {
    const staff = await staffMember(request);
    allow(staff, 'voir_eleves');
    const schoolIds = schoolsOf(staff, query.ecole);
    if (query.groupe) await groupOf(request, staff, query.groupe);
    return { staff, scope: { schoolIds } };
  }

  api.get(
    '/central/api/ecole/eleves',
    { schema: { querystring: learnersQuerySchema, response: { 200: learnersPageSchema } } },
    async (request) => {
      const { scope } = await scopeOf(request, request.query);
      const page = await listLearners(app.db, scope, request.query);
      return { eleves: page.rows, total: page.total, page: page.page, taille: page.size };
    },
  );

  api.get(
    '/central/api/ecole/eleves.csv',
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
}
