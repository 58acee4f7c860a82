import { learnerParamsSchema } from '@prepacode/domain/contracts/school.contract';
import {
  learnerNotesSchema,
  noteAnswerSchema,
  noteBodySchema,
  noteParamsSchema,
} from '@prepacode/domain/contracts/learner-file.contract';
import type { FastifyInstance } from 'fastify';
import { newId } from '../../../lib/tokens.js';
import { AppError } from '../../../plugins/errors.js';
import type { ZodTypeProvider } from '../../../plugins/zod.js';
import { allow, auditStaff, learnerOf, staffOf } from '../../staff/staff-access.js';
import { deleteOwnNote, insertNote, notesOf, type NoteRow } from './learner-notes.repository.js';

// The notes a school's staff keep on a learner (issue #41, point 6): read and written by who
// sees the learner (instructors too), never by the learner; each written or deleted one audited.

const wire = (row: NoteRow, staffId: string) => ({
  id: row.id,
  texte: row.text,
  auteur: row.first_name ? `${row.first_name} ${row.last_name ?? ''}`.trim() : null,
  le: new Date(Number(row.created_at)).toISOString(),
  mienne: row.author_id === staffId,
});

export async function learnerNotesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/eleves/:eleve/notes',
    { schema: { params: learnerParamsSchema, response: { 200: learnerNotesSchema } } },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'voir_eleves');
      const learner = await learnerOf(request, staff, request.params.eleve);
      return { notes: (await notesOf(app.db, learner.id)).map((row) => wire(row, staff.id)) };
    },
  );

  api.post(
    '/eleves/:eleve/notes',
    {
      schema: {
        params: learnerParamsSchema,
        body: noteBodySchema,
        response: { 201: noteAnswerSchema },
      },
      config: { rateLimit: { max: 120, timeWindow: 15 * 60_000 } },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      allow(staff, 'voir_eleves');
      const learner = await learnerOf(request, staff, request.params.eleve);
      const id = newId();
      await insertNote(app.db, {
        id,
        learnerId: learner.id,
        authorId: staff.id,
        text: request.body.texte,
        now: Date.now(),
      });
      await auditStaff(request, 'note.ajoutee', learner.id, { note: id });
      const row = (await notesOf(app.db, learner.id)).find((note) => note.id === id);
      return reply
        .code(201)
        .send({ message: 'Note ajoutée.', ...(row ? { note: wire(row, staff.id) } : {}) });
    },
  );

  api.delete(
    '/eleves/:eleve/notes/:note',
    { schema: { params: noteParamsSchema, response: { 200: noteAnswerSchema } } },
    async (request) => {
      const staff = staffOf(request);
      allow(staff, 'voir_eleves');
      const learner = await learnerOf(request, staff, request.params.eleve);
      // Only its author deletes a note: what a colleague wrote stays theirs.
      const deleted = await deleteOwnNote(app.db, {
        id: request.params.note,
        learnerId: learner.id,
        authorId: staff.id,
      });
      if (deleted === 0) {
        throw new AppError(
          404,
          'note_introuvable',
          'Cette note n’existe plus, ou n’est pas la vôtre.',
        );
      }
      await auditStaff(request, 'note.supprimee', learner.id, { note: request.params.note });
      return { message: 'Note supprimée.' };
    },
  );
}
