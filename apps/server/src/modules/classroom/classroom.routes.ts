import { fastifySSE } from '@fastify/sse';
import {
  classroomJoinBodySchema,
  classroomJoinedSchema,
  classroomLearnerViewSchema,
  classroomParamsSchema,
  classroomReplyBodySchema,
  classroomReplySchema,
} from '@prepacode/domain/contracts/classroom.contract';
import { playerInfosQuerySchema } from '@prepacode/domain/contracts/player.contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from '../../plugins/zod.js';
import { requireSession, sessionOf } from '../auth/session.plugin.js';
import { findSession, participantOf } from './classroom.repository.js';
import {
  answerInSession,
  endIdleSessions,
  joinSession,
  sessionNotFound,
  settleParticipants,
} from './classroom.service.js';
import { learnerView } from './classroom-views.js';
import { ClassroomWatch } from './classroom-watch.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The classroom sessions this node's streams follow (issue #43). */
    classroom: ClassroomWatch;
  }
}

/** How often a node reads the sessions its streams follow: well within the 500 ms budget. */
const TICK_MS = 150;
const HOUSEKEEPING_MS = 60_000;

/**
 * The stream of a session's changes, sent as `etat` events whose id is the session's version:
 * the page reads the view again when the phase or the question moved. A comment every 15 s
 * keeps proxies from closing a quiet stream; a phone back on the network reconnects by itself
 * (EventSource) to whichever node answers.
 */
export function streamSession(
  app: FastifyInstance,
  reply: FastifyReply,
  sessionId: string,
  counts: boolean,
) {
  reply.sse.keepAlive();
  // Committed now: the first state comes from the watch's next read, after the handler returns.
  reply.sse.sendHeaders();
  const unsubscribe = app.classroom.subscribe(
    sessionId,
    (state) => {
      if (reply.sse.isConnected) {
        reply.sse.send({ id: state.version, event: 'etat', data: state }).catch(() => undefined);
      }
    },
    counts,
  );
  reply.sse.onClose(unsubscribe);
}

/**
 * « Code en salle » for learners (issue #43, point 3): join by the code, follow the session,
 * answer. Also holds what every node runs for the sessions: the watch their streams read and
 * the ending of sessions left running.
 */
export const classroomPlugin = fp(async (app: FastifyInstance) => {
  const watch = new ClassroomWatch(app.db, TICK_MS, (error) =>
    app.log.warn({ err: error }, 'classroom watch failed'),
  );
  app.decorate('classroom', watch);
  const timer = setInterval(() => {
    endIdleSessions(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'ending idle classroom sessions failed'),
    );
  }, HOUSEKEEPING_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    watch.stop();
    await watch.settled();
  });
  // At the root, so that the school space's routes stream too. The package's default export is
  // this plugin wrapped the same way, which TypeScript's typing of a CommonJS default cannot name.
  await app.register(fp(fastifySSE), { heartbeatInterval: 15_000 });
  await app.register(learnerRoutes);
});

async function learnerRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireSession);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/salle/rejoindre',
    {
      schema: { body: classroomJoinBodySchema, response: { 200: classroomJoinedSchema } },
      // Per learner (the session hook has run), never per address: a classroom's phones share
      // the school's one.
      config: {
        rateLimit: {
          max: 30,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => request.session?.user_id ?? request.ip,
        },
      },
    },
    async (request) => {
      const session = await joinSession(app.db, sessionOf(request).user_id, request.body.code);
      app.classroom.poke(session.id);
      return { salle: session.id };
    },
  );

  api.get(
    '/api/salle/:salle',
    {
      schema: {
        params: classroomParamsSchema,
        querystring: playerInfosQuerySchema,
        response: { 200: classroomLearnerViewSchema },
      },
    },
    async (request) => {
      const userId = sessionOf(request).user_id;
      const session = await findSession(app.db, request.params.salle);
      if (!session) throw sessionNotFound();
      // A node that stopped while ending the session left series open: counted now.
      if (session.phase === 'terminee') await settleParticipants(app.db, session);
      const width = request.query.taille === undefined ? undefined : Number(request.query.taille);
      const view = await learnerView(app.db, session, userId, width);
      if (!view) throw sessionNotFound();
      return view;
    },
  );

  api.get(
    '/api/salle/:salle/flux',
    { sse: 'only', schema: { params: classroomParamsSchema } },
    async (request, reply) => {
      const session = await findSession(app.db, request.params.salle);
      if (!session || !(await participantOf(app.db, session.id, sessionOf(request).user_id))) {
        throw sessionNotFound();
      }
      streamSession(app, reply, session.id, false);
    },
  );

  api.put(
    '/api/salle/:salle/reponse',
    {
      schema: {
        params: classroomParamsSchema,
        body: classroomReplyBodySchema,
        response: { 200: classroomReplySchema },
      },
    },
    async (request) => {
      const { position, reponse } = request.body;
      const result = await answerInSession(
        app.db,
        sessionOf(request).user_id,
        request.params.salle,
        position,
        reponse,
      );
      app.classroom.poke(request.params.salle);
      return {
        position,
        reponse: result.recorded ?? [],
        ...(result.late ? { hors_delai: true } : {}),
      };
    },
  );
}
