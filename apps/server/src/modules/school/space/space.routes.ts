import { schoolSpaceSchema } from '@prepacode/domain/contracts/school.contract';
import { STAFF_ACTIONS, staffMay } from '@prepacode/domain/staff-roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../../plugins/zod.js';
import { staffOf } from '../../staff/staff-access.js';
import { groupsOfSchools, schoolsNamed } from './space.repository.js';

/**
 * The school space's opening call (issue #19; docs/api.md, "School space"): who the staff member
 * is, what their role lets them do, their schools and groups.
 */
export async function spaceRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('', { schema: { response: { 200: schoolSpaceSchema } } }, async (request) => {
    const staff = staffOf(request);
    const ids = staff.schoolIds.length > 0 ? staff.schoolIds : [''];
    const [schools, groups] = await Promise.all([
      schoolsNamed(app.db, ids),
      groupsOfSchools(app.db, ids),
    ]);
    return {
      moi: { prenom: staff.firstName, nom: staff.lastName, role: staff.role },
      actions: STAFF_ACTIONS.filter((action) => staffMay(staff.role, action)),
      ecoles: schools.map((row) => ({ id: row.id, nom: row.name })),
      groupes: groups.map((row) => ({ id: row.id, nom: row.name, ecole: row.structure_id })),
    };
  });
}
