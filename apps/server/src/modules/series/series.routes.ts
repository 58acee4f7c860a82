import {
  envoiReponseBodySchema,
  envoiReponseResponseSchema,
  playerInfosQuerySchema,
  questionAfficheeBodySchema,
  questionAfficheeResponseSchema,
  questionResponseSchema,
  reponseResponseSchema,
  serieDetailsSchema,
} from '@prepacode/domain/contracts/player.contract';
import {
  createSerieQuerySchema,
  HISTORIQUE_MAX_PAGE_SIZE,
  historiqueQuerySchema,
  serieParamsSchema,
  serieStateSchema,
} from '@prepacode/domain/contracts/series.contract';
import { PAGINATOR } from '@prepacode/domain/layout';
import { serieHorsConnexionSchema } from '@prepacode/domain/contracts/offline.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.js';
import { requireSession, sessionOf } from '../auth/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/zod.js';
import {
  findOwnAttempt,
  findOwnAttemptCorrection,
  findOwnAttemptQuestion,
  findOwnAttemptSlots,
  type AttemptRow,
} from './attempts.repository.js';
import { createAttempt, learnerOf, notFound } from './create.service.js';
import { answerQuestion, correctionOf, currentQuestion, questionShown } from './player.service.js';
import { offlineSeries } from './offline.service.js';
import { attemptDetails } from './details.service.js';
import { toState } from './results.service.js';
import { historyBody, seriesEleveBody } from './series-eleve.cache.js';

/** Series, player and history calls (spec §7). Every attempt is its learner's alone. */
export async function seriesRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireSession);
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** Whose attempts the request may name: none without an inscription (then 404). */
  function owner(request: FastifyRequest): { userId: string; inscriptionId: number } {
    const session = sessionOf(request);
    if (session.inscription_id === null) throw notFound();
    return { userId: session.user_id, inscriptionId: session.inscription_id };
  }

  /** The attempt named in the request, if it is this learner's in this inscription: else 404. */
  async function ownAttempt(request: FastifyRequest, id: string): Promise<AttemptRow> {
    const { userId, inscriptionId } = owner(request);
    const attempt = await findOwnAttempt(app.db, Number(id), userId, inscriptionId);
    if (!attempt) throw notFound();
    return attempt;
  }

  /** A classroom series is answered in its session (issue #43), never in the player. */
  function inPlayer<T extends { type: AttemptRow['type'] }>(attempt: T): T {
    if (attempt.type === 'salle') {
      throw new AppError(
        409,
        'seance_en_salle',
        'Cette série se répond en salle, sur la page de la séance.',
      );
    }
    return attempt;
  }

  api.put(
    '/api/serie/create',
    {
      schema: {
        querystring: createSerieQuerySchema,
        response: { 200: serieStateSchema, 201: serieStateSchema },
      },
    },
    async (request, reply) => {
      const learner = learnerOf(sessionOf(request));
      const { attempt, created } = await createAttempt(app.db, learner, {
        slug: request.query.slug,
        parcours: request.query.parcours,
        ordreLettrage: request.query.ordre_lettrage,
      });
      return reply.code(created ? 201 : 200).send(toState(attempt));
    },
  );

  api.get(
    '/api/serie/resume/:id',
    { schema: { params: serieParamsSchema, response: { 200: serieStateSchema } } },
    async (request) => toState(await ownAttempt(request, request.params.id)),
  );

  api.get(
    '/api/serie/details/:id',
    { schema: { params: serieParamsSchema, response: { 200: serieDetailsSchema } } },
    async (request) => attemptDetails(app.db, await ownAttempt(request, request.params.id)),
  );

  api.get(
    '/api/player/infos/:id/question',
    {
      // Serving a question in exam conditions starts its clock, or records it unanswered.
      config: { writesLearnerData: true },
      schema: {
        params: serieParamsSchema,
        querystring: playerInfosQuerySchema,
        response: { 200: questionResponseSchema },
      },
    },
    async (request) => {
      const { userId, inscriptionId } = owner(request);
      const read = await findOwnAttemptSlots(
        app.db,
        Number(request.params.id),
        userId,
        inscriptionId,
      );
      if (!read) throw notFound();
      inPlayer(read.attempt);
      const width = request.query.taille === undefined ? undefined : Number(request.query.taille);
      return currentQuestion(app.db, read, width);
    },
  );

  api.get(
    '/api/player/infos/:id/reponse',
    {
      schema: {
        params: serieParamsSchema,
        querystring: playerInfosQuerySchema,
        response: { 200: reponseResponseSchema },
      },
    },
    async (request) => {
      const { userId, inscriptionId } = owner(request);
      // Empty, as without it: the question last answered.
      const identifiant = request.query.identifiant || undefined;
      const read = await findOwnAttemptCorrection(
        app.db,
        Number(request.params.id),
        userId,
        inscriptionId,
        identifiant,
      );
      if (!read) throw notFound();
      return correctionOf(read, identifiant !== undefined);
    },
  );

  // Issue #45: a training series downloaded to be played with no network.
  api.get(
    '/api/player/hors-connexion/:id',
    {
      schema: {
        params: serieParamsSchema,
        querystring: playerInfosQuerySchema,
        response: { 200: serieHorsConnexionSchema },
      },
    },
    async (request) => {
      const attempt = inPlayer(await ownAttempt(request, request.params.id));
      const width = request.query.taille === undefined ? undefined : Number(request.query.taille);
      return offlineSeries(app.db, attempt, width);
    },
  );

  /** The attempt and its question in one read: one round trip on PostgreSQL (ADR 0023). */
  const ownQuestion = async (request: FastifyRequest, serie: string, identifiant: string) => {
    const { userId, inscriptionId } = owner(request);
    const read = await findOwnAttemptQuestion(
      app.db,
      Number(serie),
      userId,
      inscriptionId,
      identifiant,
    );
    if (!read) throw notFound();
    inPlayer(read.attempt);
    return { ...read, questionId: identifiant };
  };

  api.put(
    '/api/player/envoi-reponse',
    { schema: { body: envoiReponseBodySchema, response: { 200: envoiReponseResponseSchema } } },
    async (request) => {
      const { serie, identifiant, reponse, id_reponse: key, repondu_le: at } = request.body;
      const sent = { reponse, key, at: at === undefined ? undefined : Number(at) };
      return answerQuestion(app.db, await ownQuestion(request, serie, identifiant), sent);
    },
  );

  // Issue #40: the question is on screen, its clock starts.
  api.put(
    '/api/player/question-affichee',
    {
      schema: {
        body: questionAfficheeBodySchema,
        response: { 200: questionAfficheeResponseSchema },
      },
    },
    async (request) => {
      const { serie, identifiant } = request.body;
      return questionShown(app.db, await ownQuestion(request, serie, identifiant));
    },
  );

  // The body is checked against seriesEleveResponseSchema when it is made, then kept.
  api.get('/api/front/series-eleve', async (request, reply) =>
    (await seriesEleveBody(app.db, learnerOf(sessionOf(request), 'read'))).send(request, reply),
  );

  // Each page is checked against historiquePageSchema when it is made, then kept.
  api.get(
    '/api/front/historique',
    { schema: { querystring: historiqueQuerySchema } },
    async (request, reply) => {
      const size = Number(request.query.taille_page ?? PAGINATOR.defaultPageSize);
      if (size < 1 || size > HISTORIQUE_MAX_PAGE_SIZE) {
        throw new AppError(
          400,
          'taille_page_invalide',
          'La taille de page doit être un entier entre 1 et 100.',
        );
      }
      const sort = request.query.tri ?? 'date';
      const page = await historyBody(app.db, learnerOf(sessionOf(request), 'read'), {
        page: Number(request.query.page ?? 0),
        size,
        sort,
        order: request.query.ordre ?? (sort === 'date' ? 'desc' : 'asc'),
      });
      return page.send(request, reply);
    },
  );
}
