import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';

// The notes a school's staff keep on a learner (issue #41, point 6).

/** The learner's notes with their author's name, newest first. */
export const notesOf = (db: Kysely<Database>, learnerId: string) =>
  db
    .selectFrom('learner_notes as n')
    .leftJoin('users as a', 'a.id', 'n.author_id')
    .select(['n.id', 'n.text', 'n.created_at', 'n.author_id', 'a.first_name', 'a.last_name'])
    .where('n.user_id', '=', learnerId)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id')
    .execute();

export type NoteRow = Awaited<ReturnType<typeof notesOf>>[number];

export const insertNote = (
  db: Kysely<Database>,
  note: { id: string; learnerId: string; authorId: string; text: string; now: number },
) =>
  db
    .insertInto('learner_notes')
    .values({
      id: note.id,
      user_id: note.learnerId,
      author_id: note.authorId,
      text: note.text,
      created_at: note.now,
    })
    .execute();

/** Deletes the note when it is this author's, on this learner; answers how many went. */
export const deleteOwnNote = async (
  db: Kysely<Database>,
  note: { id: string; learnerId: string; authorId: string },
) =>
  Number(
    (
      await db
        .deleteFrom('learner_notes')
        .where('id', '=', note.id)
        .where('user_id', '=', note.learnerId)
        .where('author_id', '=', note.authorId)
        .executeTakeFirst()
    ).numDeletedRows,
  );
