import { brandNamed } from '@prepacode/domain/brands';
import { isLicenceCode, licenceLabel } from '@prepacode/domain/licences';
import {
  activationSignUpBodySchema,
  activationSubmitAnswerSchema,
  activationSubmitBodySchema,
  type ActivationSubmitAnswer,
  regeneratePasswordBodySchema,
  signUpAnswerSchema,
  signUpNoticeSchema,
} from '@prepacode/domain/contracts/signup.contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { ZodTypeProvider } from '../../plugins/zod.js';
import { appOriginsOnly } from '../central/cors.js';
import { mailPasswordLink } from '../central/password-link.js';
import type { Mailer } from '../mail/mailer.js';
import { schoolById } from '../school/network/schools.repository.js';
import { schoolBrandOfCode } from './activation.repository.js';
import { ownerOfCode, signUpWithCode, submitCode } from './activation.service.js';
import { replyWelcomed, serviceOf, tellAccessAdded } from './welcome.js';

/** Spec §7's three central calls of the activation-code sign-up, every brand's (#41, point 9). */
export const ACTIVATION_BASE = '/central/api/inscription/code-activation';
/**
 * The mails of a code wear its school's brand, the one whose page the school gives out
 * (`/home/<brand>/activation`, issue #41, point 9); a code of a school without one is the
 * tyre-maker's, whose codes came first.
 */
const brandOfSchool = (brand: string | null) => brandNamed(brand ?? 'michelin');
const RATE = { max: 20, timeWindow: 15 * 60_000 };

/**
 * The activation-code sign-up (issue #7). The pages call from the learner app, perhaps another
 * origin, without credentials: no session, no anti-forgery token (a forged call can only sign
 * somebody up with a code the forger holds), CORS for the app origins, and a rate limit per
 * address so codes cannot be tried by the thousand.
 */
export async function activationRoutes(
  app: FastifyInstance,
  { config, mailer }: { config: Config; mailer: Mailer },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = appOriginsOnly(config, 'Ce site n’est pas autorisé à créer des comptes.');
  const routeConfig = { xsrf: false, rateLimit: RATE };

  api.post(
    `${ACTIVATION_BASE}/soumission-code-activation`,
    {
      schema: {
        body: activationSubmitBodySchema,
        response: { 200: activationSubmitAnswerSchema },
      },
      config: routeConfig,
      onRequest,
    },
    async (request): Promise<ActivationSubmitAnswer> => {
      const { code_activation: code, email } = request.body;
      const next = await submitCode(app.db, { code, email });
      if (next.step === 'inscription') return { etape: 'inscription', token: next.token, email };
      if (next.added) {
        const { licence } = next.added;
        const brand = brandOfSchool(await schoolBrandOfCode(app.db, code));
        await tellAccessAdded(mailer, config, request, { brand, ...next.added });
        const access = isLicenceCode(licence)
          ? `«\u202f${licenceLabel(licence)}\u202f»`
          : 'de votre code';
        return {
          etape: 'connexion',
          message: `Un compte existe déjà pour cette adresse\u202f: votre code y a ajouté l’accès ${access}. Connectez-vous avec votre mot de passe habituel.`,
        };
      }
      return {
        etape: 'connexion',
        message: 'Ce code est déjà activé sur votre compte : connectez-vous.',
      };
    },
  );

  api.post(
    `${ACTIVATION_BASE}/creer-et-inscrire-eleve`,
    {
      schema: { body: activationSignUpBodySchema, response: { 201: signUpAnswerSchema } },
      config: routeConfig,
      onRequest,
    },
    async (request, reply) => {
      const body = request.body;
      const created = await signUpWithCode(app.db, {
        token: body.token,
        email: body.email,
        firstName: body.prenom,
        lastName: body.nom,
        phone: body.telephone,
        birthDate: body.date_naissance,
      });
      // The code's school, licence and access come with the account it made.
      const learner = { id: created.userId, email: body.email, firstName: body.prenom };
      const brand = brandOfSchool((await schoolById(app.db, created.structureId)).brand);
      return replyWelcomed(reply, { db: app.db, mailer, config }, { ...created, brand, learner });
    },
  );

  api.post(
    `${ACTIVATION_BASE}/regenerer-mot-de-passe`,
    {
      schema: { body: regeneratePasswordBodySchema, response: { 202: signUpNoticeSchema } },
      config: { xsrf: false, rateLimit: { max: 5, timeWindow: 15 * 60_000 } },
      onRequest,
    },
    async (request, reply) => {
      const owner = await ownerOfCode(app.db, request.body.code_activation);
      if (owner) {
        await mailPasswordLink(app.db, mailer, config, owner, {
          brand: brandOfSchool(await schoolBrandOfCode(app.db, request.body.code_activation)),
          service: serviceOf(config, request),
        });
      }
      return reply.code(202).send({
        message:
          'Si ce code a servi à créer un compte, un e‑mail vient de partir à l’adresse de ce compte avec un lien pour choisir un nouveau mot de passe.',
      });
    },
  );
}
