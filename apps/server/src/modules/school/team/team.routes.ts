import { brandNamed } from '@prepacode/domain/brands';
import {
  inviteBodySchema,
  memberParamsSchema,
  roleBodySchema,
  teamAnswerSchema,
  teamQuerySchema,
  teamSchema,
} from '@prepacode/domain/contracts/team.contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.js';
import { AppError } from '../../../plugins/errors.js';
import type { ZodTypeProvider } from '../../../plugins/zod.js';
import { findUserByEmail } from '../../auth/accounts.repository.js';
import type { Mailer } from '../../mail/mailer.js';
import { allow, auditStaff, staffOf, type StaffMember } from '../../staff/staff-access.js';
import { schoolById } from '../network/schools.repository.js';
import { targetSchool } from '../target-school.js';
import { findMember, teamOf } from './team.repository.js';
import { changeMember, inviteStaff, memberNotFound } from './team.service.js';

/**
 * A school's team (issue #41, point 7) for its managers and the network's operator: the list,
 * an invitation by mail, another role, a removal. Each change is audited; nobody changes their
 * own place, and a school always keeps a manager.
 */
export async function teamRoutes(
  app: FastifyInstance,
  { config, mailer }: { config: Config; mailer: Mailer },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** A member of one of the staff member's schools, never themselves. */
  const memberFor = async (staff: StaffMember, id: string) => {
    const member = await findMember(app.db, id);
    if (
      !member ||
      member.role !== 'staff' ||
      member.structure_id === null ||
      !staff.schoolIds.includes(member.structure_id)
    ) {
      throw memberNotFound();
    }
    if (member.id === staff.id) {
      throw new AppError(
        409,
        'vous_meme',
        'Vous ne pouvez pas changer votre propre place dans l’équipe\u202f: demandez-le à un autre gestionnaire.',
      );
    }
    return { ...member, school: member.structure_id };
  };

  api.get(
    '/equipe',
    { schema: { querystring: teamQuerySchema, response: { 200: teamSchema } } },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_equipe');
      const school = targetSchool(staff, request.query.ecole);
      const members = await teamOf(app.db, school);
      return {
        ecole: school,
        nom: (await schoolById(app.db, school)).name,
        membres: members.flatMap((row) =>
          row.staff_role === 'gestionnaire' || row.staff_role === 'moniteur'
            ? [
                {
                  id: row.id,
                  prenom: row.first_name,
                  nom: row.last_name,
                  email: row.email,
                  role: row.staff_role,
                  invitation_en_attente: Number(row.pending) === 1,
                  moi: row.id === staff.id,
                },
              ]
            : [],
        ),
      };
    },
  );

  api.post(
    '/equipe',
    {
      schema: { body: inviteBodySchema, response: { 201: teamAnswerSchema } },
      config: { rateLimit: { max: 60, timeWindow: 15 * 60_000 } },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_equipe');
      const { prenom, nom, email, role, ecole } = request.body;
      const school = targetSchool(staff, ecole);
      if (await findUserByEmail(app.db, email)) {
        throw new AppError(
          409,
          'compte_existant',
          'Cette adresse a déjà un compte\u202f: invitez la personne avec une autre adresse.',
        );
      }
      const row = await schoolById(app.db, school);
      const sent = await inviteStaff(app.db, mailer, config, brandNamed(row.brand), {
        school,
        role,
        email,
        firstName: prenom,
        lastName: nom,
      });
      if (sent.mailError) request.log.error({ reason: sent.mailError }, 'invitation not sent');
      await auditStaff(request, 'equipe.invite', sent.id, {
        ecole: school,
        role,
        mail_envoye: sent.mailError === null,
      });
      return reply.code(201).send({
        message: sent.mailError
          ? `${prenom} ${nom} est dans l’équipe, mais l’invitation n’a pas pu partir\u202f: réessayez plus tard avec «\u202fMot de passe oublié\u202f» sur la page de connexion.`
          : `Invitation envoyée à ${email}\u202f: ${prenom} choisit son mot de passe avec le lien, valable 7 jours.`,
      });
    },
  );

  api.put(
    '/equipe/:membre',
    {
      schema: {
        params: memberParamsSchema,
        body: roleBodySchema,
        response: { 200: teamAnswerSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_equipe');
      const member = await memberFor(staff, request.params.membre);
      const { role } = request.body;
      await changeMember(app.db, staff.id, member, role);
      await auditStaff(request, 'equipe.role', member.id, {
        ecole: member.school,
        avant: member.staff_role,
        apres: role,
      });
      return { message: `${member.first_name} est désormais ${role}.` };
    },
  );

  api.delete(
    '/equipe/:membre',
    { schema: { params: memberParamsSchema, response: { 200: teamAnswerSchema } } },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_equipe');
      const member = await memberFor(staff, request.params.membre);
      await changeMember(app.db, staff.id, member, null);
      await auditStaff(request, 'equipe.retire', member.id, {
        ecole: member.school,
        role: member.staff_role,
        email: member.email,
      });
      return {
        message: `${member.first_name} ne fait plus partie de l’équipe\u202f: son compte est fermé.`,
      };
    },
  );
}
