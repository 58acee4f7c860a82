import {
  bannerBodySchema,
  bannerParamsSchema,
  bannersSchema,
} from '@prepacode/domain/contracts/banners.contract';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../plugins/errors.js';
import type { ZodTypeProvider } from '../../../plugins/zod.js';
import { recordAudit } from '../../auth/audit.repository.js';
import { addDays, dayInFrance, frenchDate, startOfFrenchDay } from '@prepacode/domain/calendar';
import { listBanners, postBanner, withdrawBanner, type BannerAudience } from './banners.service.js';
import { allow, groupOf, learnerOf, schoolsOf, staffOf } from '../../staff/staff-access.js';

const iso = (at: number | string) => new Date(Number(at)).toISOString();

/**
 * The banners (issue #19, point 4, `publier_messages`: manager and operator): post one to the
 * school, a group or a learner over French calendar days, list them, withdraw one. Audited.
 */
export async function bannerRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/messages', { schema: { response: { 200: bannersSchema } } }, async (request) => {
    const staff = staffOf(request);
    allow(staff, 'publier_messages');
    const now = Date.now();
    const rows = await listBanners(app.db, staff.schoolIds);
    return {
      messages: rows.map((row) => ({
        id: row.id,
        type: row.type,
        texte: row.content,
        destinataire: row.group_name
          ? `Groupe ${row.group_name}`
          : row.first_name !== null
            ? `Élève ${row.first_name} ${row.last_name ?? ''}`.trim()
            : `École ${row.school_name ?? ''}`.trim(),
        debut: iso(row.starts_at),
        fin: iso(row.ends_at),
        // Spec §4: shown only strictly inside the window. A window that has ended is past,
        // also one withdrawn before it began (its end then comes before its start).
        etat:
          Number(row.ends_at) <= now
            ? ('passe' as const)
            : Number(row.starts_at) < now
              ? ('en_cours' as const)
              : ('a_venir' as const),
      })),
    };
  });

  api.post(
    '/messages',
    { schema: { body: bannerBodySchema, response: { 201: schoolAnswerSchema } } },
    async (request, reply) => {
      const staff = staffOf(request);
      allow(staff, 'publier_messages');
      const body = request.body;
      let audience: BannerAudience;
      if (body.groupe) audience = { group: (await groupOf(request, staff, body.groupe)).id };
      else if (body.eleve) audience = { learner: (await learnerOf(request, staff, body.eleve)).id };
      else audience = { school: schoolsOf(staff, body.ecole)[0] ?? '' };
      const now = Date.now();
      // Today's banner shows at once: its start is today's 00:00 (Paris), already past.
      const startsAt = startOfFrenchDay(body.debut);
      const endsAt = startOfFrenchDay(addDays(body.fin, 1));
      if (body.fin < dayInFrance(now)) {
        throw new AppError(
          400,
          'requete_invalide',
          'Ce jour est passé\u202f: le message ne serait pas vu.',
        );
      }
      const id = await postBanner(app.db, {
        audience,
        type: body.type,
        content: body.texte,
        startsAt,
        endsAt,
      });
      await recordAudit(app.db, {
        actorId: staff.id,
        action: 'message.publie',
        subjectId: 'learner' in audience ? audience.learner : null,
        ip: request.ip,
        details: { message: id, ...audience, debut: body.debut, fin: body.fin },
      });
      return reply.code(201).send({
        message: `Message publié du ${frenchDate(body.debut)} au ${frenchDate(body.fin)}.`,
      });
    },
  );

  api.post(
    '/messages/:id/retrait',
    { schema: { params: bannerParamsSchema, response: { 200: schoolAnswerSchema } } },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'publier_messages');
      const mine = (await listBanners(app.db, staff.schoolIds)).some(
        (row) => row.id === request.params.id,
      );
      if (!mine) {
        throw new AppError(404, 'message_introuvable', 'Ce message n’existe pas dans vos écoles.');
      }
      const withdrawn = await withdrawBanner(app.db, request.params.id);
      await recordAudit(app.db, {
        actorId: staff.id,
        action: 'message.retire',
        subjectId: null,
        ip: request.ip,
        details: { message: request.params.id },
      });
      return { message: withdrawn ? 'Message retiré.' : 'Ce message était déjà terminé.' };
    },
  );
}
