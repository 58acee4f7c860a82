import {
  consentBodySchema,
  consentDoneSchema,
  consentOfferSchema,
  consentQuerySchema,
} from '@prepacode/domain/contracts/enrolment.contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.js';
import type { ZodTypeProvider } from '../../../plugins/zod.js';
import { acceptOffer, consentOffer } from './enrolment.service.js';

/**
 * The central consent page's calls (ADR 0030): what a school offers the owner of an address it
 * enrolled, and their acceptance. The link's token is the proof, as a password link's is: no
 * session is needed, and a token that is unknown, used or late answers the same refusal.
 */
export async function enrolmentRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/central/api/rattachement',
    {
      schema: { querystring: consentQuerySchema, response: { 200: consentOfferSchema } },
      config: { rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
    },
    async (request) => consentOffer(app.db, request.query.jeton),
  );

  api.post(
    '/central/api/rattachement',
    {
      schema: { body: consentBodySchema, response: { 200: consentDoneSchema } },
      config: { rateLimit: { max: 20, timeWindow: 15 * 60_000 } },
    },
    async (request) => acceptOffer(app.db, config, request.body.jeton, request.ip),
  );
}
