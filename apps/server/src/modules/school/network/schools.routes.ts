import {
  networkSchoolsSchema,
  schoolEditSchema,
  schoolFieldsSchema,
  schoolParamsSchema,
  schoolSavedSchema,
} from '@prepacode/domain/contracts/schools.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../plugins/errors.js';
import type { ZodTypeProvider } from '../../../plugins/zod.js';
import { recordAudit } from '../../auth/audit.repository.js';
import { allow, staffOf } from '../../staff/staff-access.js';
import {
  createSchool,
  freeSchoolId,
  networkSchools,
  updateSchool,
  valuesOf,
} from './schools.service.js';

/** The operator's schools (issue #19, point 9): list, create, edit; each write audited. */
export async function schoolsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The operator and their network; anyone else is refused (403). */
  async function operatorOf(request: FastifyRequest) {
    const staff = staffOf(request);
    allow(staff, 'gerer_reseau');
    if (!staff.networkId) {
      throw new AppError(403, 'action_refusee', 'Votre compte ne gère aucun réseau d’écoles.');
    }
    return { staff, networkId: staff.networkId };
  }

  api.get('/ecoles', { schema: { response: { 200: networkSchoolsSchema } } }, async (request) => {
    const { networkId } = await operatorOf(request);
    return { ecoles: await networkSchools(app.db, networkId) };
  });

  api.post(
    '/ecoles',
    { schema: { body: schoolFieldsSchema, response: { 201: schoolSavedSchema } } },
    async (request, reply) => {
      const { staff, networkId } = await operatorOf(request);
      const values = valuesOf(request.body);
      const id = await freeSchoolId(app.db, values.name);
      const school = await createSchool(app.db, { ...values, id, networkId });
      await recordAudit(app.db, {
        actorId: staff.id,
        action: 'ecole.creee',
        subjectId: id,
        ip: request.ip,
        details: { ...values },
      });
      return reply
        .code(201)
        .send({ message: `École «\u202f${school.nom}\u202f» créée.`, ecole: school });
    },
  );

  api.put(
    '/ecoles/:ecole',
    {
      schema: {
        params: schoolParamsSchema,
        body: schoolEditSchema,
        response: { 200: schoolSavedSchema },
      },
    },
    async (request) => {
      const { staff } = await operatorOf(request);
      // A school outside the operator's network answers like an unknown one.
      if (!staff.schoolIds.includes(request.params.ecole)) {
        throw new AppError(404, 'ecole_introuvable', 'Cette école ne fait pas partie des vôtres.');
      }
      const values = valuesOf(request.body);
      const school = await updateSchool(app.db, request.params.ecole, request.body.version, values);
      await recordAudit(app.db, {
        actorId: staff.id,
        action: 'ecole.modifiee',
        subjectId: school.id,
        ip: request.ip,
        details: { ...values, version: school.version },
      });
      return { message: `École «\u202f${school.nom}\u202f» enregistrée.`, ecole: school };
    },
  );
}
