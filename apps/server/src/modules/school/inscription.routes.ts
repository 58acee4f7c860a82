import {
  creditsBodySchema,
  extendBodySchema,
  inscriptionActionSchema,
  inscriptionParamsSchema,
} from '@prepacode/domain/contracts/school.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.js';
import { requireStaff } from '../../plugins/session.js';
import type { ZodTypeProvider } from '../../plugins/zod.js';
import { recordAudit } from '../auth/audit.repository.js';
import { frenchDate } from '../auth/calendar.js';
import { addCredits, extendAccess } from './inscription-actions.js';
import { allow, staffMember, type StaffMember } from './staff-access.js';

/**
 * A manager's actions on a learner's licence (issue #19, point 3), each audited with who,
 * when, what: longer access, more exam credits.
 */
export async function inscriptionRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireStaff);
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** An inscription of a learner of the staff member's schools; anyone else's answers 404. */
  async function ownInscription(request: FastifyRequest, staff: StaffMember, id: string) {
    const row = await app.db
      .selectFrom('inscriptions as i')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .select(['i.id', 'i.user_id', 'u.structure_id', 'u.role'])
      .where('i.id', '=', Number(id))
      .executeTakeFirst();
    if (
      !row ||
      row.role !== 'learner' ||
      row.structure_id === null ||
      !staff.schoolIds.includes(row.structure_id)
    ) {
      throw new AppError(
        404,
        'inscription_introuvable',
        'Cette formation n’existe pas dans vos écoles.',
      );
    }
    return { id: Number(row.id), learnerId: row.user_id };
  }

  const audit = (
    request: FastifyRequest,
    staff: StaffMember,
    action: string,
    learnerId: string,
    details: Record<string, unknown>,
  ) =>
    recordAudit(app.db, {
      actorId: staff.id,
      action,
      subjectId: learnerId,
      ip: request.ip,
      details,
    });

  api.post(
    '/central/api/ecole/inscriptions/:id/prolongation',
    {
      schema: {
        params: inscriptionParamsSchema,
        body: extendBodySchema,
        response: { 200: inscriptionActionSchema },
      },
    },
    async (request) => {
      const staff = await staffMember(request);
      allow(staff, 'gerer_eleves');
      const inscription = await ownInscription(request, staff, request.params.id);
      const until = await extendAccess(app.db, inscription.id, { days: request.body.jours });
      await audit(request, staff, 'acces.prolonge', inscription.learnerId, {
        inscription: inscription.id,
        jours: request.body.jours,
        jusquau: until,
      });
      const row = await app.db
        .selectFrom('inscriptions')
        .select('remaining_credits')
        .where('id', '=', inscription.id)
        .executeTakeFirstOrThrow();
      return {
        message: `Accès prolongé jusqu’au ${frenchDate(until)}.`,
        acces_jusquau: until,
        credits_restants: Number(row.remaining_credits),
      };
    },
  );

  api.post(
    '/central/api/ecole/inscriptions/:id/credits',
    {
      schema: {
        params: inscriptionParamsSchema,
        body: creditsBodySchema,
        response: { 200: inscriptionActionSchema },
      },
    },
    async (request) => {
      const staff = await staffMember(request);
      allow(staff, 'gerer_eleves');
      const inscription = await ownInscription(request, staff, request.params.id);
      const credits = await addCredits(app.db, inscription.id, request.body.nombre);
      await audit(request, staff, 'credits.ajoutes', inscription.learnerId, {
        inscription: inscription.id,
        nombre: request.body.nombre,
        restants: credits.remaining,
      });
      const row = await app.db
        .selectFrom('inscriptions')
        .select('expiration_date')
        .where('id', '=', inscription.id)
        .executeTakeFirstOrThrow();
      const added = request.body.nombre;
      return {
        message: `${added} crédit${added > 1 ? 's' : ''} ajouté${added > 1 ? 's' : ''}\u202f: ${credits.remaining} restant${credits.remaining > 1 ? 's' : ''}.`,
        acces_jusquau: row.expiration_date,
        credits_restants: credits.remaining,
      };
    },
  );
}
