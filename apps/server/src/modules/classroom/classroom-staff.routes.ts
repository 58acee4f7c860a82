import {
  classroomAnswerSchema,
  classroomListSchema,
  classroomMissingSchema,
  classroomParamsSchema,
  classroomSeriesQuerySchema,
  classroomSeriesSchema,
  classroomStaffViewSchema,
  classroomStartBodySchema,
  classroomStepBodySchema,
} from '@prepacode/domain/contracts/classroom.contract';
import { playerInfosQuerySchema } from '@prepacode/domain/contracts/player.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from '../../plugins/zod.js';
import { targetSchool } from '../school/target-school.js';
import { allow, auditStaff, staffOf } from '../staff/staff-access.js';
import { findSession, sessionsOfSchools, type SessionRow } from './classroom.repository.js';
import { seriesChoices } from './classroom-plan.js';
import {
  sessionNotFound,
  settleParticipants,
  startSession,
  stepSession,
} from './classroom.service.js';
import { rosterOf, staffView, summaryOf } from './classroom-views.js';
import { streamSession } from './classroom.routes.js';

/** Past sessions listed at most: a school's term of Wednesdays and then some. */
const LISTED = 100;
/** The projected screen's pictures: the largest rendition. */
const PROJECTED_WIDTH = 1440;

/**
 * « Séances en salle » in the school space (issue #43, points 1, 2 and 6), under
 * `/central/api/ecole` (its plugin checks the staff session): launch a session, run it from the
 * presenter's screen, list past ones. A session belongs to a school: only that school's staff
 * (and its network's operator) see or run it; another id answers 404.
 */
export async function classroomStaffRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function sessionOfStaff(request: FastifyRequest, id: string): Promise<SessionRow> {
    const staff = staffOf(request);
    allow(staff, 'animer_seances');
    const session = await findSession(app.db, id);
    if (!session || !staff.schoolIds.includes(session.structure_id)) throw sessionNotFound();
    return session;
  }

  api.get('/salles', { schema: { response: { 200: classroomListSchema } } }, async (request) => {
    const staff = staffOf(request);
    allow(staff, 'animer_seances');
    const rows = await sessionsOfSchools(app.db, staff.schoolIds, LISTED);
    return { salles: await Promise.all(rows.map((row) => summaryOf(app.db, row))) };
  });

  api.get(
    '/salles/series',
    {
      schema: { querystring: classroomSeriesQuerySchema, response: { 200: classroomSeriesSchema } },
    },
    async (request) => {
      allow(staffOf(request), 'animer_seances');
      return seriesChoices(app.db, request.query.permis);
    },
  );

  api.post(
    '/salles',
    {
      schema: { body: classroomStartBodySchema, response: { 201: classroomAnswerSchema } },
      // Per staff member, not per address: a school's rooms share one.
      config: {
        rateLimit: {
          max: 30,
          timeWindow: 15 * 60_000,
          keyGenerator: (request: FastifyRequest) => request.session?.user_id ?? request.ip,
        },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      allow(staff, 'animer_seances');
      const school = targetSchool(staff, request.body.ecole);
      const session = await startSession(app.db, staff.id, school, request.body);
      await auditStaff(request, 'salle.lancee', null, { salle: session.id });
      return reply.code(201).send({
        message: `Séance lancée\u202f: code ${session.code}.`,
        salle: await staffView(app.db, session, PROJECTED_WIDTH),
      });
    },
  );

  api.get(
    '/salles/:salle',
    {
      schema: {
        params: classroomParamsSchema,
        querystring: playerInfosQuerySchema,
        response: { 200: classroomStaffViewSchema },
      },
    },
    async (request) => {
      const session = await sessionOfStaff(request, request.params.salle);
      if (session.phase === 'terminee') await settleParticipants(app.db, session);
      const width =
        request.query.taille === undefined ? PROJECTED_WIDTH : Number(request.query.taille);
      return staffView(app.db, session, width);
    },
  );

  api.get(
    '/salles/:salle/absents',
    { schema: { params: classroomParamsSchema, response: { 200: classroomMissingSchema } } },
    async (request) => rosterOf(app.db, await sessionOfStaff(request, request.params.salle)),
  );

  api.get(
    '/salles/:salle/flux',
    { sse: 'only', schema: { params: classroomParamsSchema } },
    async (request, reply) => {
      const session = await sessionOfStaff(request, request.params.salle);
      streamSession(app, reply, session.id, true);
    },
  );

  api.post(
    '/salles/:salle/etape',
    {
      schema: {
        params: classroomParamsSchema,
        body: classroomStepBodySchema,
        response: { 200: classroomAnswerSchema },
      },
    },
    async (request) => {
      const session = await sessionOfStaff(request, request.params.salle);
      const { action, position } = request.body;
      await stepSession(app.db, session, action, position);
      app.classroom.poke(session.id);
      const now = await findSession(app.db, session.id);
      if (!now) throw sessionNotFound();
      return {
        message: now.phase === 'terminee' ? 'Séance terminée.' : 'C’est fait.',
        salle: await staffView(app.db, now, PROJECTED_WIDTH),
      };
    },
  );
}
