import { brandNamed, isBrandName, type BrandName } from '@prepacode/domain/brands';
import {
  CONTACT_API_KEY_HEADER,
  contactAnswerSchema,
  contactBodySchema,
} from '@prepacode/domain/contracts/contact.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.js';
import { AppError } from '../../plugins/errors.js';
import { deleteCounter, incrementCounter } from '../../plugins/rate-limit.repository.js';
import { refuseStaffWritesOfCookie } from '../auth/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/zod.js';
import { newId } from '../../lib/tokens.js';
import { appOriginsOnly } from '../central/cors.js';
import { contactAcknowledgementMail, schoolContactMail } from '../mail/contact-mail.js';
import { sendOrLog, type Mailer } from '../mail/mailer.js';
import { findLearnerWithSchool, insertContactMessage, sentSince } from './contact.repository.js';

/** Spec §7 `POST central /api/eleve/mail`, under the central base. */
export const CONTACT_PATH = '/central/api/eleve/mail';

// Limits of issue #8: a learner sends at most 5 messages an hour and the same text once in 10
// minutes; an address at most 30 requests in 15 minutes, whatever their key.
export const PER_LEARNER_MAX = 5;
const PER_LEARNER_WINDOW_MS = 60 * 60_000;
const DUPLICATE_WINDOW_MS = 10 * 60_000;
const PER_ADDRESS = { max: 30, timeWindow: 15 * 60_000 };

const sha256 = (text: string) => createHash('sha256').update(text).digest();

const badKey = () =>
  new AppError(
    401,
    'cle_api_invalide',
    'Ce site n’est pas autorisé à envoyer des messages de contact. Rechargez la page puis réessayez.',
  );

/**
 * The contact mail API (issue #8). No cookie is sent, so there is no session and no anti-forgery
 * token: the brand's key authenticates the site, and the body names the learner, accepted only
 * when id and e-mail match one learner. The mail goes to that learner's school address from the
 * database, never to an address from the request (threat model: docs/api.md, "Contact").
 */
export async function contactRoutes(
  app: FastifyInstance,
  { config, mailer }: { config: Config; mailer: Mailer },
): Promise<void> {
  const keys = Object.entries(config.CONTACT_API_KEYS).flatMap(([brand, key]) =>
    isBrandName(brand) && key ? [{ brand, digest: sha256(key) }] : [],
  );

  /** The brand whose key the request carries; every key is compared, in constant time. */
  const brandOf = (request: FastifyRequest): BrandName => {
    const given = request.headers[CONTACT_API_KEY_HEADER];
    if (typeof given !== 'string' || given.length === 0) throw badKey();
    const digest = sha256(given);
    let found: BrandName | null = null;
    for (const key of keys) if (timingSafeEqual(digest, key.digest)) found = key.brand;
    if (!found) throw badKey();
    return found;
  };

  const allowOrigin = appOriginsOnly(
    config,
    'Ce site n’est pas autorisé à envoyer des messages de contact.',
  );

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    CONTACT_PATH,
    {
      schema: { body: contactBodySchema, response: { 202: contactAnswerSchema } },
      config: { xsrf: false, rateLimit: PER_ADDRESS },
      // The learner's app sends its session cookie too: a staff-opened one writes nothing.
      onRequest: [allowOrigin, refuseStaffWritesOfCookie],
      // After the address's rate limit (an onRequest hook), before the body is parsed.
      preParsing: async (request, _reply, payload) => {
        brandOf(request);
        return payload;
      },
    },
    async (request, reply) => {
      const brand = brandNamed(brandOf(request));
      const { eleve_id: learnerId, email, sujet, message, telephone } = request.body;
      const learner = await findLearnerWithSchool(app.db, learnerId, email);
      if (!learner) {
        throw new AppError(
          404,
          'eleve_introuvable',
          'Nous ne retrouvons pas votre compte : reconnectez-vous puis réessayez.',
        );
      }
      const {
        structure_id: schoolId,
        school_name: schoolName,
        school_email: schoolEmail,
      } = learner;
      if (!schoolId || !schoolName || !schoolEmail) {
        throw new AppError(
          409,
          'ecole_sans_adresse',
          'Votre auto-école ne reçoit pas encore de messages par ce formulaire : contactez-la directement.',
        );
      }

      const now = Date.now();
      const recent = await sentSince(app.db, learner.id, now - PER_LEARNER_WINDOW_MS);
      const [oldest] = recent;
      if (oldest !== undefined && recent.length >= PER_LEARNER_MAX) {
        const seconds = Math.max(1, Math.ceil((oldest + PER_LEARNER_WINDOW_MS - now) / 1000));
        throw Object.assign(
          new AppError(
            429,
            'trop_de_messages',
            `Vous avez envoyé ${PER_LEARNER_MAX} messages en une heure : réessayez dans ${Math.ceil(seconds / 60)} min.`,
          ),
          { headers: { 'retry-after': String(seconds) } },
        );
      }
      // One atomic counter per learner and text: of two identical sends, even at once, one wins.
      const duplicateKey = `contact:doublon:${learner.id}:${sha256(message).toString('hex')}`;
      const { hits } = await incrementCounter(app.db, duplicateKey, DUPLICATE_WINDOW_MS, now);
      if (hits > 1) {
        throw new AppError(
          409,
          'message_deja_envoye',
          'Vous venez d’envoyer ce même message : votre auto-école l’a bien reçu.',
        );
      }

      const mail = {
        brand,
        school: { name: schoolName, email: schoolEmail },
        learner: {
          firstName: learner.first_name,
          lastName: learner.last_name,
          email: learner.email,
        },
        subject: sujet,
        message,
        phone: telephone ?? null,
      };
      try {
        await mailer.send(schoolContactMail(mail));
      } catch (error) {
        request.log.error({ err: error }, 'contact mail to the school failed');
        // Not sent, so not a duplicate: the learner may send the same text again.
        await deleteCounter(app.db, duplicateKey);
        throw new AppError(
          503,
          'envoi_impossible',
          'Votre message n’a pas pu être envoyé pour le moment. Réessayez dans quelques minutes.',
        );
      }
      await insertContactMessage(app.db, {
        id: newId(),
        user_id: learner.id,
        structure_id: schoolId,
        brand: brand.name,
        subject: sujet,
        message,
        phone: telephone ?? null,
        ip: request.ip,
        created_at: now,
      });
      // The school has the message: a lost acknowledgement is logged, not reported as a failure.
      await sendOrLog(
        mailer,
        contactAcknowledgementMail(mail),
        request.log,
        'contact acknowledgement mail',
      );
      return reply.code(202).send({
        // The school's name may hold parentheses of its own: none around it (issue #18).
        message: `Votre message a été envoyé à votre auto-école, ${schoolName}. Vous recevez une copie par e‑mail.`,
      });
    },
  );
}
