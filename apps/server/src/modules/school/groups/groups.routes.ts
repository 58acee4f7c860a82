import {
  groupAnswerSchema,
  groupCreateBodySchema,
  groupParamsSchema,
  groupRenameBodySchema,
  groupsSchema,
  learnersGroupBodySchema,
} from '@prepacode/domain/contracts/groups.contract';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../plugins/errors.js';
import type { ZodTypeProvider } from '../../../plugins/zod.js';
import {
  createGroup,
  deleteGroup,
  listGroups,
  renameGroup,
  setLearnersGroup,
} from './groups.service.js';
import {
  allow,
  auditStaff,
  groupOf,
  schoolsOf,
  staffOf,
  type StaffMember,
} from '../../staff/staff-access.js';

/**
 * The school's groups (issue #19, point 7): manager and operator only, each write audited with
 * who, when, what.
 */
export async function groupRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const groupWire = async (staff: StaffMember, id: string) => {
    const [group] = await listGroups(app.db, staff.schoolIds, id);
    if (!group) throw new AppError(404, 'groupe_introuvable', 'Ce groupe n’existe plus.');
    return group;
  };

  api.get('/groupes', { schema: { response: { 200: groupsSchema } } }, async (request) => {
    const staff = staffOf(request);
    allow(staff, 'gerer_groupes');
    return { groupes: await listGroups(app.db, staff.schoolIds) };
  });

  api.post(
    '/groupes',
    { schema: { body: groupCreateBodySchema, response: { 201: groupAnswerSchema } } },
    async (request, reply) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_groupes');
      const { nom, ecole } = request.body;
      // Who has one school needs not name it; an operator says which.
      const [school, ...others] = schoolsOf(staff, ecole);
      if (school === undefined || others.length > 0) {
        throw new AppError(400, 'ecole_requise', 'Choisissez l’école du groupe.');
      }
      const id = await createGroup(app.db, school, nom);
      const group = await groupWire(staff, id);
      await auditStaff(request, 'groupe.cree', null, {
        groupe: id,
        ecole: school,
        nom: group.nom,
      });
      return reply
        .code(201)
        .send({ message: `Groupe «\u202f${group.nom}\u202f» créé.`, groupe: group });
    },
  );

  api.put(
    '/groupes/:groupe',
    {
      schema: {
        params: groupParamsSchema,
        body: groupRenameBodySchema,
        response: { 200: groupAnswerSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_groupes');
      const group = await groupOf(request, staff, request.params.groupe);
      const name = await renameGroup(app.db, group, request.body.nom);
      await auditStaff(request, 'groupe.renomme', null, { groupe: group.id, nom: name });
      return {
        message: `Groupe renommé «\u202f${name}\u202f».`,
        groupe: await groupWire(staff, group.id),
      };
    },
  );

  api.delete(
    '/groupes/:groupe',
    { schema: { params: groupParamsSchema, response: { 200: schoolAnswerSchema } } },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_groupes');
      const group = await groupOf(request, staff, request.params.groupe);
      const { nom } = await groupWire(staff, group.id);
      const { learners, banners } = await deleteGroup(app.db, group.id);
      await auditStaff(request, 'groupe.supprime', null, {
        groupe: group.id,
        nom,
        eleves: learners,
        messages: banners,
      });
      const after = [
        learners > 0 ? `${learners} élève${learners > 1 ? 's' : ''} sans groupe désormais` : '',
        banners > 0
          ? `${banners} message${banners > 1 ? 's' : ''} du groupe retiré${banners > 1 ? 's' : ''}`
          : '',
      ].filter(Boolean);
      return {
        message:
          after.length === 0
            ? `Groupe «\u202f${nom}\u202f» supprimé.`
            : `Groupe «\u202f${nom}\u202f» supprimé\u202f: ${after.join(', ')}.`,
      };
    },
  );

  api.post(
    '/eleves/groupe',
    { schema: { body: learnersGroupBodySchema, response: { 200: schoolAnswerSchema } } },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_groupes');
      const { eleves, groupe } = request.body;
      const group = groupe === null ? null : await groupOf(request, staff, groupe);
      const moved = await setLearnersGroup(app.db, staff.schoolIds, eleves, group);
      const name = group ? (await groupWire(staff, group.id)).nom : null;
      await auditStaff(request, group ? 'groupe.eleves_ajoutes' : 'groupe.eleves_retires', null, {
        groupe: group?.id ?? null,
        eleves,
      });
      const count = `${moved} élève${moved > 1 ? 's' : ''}`;
      return {
        message: name
          ? `${count} dans le groupe «\u202f${name}\u202f».`
          : `${count} sans groupe désormais.`,
      };
    },
  );
}
