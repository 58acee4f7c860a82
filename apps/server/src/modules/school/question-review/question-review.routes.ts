import {
  examShareAnswerSchema,
  examShareSchema,
  reviewDecisionAnswerSchema,
  reviewDecisionSchema,
  reviewPageSchema,
  reviewQuerySchema,
} from '@prepacode/domain/contracts/question-review.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../../plugins/zod.js';
import { AppError } from '../../../plugins/errors.js';
import { setExamShare } from '../../content/network-banks.repository.js';
import { banksOfNetwork, decide, reviewPage } from '../../content/network-review.js';
import { bumpContentStamp } from '../../content/content-stamp.repository.js';
import { allow, auditStaff, staffOf, type StaffMember } from '../../staff/staff-access.js';

/** The operator's network: the questions reviewed here are its banks' (issue #46, point 4). */
function networkOf(staff: StaffMember): string {
  allow(staff, 'gerer_reseau');
  if (staff.networkId === null)
    throw new AppError(403, 'action_refusee', 'Vous n’avez pas de réseau.');
  return staff.networkId;
}

const DECIDED = { acceptee: 'acceptée', refusee: 'refusée' } as const;

/**
 * « Questions à relire »: the questions of the banks the network imported (Moodle XML, GIFT),
 * accepted, rewritten or refused by its operator, and each bank's share of the mock exams.
 */
export async function questionReviewRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/questions-a-relire',
    { schema: { querystring: reviewQuerySchema, response: { 200: reviewPageSchema } } },
    async (request) => {
      const { statut, banque, page, taille } = request.query;
      return reviewPage(app.db, networkOf(staffOf(request)), {
        ...(statut ? { status: statut } : {}),
        ...(banque ? { bank: banque } : {}),
        page: Number(page ?? 1),
        size: Number(taille ?? 25),
      });
    },
  );

  api.post(
    '/questions-a-relire/decision',
    { schema: { body: reviewDecisionSchema, response: { 200: reviewDecisionAnswerSchema } } },
    async (request) => {
      const staff = staffOf(request);
      const question = await decide(app.db, networkOf(staff), staff.id, request.body);
      await auditStaff(request, 'question.relecture', null, {
        question: question.identifiant,
        decision: request.body.decision,
        modifiee: request.body.modification !== undefined,
      });
      return {
        message: `Question ${question.identifiant} ${DECIDED[request.body.decision]}${request.body.modification ? ' avec vos modifications' : ''}.`,
        question,
      };
    },
  );

  api.put(
    '/banques-reseau/part',
    { schema: { body: examShareSchema, response: { 200: examShareAnswerSchema } } },
    async (request) => {
      const staff = staffOf(request);
      const network = networkOf(staff);
      const { banque, part_examens: share } = request.body;
      if ((await setExamShare(app.db, network, banque, share)) === 0)
        throw new AppError(404, 'introuvable', 'Cette banque n’existe pas.');
      // The content stamp: every node's mock exams see the new share at once.
      await bumpContentStamp(app.db);
      await auditStaff(request, 'banque.part_examens', null, { banque, part_examens: share });
      const bank = (await banksOfNetwork(app.db, network)).find((one) => one.id === banque);
      if (!bank) throw new AppError(404, 'introuvable', 'Cette banque n’existe pas.');
      return {
        message:
          share === 0
            ? `Les examens blancs ne puisent plus dans «\u202f${bank.libelle}\u202f».`
            : `${share}\u202f% de chaque examen blanc viendront de «\u202f${bank.libelle}\u202f».`,
        banque: bank,
      };
    },
  );
}
