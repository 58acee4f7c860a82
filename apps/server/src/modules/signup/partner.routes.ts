import { brandNamed } from '@prepacode/domain/brands';
import {
  partnerIdentitySchema,
  partnerSignUpBodySchema,
  signUpAnswerSchema,
} from '@prepacode/domain/contracts/signup.contract';
import { licenceLabel } from '@prepacode/domain/licences';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { vagnonSecret, type Config } from '../../config.js';
import { AppError } from '../../plugins/errors.js';
import { InputError, type ZodTypeProvider } from '../../plugins/zod.js';
import { findUserByEmail, subscribeToNewsletter } from '../auth/accounts.repository.js';
import { recordAudit } from '../auth/audit.repository.js';
import { usePartnerToken } from '../auth/partner-tokens.repository.js';
import { appOriginsOnly } from '../central/cors.js';
import type { Mailer } from '../mail/mailer.js';
import { insertAccount, openInscription } from './learners.service.js';
import { hasValidSignature } from './partner-signature.js';
import { findStructure } from '../front/front.repository.js';
import { replyWelcomed, tellAccessAdded } from './welcome.js';

/** Spec §7 `POST central /application/prepacode/vagnon/inscription`. */
export const PARTNER_SIGN_UP_PATH = '/central/application/prepacode/vagnon/inscription';
const PARTNER = 'vagnon-inscription';
// Its learners use the default brand: the publisher has no theme of its own (spec §1).
const brand = brandNamed('prepacode');
// A clock a little ahead at the publisher is not a forgery.
const CLOCK_SKEW_S = 120;

const refused = () =>
  new AppError(
    403,
    'signature_invalide',
    'Ce lien d’inscription n’est pas valable : ouvrez-le à nouveau depuis le site de l’éditeur.',
  );

/**
 * The boat publisher's sign-up (issue #7): its site signs the learner's details with our shared
 * secret, the learner confirms on our `vagnon` page. The signature proves the details, `t` bounds
 * the link's life and each signature serves once (kept until its link would have expired).
 */
export async function partnerSignUpRoutes(
  app: FastifyInstance,
  { config, mailer }: { config: Config; mailer: Mailer },
): Promise<void> {
  const onRequest = appOriginsOnly(config, 'Ce site n’est pas autorisé à créer des comptes.');
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    PARTNER_SIGN_UP_PATH,
    {
      schema: {
        body: partnerSignUpBodySchema,
        response: { 200: signUpAnswerSchema, 201: signUpAnswerSchema },
      },
      config: { xsrf: false, rateLimit: { max: 20, timeWindow: 15 * 60_000 } },
      onRequest,
    },
    async (request, reply) => {
      const secret = vagnonSecret(config);
      if (!secret) {
        throw new AppError(
          503,
          'inscription_fermee',
          'L’inscription depuis le site de l’éditeur n’est pas ouverte pour le moment.',
        );
      }
      const body = request.body;
      if (!hasValidSignature(secret, body)) throw refused();
      const now = Date.now();
      const signedAt = Number(body.t);
      const age = now / 1000 - signedAt;
      if (age > config.VAGNON_MAX_AGE_SECONDS || age < -CLOCK_SKEW_S) {
        throw new AppError(
          403,
          'lien_expire',
          'Ce lien d’inscription a expiré : retournez sur le site de l’éditeur pour en obtenir un nouveau.',
        );
      }
      // Signed, yet checked like any form: the publisher may send what we cannot store.
      const parsed = z.safeParse(partnerIdentitySchema, body);
      if (!parsed.success) throw new InputError('body', parsed.error.issues);
      const identity = parsed.data;
      if (!(await findStructure(app.db, config.VAGNON_SCHOOL))) {
        throw new AppError(
          503,
          'inscription_fermee',
          'L’inscription depuis le site de l’éditeur n’est pas ouverte pour le moment.',
        );
      }
      const existing = await findUserByEmail(app.db, identity.email);
      if (existing && existing.role !== 'learner') {
        throw new AppError(
          409,
          'adresse_indisponible',
          'Cette adresse e‑mail ne peut pas recevoir de formation : inscrivez-vous avec une autre adresse.',
        );
      }

      const result = await app.db.transaction().execute(async (trx) => {
        // Each signature once: of two uses at once, the second waits on the key, then finds it.
        const fresh = await usePartnerToken(trx, {
          partner: PARTNER,
          jti: body.signature,
          expires_at: (signedAt + config.VAGNON_MAX_AGE_SECONDS) * 1000,
        });
        if (!fresh) {
          throw new AppError(
            409,
            'lien_deja_utilise',
            'Ce lien d’inscription a déjà servi : connectez-vous, ou demandez un nouveau lien sur le site de l’éditeur.',
          );
        }
        const newsletter = body.newsletter === 'true';
        const userId =
          existing?.id ??
          (await insertAccount(
            trx,
            {
              email: identity.email,
              firstName: identity.prenom,
              lastName: identity.nom,
              structureId: config.VAGNON_SCHOOL,
              birthDate: identity.date_naissance,
              newsletter,
            },
            now,
          ));
        if (existing && newsletter) {
          await subscribeToNewsletter(trx, userId);
        }
        const access = await openInscription(
          trx,
          { userId, licence: body.permis, days: config.VAGNON_ACCESS_DAYS },
          now,
        );
        await recordAudit(
          trx,
          { actorId: null, action: 'inscription_partenaire', subjectId: userId, ip: request.ip },
          now,
        );
        return { userId, until: access.expirationDate };
      });

      if (existing) {
        await tellAccessAdded(mailer, config, request, {
          brand,
          user: existing,
          licence: body.permis,
          until: result.until,
        });
        return reply.code(200).send({
          email: existing.email,
          message: `Un compte existe déjà pour cette adresse : la formation ${licenceLabel(body.permis)} y est ajoutée. Connectez-vous avec votre mot de passe habituel.`,
        });
      }
      return replyWelcomed(
        reply,
        { db: app.db, mailer, config },
        {
          brand,
          learner: { id: result.userId, email: identity.email, firstName: identity.prenom },
          structureId: config.VAGNON_SCHOOL,
          licence: body.permis,
          until: result.until,
        },
      );
    },
  );
}
