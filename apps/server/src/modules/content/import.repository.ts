import type { Insertable, Kysely, Transaction } from 'kysely';
import type {
  ContentBanksTable,
  ContentLessonsTable,
  ContentSeriesTable,
  ContentThemesTable,
  PropositionsTable,
  QuestionsTable,
  QuestionVersionsTable,
} from '../../db/content.table.js';
import type { Database } from '../../db/database.js';

// The writes of a content import (import.ts), each in the import's one transaction. Content is
// keyed by stable ids: a write is an upsert, a question or series gone is retired, never deleted.

/** Whether any bank was ever imported into this database. */
export const hasBank = async (db: Kysely<Database>) =>
  (await db.selectFrom('content_banks').select('id').limit(1).executeTakeFirst()) !== undefined;

export const upsertBank = (
  trx: Transaction<Database>,
  id: string,
  values: Omit<Insertable<ContentBanksTable>, 'id'>,
) =>
  trx
    .insertInto('content_banks')
    .values({ id, ...values })
    .onConflict((c) => c.column('id').doUpdateSet(values))
    .execute();

/** A licence is served by one bank: the last import that names it. */
export const setBankOfLicence = (trx: Transaction<Database>, licence: string, bankId: string) =>
  trx
    .insertInto('content_bank_licences')
    .values({ licence_code: licence, bank_id: bankId })
    .onConflict((c) => c.column('licence_code').doUpdateSet({ bank_id: bankId }))
    .execute();

export const upsertTheme = (
  trx: Transaction<Database>,
  bankId: string,
  letter: string,
  values: Omit<Insertable<ContentThemesTable>, 'bank_id' | 'letter'>,
) =>
  trx
    .insertInto('content_themes')
    .values({ bank_id: bankId, letter, ...values })
    .onConflict((c) => c.columns(['bank_id', 'letter']).doUpdateSet(values))
    .execute();

/** The questions of a bank with the content hash of their current version. */
export const questionHashesOfBank = (trx: Transaction<Database>, bankId: string) =>
  trx
    .selectFrom('questions')
    .innerJoin('question_versions', (join) =>
      join
        .onRef('question_versions.question_id', '=', 'questions.id')
        .onRef('question_versions.version', '=', 'questions.current_version'),
    )
    .select([
      'questions.id',
      'questions.current_version',
      'questions.retired_at',
      'question_versions.content_hash',
    ])
    .where('questions.bank_id', '=', bankId)
    .execute();

export const insertQuestion = (trx: Transaction<Database>, row: Insertable<QuestionsTable>) =>
  trx.insertInto('questions').values(row).execute();

export const insertQuestionVersion = (
  trx: Transaction<Database>,
  row: Insertable<QuestionVersionsTable>,
) => trx.insertInto('question_versions').values(row).execute();

export const insertPropositions = (
  trx: Transaction<Database>,
  rows: Insertable<PropositionsTable>[],
) => trx.insertInto('propositions').values(rows).execute();

/** Points a question at its new version (and theme), back from retirement if it was. */
export const setCurrentVersion = (
  trx: Transaction<Database>,
  id: string,
  version: number,
  theme: string,
) =>
  trx
    .updateTable('questions')
    .set({ current_version: version, theme, retired_at: null })
    .where('id', '=', id)
    .execute();

/** An unchanged question back in the files. */
export const restoreQuestion = (trx: Transaction<Database>, id: string) =>
  trx.updateTable('questions').set({ retired_at: null }).where('id', '=', id).execute();

export const retireQuestions = (trx: Transaction<Database>, ids: string[], now: number) =>
  trx.updateTable('questions').set({ retired_at: now }).where('id', 'in', ids).execute();

/** The series of a bank, retired ones included, with their content hash. */
export const seriesHashesOfBank = (trx: Transaction<Database>, bankId: string) =>
  trx
    .selectFrom('content_series')
    .select(['slug as key', 'content_hash', 'retired_at'])
    .where('bank_id', '=', bankId)
    .execute();

/** A series written whole: its row, its licences and its questions in their order. */
export async function writeSeries(
  trx: Transaction<Database>,
  slug: string,
  values: Omit<Insertable<ContentSeriesTable>, 'slug'>,
  licences: string[],
  questionIds: string[],
): Promise<void> {
  await trx
    .insertInto('content_series')
    .values({ slug, ...values })
    .onConflict((c) => c.column('slug').doUpdateSet(values))
    .execute();
  await trx.deleteFrom('content_series_licences').where('slug', '=', slug).execute();
  await trx.deleteFrom('content_series_questions').where('slug', '=', slug).execute();
  await trx
    .insertInto('content_series_licences')
    .values(licences.map((licence_code) => ({ slug, licence_code })))
    .execute();
  await trx
    .insertInto('content_series_questions')
    .values(questionIds.map((question_id, index) => ({ slug, position: index, question_id })))
    .execute();
}

export const retireSeries = (trx: Transaction<Database>, slugs: string[], now: number) =>
  trx.updateTable('content_series').set({ retired_at: now }).where('slug', 'in', slugs).execute();

/** The lessons of a bank, retired ones included, with their content hash. */
export const lessonHashesOfBank = (trx: Transaction<Database>, bankId: string) =>
  trx
    .selectFrom('content_lessons')
    .select(['id as key', 'content_hash', 'retired_at'])
    .where('bank_id', '=', bankId)
    .execute();

export const upsertLesson = (
  trx: Transaction<Database>,
  id: string,
  values: Omit<Insertable<ContentLessonsTable>, 'id'>,
) =>
  trx
    .insertInto('content_lessons')
    .values({ id, ...values })
    .onConflict((c) => c.column('id').doUpdateSet(values))
    .execute();

export const retireLessons = (trx: Transaction<Database>, ids: string[], now: number) =>
  trx.updateTable('content_lessons').set({ retired_at: now }).where('id', 'in', ids).execute();
