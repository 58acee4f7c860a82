import { sql, type Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Issue #43, « Code en salle »: a school's group
// session, each learner answering on their phone. The session holds what the room sees (its
// questions with one lettering for all, the phase, the current question and its deadline); each
// learner's answers live only in their own attempt (type `salle`), which the participant row
// links, so that results, readiness and the personalised series count them as any other. Every
// node reads this state from the database (ADR 0032): none keeps it in memory.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('classroom_sessions')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('structure_id', 'varchar(40)', (col) =>
      col.notNull().references('structures.id').onDelete('cascade'),
    )
    // Who launched it; a staff member who leaves the school leaves their sessions.
    .addColumn('staff_id', 'varchar(40)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('code', 'varchar(12)', (col) => col.notNull())
    .addColumn('licence_code', 'varchar(10)', (col) => col.notNull())
    .addColumn('bank_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('source', 'varchar(20)', (col) => col.notNull())
    // The fixed series it was taken from; null for questions drawn for the session.
    .addColumn('slug', 'varchar(80)')
    .addColumn('label', 'varchar(120)', (col) => col.notNull())
    .addColumn('pacing', 'varchar(20)', (col) => col.notNull())
    // Seconds a question takes answers when paced by the clock; null when by the instructor.
    .addColumn('question_seconds', 'integer')
    .addColumn('nb_questions', 'integer', (col) => col.notNull())
    .addColumn('phase', 'varchar(20)', (col) => col.notNull())
    // 0-based current question; -1 before the first.
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('question_started_at', 'bigint')
    .addColumn('deadline_at', 'bigint')
    // Bumped by every step: with the answers counted, what each node watches.
    .addColumn('changes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('ended_at', 'bigint')
    .execute();
  // A code names one running session: it is free again once that one ends.
  await db.schema
    .createIndex('classroom_sessions_running_code')
    .on('classroom_sessions')
    .column('code')
    .unique()
    .where(sql.ref('ended_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('classroom_sessions_by_school')
    .on('classroom_sessions')
    .columns(['structure_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('classroom_questions')
    .addColumn('session_id', 'varchar(40)', (col) =>
      col.notNull().references('classroom_sessions.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('question_id', 'varchar(20)', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('theme', 'varchar(10)', (col) => col.notNull())
    .addColumn('lettering', 'varchar(10)', (col) => col.notNull())
    .addColumn('correct_letters', 'varchar(20)', (col) => col.notNull())
    .addPrimaryKeyConstraint('classroom_questions_pk', ['session_id', 'position'])
    .execute();

  await db.schema
    .createTable('classroom_participants')
    .addColumn('session_id', 'varchar(40)', (col) =>
      col.notNull().references('classroom_sessions.id').onDelete('cascade'),
    )
    .addColumn('inscription_id', 'bigint', (col) =>
      col.notNull().references('inscriptions.id').onDelete('cascade'),
    )
    .addColumn('attempt_id', 'bigint', (col) =>
      col.notNull().references('attempts.id').onDelete('cascade'),
    )
    .addColumn('joined_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('classroom_participants_pk', ['session_id', 'inscription_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('classroom_participants').execute();
  await db.schema.dropTable('classroom_questions').execute();
  await db.schema.dropTable('classroom_sessions').execute();
}
