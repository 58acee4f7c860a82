import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { noProgress, type Progress } from '../lib/progress.js';
import { dayInFrance } from '../modules/auth/calendar.js';
import { toCsv } from './csv.js';
import { schoolIdSchema } from './options.js';
import { findSchool } from './schools.js';

export const learnersExportSchema = z.object({
  school: schoolIdSchema,
  file: z.optional(z.string().trim().min(1, 'chemin du fichier CSV attendu')),
});

export const EXPORT_COLUMNS = [
  'email',
  'prenom',
  'nom',
  'permis',
  'fin_acces',
  'series_terminees',
  'bonnes_reponses',
  'questions_repondues',
  'taux_reussite',
  'cours_termines',
  'derniere_activite',
] as const;

export type ExportRow = Record<(typeof EXPORT_COLUMNS)[number], string | number>;

// Learners are read a page at a time: the `in` lists stay far below PostgreSQL's parameter
// limit, and the progress moves on a large school.
const PAGE = 500;

/** One page of learners: their open inscriptions, series and answers, and lessons. */
async function progressOf(db: Kysely<Database>, userIds: string[]) {
  const [inscriptions, attempts, lessons] = await Promise.all([
    db
      .selectFrom('inscriptions')
      .select(['user_id', 'licence_code', 'expiration_date'])
      .where('user_id', 'in', userIds)
      .where('status', '=', 'ouvert')
      .orderBy('licence_code')
      .execute(),
    db
      .selectFrom('attempts')
      .select((eb) => [
        'user_id',
        eb.fn.sum<number>('ended').as('ended'),
        eb.fn.sum<number>('nb_correct').as('correct'),
        eb.fn.sum<number>('nb_answered').as('answered'),
        eb.fn.max('updated_at').as('last'),
      ])
      .where('user_id', 'in', userIds)
      .groupBy('user_id')
      .execute(),
    db
      .selectFrom('lesson_completions')
      .select((eb) => [
        'user_id',
        eb.fn.countAll<number>().as('done'),
        eb.fn.max('completed_at').as('last'),
      ])
      .where('user_id', 'in', userIds)
      .groupBy('user_id')
      .execute(),
  ]);
  return {
    inscriptions,
    attempts: new Map(attempts.map((row) => [row.user_id, row])),
    lessons: new Map(lessons.map((row) => [row.user_id, row])),
  };
}

/**
 * `learners-export`: one row per learner of the school, with the progress the dashboard shows,
 * read from the attempts (every series, ended or not) and the lessons marked done.
 */
export async function exportLearners(
  db: Kysely<Database>,
  options: { school: string },
  progress: Progress = noProgress,
): Promise<ExportRow[]> {
  await findSchool(db, options.school);
  const learners = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('structure_id', '=', options.school)
    .where('role', '=', 'learner')
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('email')
    .execute();
  const rows: ExportRow[] = [];
  progress(0, learners.length);
  for (let start = 0; start < learners.length; start += PAGE) {
    const page = learners.slice(start, start + PAGE);
    const { inscriptions, attempts, lessons } = await progressOf(
      db,
      page.map((learner) => learner.id),
    );
    for (const learner of page) {
      const open = inscriptions.filter((row) => row.user_id === learner.id);
      const ends = open.flatMap((row) => (row.expiration_date ? [row.expiration_date] : []));
      const series = attempts.get(learner.id);
      const lesson = lessons.get(learner.id);
      const correct = Number(series?.correct ?? 0);
      const answered = Number(series?.answered ?? 0);
      const last = Math.max(Number(series?.last ?? 0), Number(lesson?.last ?? 0));
      rows.push({
        email: learner.email,
        prenom: learner.first_name,
        nom: learner.last_name,
        permis: open.map((row) => row.licence_code).join('|'),
        fin_acces: ends.sort().at(-1) ?? '',
        series_terminees: Number(series?.ended ?? 0),
        bonnes_reponses: correct,
        questions_repondues: answered,
        taux_reussite: answered > 0 ? Math.round((100 * correct) / answered) : '',
        cours_termines: Number(lesson?.done ?? 0),
        derniere_activite: last > 0 ? dayInFrance(last) : '',
      });
    }
    progress(start + page.length, learners.length);
  }
  return rows;
}

/** The rows as CSV, columns in the order of EXPORT_COLUMNS. */
export const learnersCsv = (rows: readonly ExportRow[]): string =>
  toCsv(
    EXPORT_COLUMNS,
    rows.map((row) => EXPORT_COLUMNS.map((column) => row[column])),
  );
