import { brandNamed } from '@prepacode/domain/brands';
import {
  newPasswordBodySchema,
  passwordAnswerSchema,
  passwordRequestBodySchema,
} from '@prepacode/domain/contracts/password.contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { AppError } from '../../plugins/errors.js';
import type { ZodTypeProvider } from '../../plugins/zod.js';
import { updatePasswordHash, findUserByEmail, findUserById } from '../auth/accounts.repository.js';
import { recordAudit } from '../auth/audit.repository.js';
import { hashPassword } from '../auth/password.js';
import { deleteSessionsOf } from '../auth/sessions.repository.js';
import { hashToken } from '../../lib/tokens.js';
import type { Mailer } from '../mail/mailer.js';
import { mailPasswordLink } from './password-link.js';
import { heldAddresses } from '../school/enrolment/enrolment.repository.js';
import {
  deleteUnusedPasswordLinks,
  findPasswordLink,
  usePasswordLink,
} from './password-link.repository.js';
import { passwordProblem } from './password-rules.js';
import { isAllowedService } from './services.js';

const SENT =
  'Si un compte existe pour cette adresse, un e‑mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe.';

/**
 * The central site's forgotten password (issue #7): a request by e-mail that answers the same
 * whether or not the account exists, a single-use link valid one hour, and the new password,
 * after which every session of the account ends.
 */
export async function passwordResetRoutes(
  app: FastifyInstance,
  { config, mailer }: { config: Config; mailer: Mailer },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/central/api/mot-de-passe/demande',
    {
      schema: { body: passwordRequestBodySchema, response: { 202: passwordAnswerSchema } },
      config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
    },
    async (request, reply) => {
      const { email, service, from } = request.body;
      const brand = brandNamed(from);
      const user = await findUserByEmail(app.db, email);
      // Any account may set its password this way, also one a partner created without one.
      if (user) {
        await mailPasswordLink(app.db, mailer, config, user, {
          brand,
          service:
            service && isAllowedService(service, request, config.APP_ORIGINS) ? service : undefined,
        });
      }
      return reply.code(202).send({ message: SENT });
    },
  );

  api.post(
    '/central/api/mot-de-passe/nouveau',
    {
      schema: { body: newPasswordBodySchema, response: { 200: passwordAnswerSchema } },
      config: { rateLimit: { max: 20, timeWindow: 15 * 60_000 } },
    },
    async (request) => {
      const { jeton, mot_de_passe: password } = request.body;
      const now = Date.now();
      const expired = () =>
        new AppError(400, 'lien_invalide', 'Ce lien n’est plus valable : demandez-en un nouveau.');
      const row = await findPasswordLink(app.db, hashToken(jeton));
      if (!row || row.used_at !== null || row.expires_at <= now) throw expired();
      const user = await findUserById(app.db, row.user_id);
      // A held account's link (ADR 0030) opens its consent page; it never takes a password.
      if (!user || (await heldAddresses(app.db, [user.id])).has(user.id)) throw expired();
      const problem = passwordProblem(password, user.email);
      if (problem) throw new AppError(400, 'mot_de_passe_refuse', problem);
      const passwordHash = await hashPassword(password, config.PASSWORD_HASH_COST);
      await app.db.transaction().execute(async (trx) => {
        // One use: of two concurrent submissions of the link, one wins.
        if ((await usePasswordLink(trx, row.token_hash, now)) !== 1) throw expired();
        await updatePasswordHash(trx, user.id, passwordHash);
        await deleteSessionsOf(trx, user.id);
        await deleteUnusedPasswordLinks(trx, user.id);
        await recordAudit(
          trx,
          { actorId: user.id, action: 'mot_de_passe_change', subjectId: user.id, ip: request.ip },
          now,
        );
      });
      return {
        message: 'Votre mot de passe est enregistré. Connectez-vous avec ce nouveau mot de passe.',
      };
    },
  );
}
