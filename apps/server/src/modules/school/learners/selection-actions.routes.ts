import {
  creditsSelectionBodySchema,
  extendSelectionBodySchema,
  linksSelectionBodySchema,
  schoolAnswerSchema,
} from '@prepacode/domain/contracts/school.contract';
import { brandNamed } from '@prepacode/domain/brands';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.js';
import type { ZodTypeProvider } from '../../../plugins/zod.js';
import { sentRecently } from '../../central/password-link.js';
import { mailLearnerLink } from '../enrolment/enrolment.service.js';
import { addCredits, extendAccess } from '../../inscriptions/inscriptions.repository.js';
import type { Mailer } from '../../mail/mailer.js';
import {
  allow,
  auditStaff,
  inscriptionsOf,
  learnersOf,
  staffOf,
} from '../../staff/staff-access.js';

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

/** « 3 élèves », or « 4 formations de 3 élèves » when a learner's two formations are ticked. */
function whose(inscriptions: readonly { learnerId: string }[]): string {
  const learners = new Set(inscriptions.map((row) => row.learnerId)).size;
  return learners === inscriptions.length
    ? plural(learners, 'élève')
    : `${plural(inscriptions.length, 'formation')} de ${plural(learners, 'élève')}`;
}

/**
 * A manager's actions on the learners ticked in the list (issue #41, point 5): longer access,
 * more credits, a password link, each learner's change audited as the single action's. The
 * selection is checked whole first: one learner not theirs and nothing is done to any.
 */
export async function selectionActionsRoutes(
  app: FastifyInstance,
  { config, mailer }: { config: Config; mailer: Mailer },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/inscriptions/prolongation',
    { schema: { body: extendSelectionBodySchema, response: { 200: schoolAnswerSchema } } },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_eleves');
      const { jours } = request.body;
      const inscriptions = await inscriptionsOf(request, staff, request.body.inscriptions);
      // All or none: a failure halfway leaves every access as it was.
      const untils = await app.db.transaction().execute(async (trx) => {
        const done: string[] = [];
        for (const inscription of inscriptions) {
          done.push(await extendAccess(trx, inscription.id, { days: jours }));
        }
        return done;
      });
      for (const [index, inscription] of inscriptions.entries()) {
        await auditStaff(request, 'acces.prolonge', inscription.learnerId, {
          selection: true,
          inscription: inscription.id,
          jours,
          jusquau: untils[index],
        });
      }
      return { message: `Accès prolongé de ${jours} jours pour ${whose(inscriptions)}.` };
    },
  );

  api.post(
    '/inscriptions/credits',
    { schema: { body: creditsSelectionBodySchema, response: { 200: schoolAnswerSchema } } },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_eleves');
      const { nombre } = request.body;
      const inscriptions = await inscriptionsOf(request, staff, request.body.inscriptions);
      const remaining = await app.db.transaction().execute(async (trx) => {
        const done: number[] = [];
        for (const inscription of inscriptions) {
          done.push((await addCredits(trx, inscription.id, nombre)).remaining);
        }
        return done;
      });
      for (const [index, inscription] of inscriptions.entries()) {
        await auditStaff(request, 'credits.ajoutes', inscription.learnerId, {
          selection: true,
          inscription: inscription.id,
          nombre,
          restants: remaining[index],
        });
      }
      return {
        message: `${plural(nombre, 'crédit')} d’examens blancs en plus pour ${whose(inscriptions)}.`,
      };
    },
  );

  api.post(
    '/eleves/lien-mot-de-passe',
    {
      schema: { body: linksSelectionBodySchema, response: { 200: schoolAnswerSchema } },
      config: { rateLimit: { max: 20, timeWindow: 15 * 60_000 } },
    },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'gerer_eleves');
      const learners = await learnersOf(request, staff, request.body.eleves);
      let [sent, recent, failed] = [0, 0, 0];
      for (const learner of learners) {
        // The forgotten-password page's own limit: one link every two minutes per account.
        if (await sentRecently(app.db, learner.id)) {
          recent += 1;
          continue;
        }
        try {
          await mailLearnerLink(
            app.db,
            mailer,
            config,
            learner,
            brandNamed(request.session?.theme),
          );
        } catch (error) {
          request.log.error({ err: error }, 'password link not sent');
          failed += 1;
          continue;
        }
        sent += 1;
        await auditStaff(request, 'mot_de_passe.lien_envoye', learner.id, { selection: true });
      }
      const parts = [
        sent > 0
          ? `Un lien pour choisir un mot de passe est parti à ${plural(sent, 'élève')}`
          : 'Aucun lien n’est parti',
        ...(recent > 0
          ? [
              `${plural(recent, 'élève')} en avai${recent > 1 ? 'en' : ''}t reçu un il y a moins de 2 minutes`,
            ]
          : []),
        ...(failed > 0
          ? [`${failed} n’${failed > 1 ? 'ont' : 'a'} pas pu partir, réessayez dans un instant`]
          : []),
      ];
      return { message: `${parts.join('\u202f; ')}.` };
    },
  );
}
