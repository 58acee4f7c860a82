import { formationBodySchema } from '@prepacode/domain/contracts/school-accounts.contract';
import { schoolLicenceName } from '@prepacode/domain/licences';
import {
  creditsBodySchema,
  extendBodySchema,
  inscriptionActionSchema,
  inscriptionParamsSchema,
  learnerParamsSchema,
  schoolAnswerSchema,
  statusBodySchema,
} from '@prepacode/domain/contracts/school.contract';
import { OPEN_STATUS } from '@prepacode/domain/auth';
import { brandNamed } from '@prepacode/domain/brands';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.js';
import { AppError } from '../../../plugins/errors.js';
import type { ZodTypeProvider } from '../../../plugins/zod.js';
import { frenchDate } from '@prepacode/domain/calendar';
import { LINK_VALID_MINUTES, sentRecently } from '../../central/password-link.js';
import { mailLearnerLink } from '../enrolment/enrolment.service.js';
import type { Mailer } from '../../mail/mailer.js';
import { addCredits, extendAccess, setClosed } from '../../inscriptions/inscriptions.repository.js';
import { allow, auditStaff, inscriptionOf, learnerOf, staffOf } from '../../staff/staff-access.js';
import { openInscription } from '../../signup/learners.service.js';
import { tellAccessAdded } from '../../signup/welcome.js';
import { inscriptionState, licenceStatusOf, lockLearner } from './learners.repository.js';

/**
 * A manager's actions on a learner's licence and account (issue #19, point 3), each audited
 * with who, when, what: longer access, more exam credits, a new password link.
 */
export async function inscriptionActionsRoutes(
  app: FastifyInstance,
  { config, mailer }: { config: Config; mailer: Mailer },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The inscription's values as the list shows them, after an action. */
  async function stateOf(id: number) {
    const row = await inscriptionState(app.db, id);
    return {
      acces_jusquau: row.expiration_date,
      credits_restants: Number(row.remaining_credits),
      fermee: row.status !== OPEN_STATUS,
    };
  }

  api.post(
    '/inscriptions/:id/prolongation',
    {
      schema: {
        params: inscriptionParamsSchema,
        body: extendBodySchema,
        response: { 200: inscriptionActionSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_eleves');
      const inscription = await inscriptionOf(request, staff, request.params.id);
      const until = await extendAccess(app.db, inscription.id, { days: request.body.jours });
      await auditStaff(request, 'acces.prolonge', inscription.learnerId, {
        inscription: inscription.id,
        jours: request.body.jours,
        jusquau: until,
      });
      return {
        message: `Accès prolongé jusqu’au ${frenchDate(until)}.`,
        ...(await stateOf(inscription.id)),
      };
    },
  );

  api.post(
    '/inscriptions/:id/credits',
    {
      schema: {
        params: inscriptionParamsSchema,
        body: creditsBodySchema,
        response: { 200: inscriptionActionSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_eleves');
      const inscription = await inscriptionOf(request, staff, request.params.id);
      const credits = await addCredits(app.db, inscription.id, request.body.nombre);
      await auditStaff(request, 'credits.ajoutes', inscription.learnerId, {
        inscription: inscription.id,
        nombre: request.body.nombre,
        restants: credits.remaining,
      });
      const added = request.body.nombre;
      return {
        message: `${added} crédit${added > 1 ? 's' : ''} ajouté${added > 1 ? 's' : ''}\u202f: ${credits.remaining} restant${credits.remaining > 1 ? 's' : ''}.`,
        ...(await stateOf(inscription.id)),
      };
    },
  );

  api.post(
    '/inscriptions/:id/statut',
    {
      schema: {
        params: inscriptionParamsSchema,
        body: statusBodySchema,
        response: { 200: inscriptionActionSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_eleves');
      const inscription = await inscriptionOf(request, staff, request.params.id);
      const closed = request.body.fermee;
      await setClosed(app.db, inscription.id, closed);
      await auditStaff(
        request,
        closed ? 'formation.fermee' : 'formation.rouverte',
        inscription.learnerId,
        { inscription: inscription.id },
      );
      return {
        message: closed
          ? 'Formation fermée\u202f: l’élève ne peut plus s’y entraîner ni la choisir.'
          : 'Formation rouverte\u202f: l’élève la retrouve à sa prochaine connexion.',
        ...(await stateOf(inscription.id)),
      };
    },
  );

  api.post(
    '/eleves/:eleve/lien-mot-de-passe',
    {
      schema: { params: learnerParamsSchema, response: { 200: schoolAnswerSchema } },
      config: { rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
    },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_eleves');
      const learner = await learnerOf(request, staff, request.params.eleve);
      // The forgotten-password page's own limit: one link every two minutes per account.
      if (await sentRecently(app.db, learner.id)) {
        throw new AppError(
          409,
          'lien_recent',
          'Un lien est parti il y a moins de 2 minutes\u202f: laissez à l’élève le temps de le recevoir.',
        );
      }
      try {
        await mailLearnerLink(app.db, mailer, config, learner, brandNamed(request.session?.theme));
      } catch (error) {
        request.log.error({ err: error }, 'password link not sent');
        throw new AppError(
          502,
          'envoi_impossible',
          'Le mail n’a pas pu partir\u202f: réessayez dans un instant.',
        );
      }
      await auditStaff(request, 'mot_de_passe.lien_envoye', learner.id, {});
      return {
        message: `Un lien pour choisir un mot de passe est parti à ${learner.email} (valable ${LINK_VALID_MINUTES} minutes).`,
      };
    },
  );

  api.post(
    '/eleves/:eleve/formations',
    {
      schema: {
        params: learnerParamsSchema,
        body: formationBodySchema,
        response: { 201: schoolAnswerSchema },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_eleves');
      const learner = await learnerOf(request, staff, request.params.eleve);
      const { permis, jours, credits } = request.body;
      // Another licence only: one they have, open or closed, is extended or reopened instead.
      // Checked under the learner's row, so two staff adding it at once open it once.
      const { id, until } = await app.db.transaction().execute(async (trx) => {
        await lockLearner(trx, learner.id);
        const status = await licenceStatusOf(trx, learner.id, permis);
        if (status !== null) {
          const how = status === OPEN_STATUS ? 'prolongez-la' : 'elle est fermée, rouvrez-la';
          throw new AppError(
            409,
            'formation_existante',
            `${learner.first_name} a déjà la formation ${schoolLicenceName(permis)}\u202f: ${how} avec «\u202fAccès et crédits\u202f».`,
          );
        }
        const opened = await openInscription(trx, {
          userId: learner.id,
          licence: permis,
          days: jours,
        });
        if (credits > 0) await addCredits(trx, opened.id, credits);
        return { id: opened.id, until: opened.expirationDate };
      });
      await auditStaff(request, 'formation.ajoutee', learner.id, {
        inscription: id,
        permis,
        jours,
        credits,
      });
      const told = await tellAccessAdded(mailer, config, request, {
        brand: brandNamed(request.session?.theme),
        user: learner,
        licence: permis,
        until,
      });
      return reply.code(201).send({
        message: `Formation ${schoolLicenceName(permis)} ajoutée pour ${learner.first_name}, accès jusqu’au ${frenchDate(until)}${told ? '\u202f: un e‑mail l’en informe.' : ', mais l’e‑mail n’a pas pu partir.'}`,
      });
    },
  );
}
