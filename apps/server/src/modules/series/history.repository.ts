import { sql, type Kysely, type Selectable } from 'kysely';
import type { AttemptsTable } from '../../db/attempts.table.js';
import type { Database } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import { contentStampQuery } from '../content/content-stamp.repository.js';

// The learner's history (results.service.ts) and what tells when it changed
// (series-eleve.cache.ts). Each query reads a bounded number of rows from the end of an index,
// so its cost does not grow with the learner's past (issue #6).

/** The history columns of spec §3: no answer, no question text. */
export const HISTORY_COLUMNS = [
  'id',
  'updated_at',
  'ended',
  'nb_questions',
  'nb_answered',
  'nb_correct',
  'type',
  'label',
  'series_position',
  'timed',
  'theme',
  'slug',
  'licence_code',
  'parcours',
  'time_extension',
  'pass_mark',
  'parts_passed',
  'score',
  'max_score',
] as const;
export type HistoryRow = Pick<Selectable<AttemptsTable>, (typeof HISTORY_COLUMNS)[number]>;

/** The learner's latest attempts, newest first. */
export const latestAttempts = (db: Kysely<Database>, inscriptionId: number, count: number) =>
  db
    .selectFrom('attempts')
    .select(HISTORY_COLUMNS)
    .where('inscription_id', '=', inscriptionId)
    .orderBy('updated_at', 'desc')
    .limit(count)
    .execute();

/** The learner's unfinished attempts, newest first. */
export const unfinishedAttempts = (db: Kysely<Database>, inscriptionId: number, bound: number) =>
  db
    .selectFrom('attempts')
    .select(HISTORY_COLUMNS)
    .where('inscription_id', '=', inscriptionId)
    .where('ended', '=', 0)
    .orderBy('updated_at', 'desc')
    .limit(bound)
    .execute();

/** The learner's latest ended attempts of a type, from the end of an index. */
export const latestEnded = (
  db: Kysely<Database>,
  inscriptionId: number,
  type: 'examen' | 'accueil',
  count: number,
  parcours?: 'examen',
) =>
  db
    .selectFrom('attempts')
    .select(HISTORY_COLUMNS)
    .where('inscription_id', '=', inscriptionId)
    .where('type', '=', type)
    .where('ended', '=', 1)
    .$if(parcours !== undefined, (query) => query.where('parcours', '=', 'examen'))
    .orderBy('updated_at', 'desc')
    .limit(count)
    .execute();

/** The learner's count of attempts, kept by the database's triggers; none before the first. */
export const attemptsTotal = (db: Kysely<Database>, inscriptionId: number) =>
  db
    .selectFrom('learner_totals')
    .select('attempts')
    .where('inscription_id', '=', inscriptionId)
    .executeTakeFirst();

// Score is the rate shown, so that 4/5 comes above 6/40 (issue #18) and 14/20 points above
// 12/20 (issue #40): the very expression of the index `attempts_inscription_shown_rate`, or the
// database would sort the whole history for one page. An attempt under way shows « En cours »,
// no score: the ended come first whatever the order.
const SORT_COLUMNS = {
  date: sql<number>`updated_at`,
  libelle: sql<string>`label`,
  score: sql<number>`coalesce(score * 1000 / max_score, nb_correct * 1000 / nb_questions)`,
  realisees: sql<number>`nb_answered`,
} as const;

export type HistorySort = keyof typeof SORT_COLUMNS;

/**
 * One page of the history, per sort, order and end it is read from: built and compiled once
 * (db/prepared.ts), as the history page is a hot read (issue #37: Kysely's building was most of
 * its cost). Read from the end, the whole order is reversed, the ended-first of a score too.
 */
const historyPages = new Map(
  (Object.keys(SORT_COLUMNS) as HistorySort[]).flatMap((sort) =>
    (['asc', 'desc'] as const).flatMap((order) =>
      [false, true].map((fromEnd) => [
        `${sort} ${order} ${fromEnd}`,
        prepared((db: Kysely<Database>, inscriptionId: number, size: number, offset: number) =>
          db
            .selectFrom('attempts')
            .select(HISTORY_COLUMNS)
            .where('inscription_id', '=', inscriptionId)
            .$if(sort === 'score', (query) => query.orderBy('ended', fromEnd ? 'asc' : 'desc'))
            .orderBy(SORT_COLUMNS[sort], order)
            .orderBy('id', order)
            .limit(size)
            .offset(offset),
        ),
      ]),
    ),
  ),
);

/**
 * `size` attempts of the learner from `offset`, in this sort and order, ties by id; `fromEnd`:
 * `order` is the reverse of the one asked for, the page being read from the other end.
 */
export function historyPageRows(
  db: Kysely<Database>,
  sort: HistorySort,
  order: 'asc' | 'desc',
  fromEnd: boolean,
  inscriptionId: number,
  size: number,
  offset: number,
) {
  const page = historyPages.get(`${sort} ${order} ${fromEnd}`);
  if (!page) throw new Error(`no history query for ${sort} ${order}`);
  return page(db, inscriptionId, size, offset);
}

/** The history page's count of attempts, built once like its pages. */
export const attemptsCount = prepared((db: Kysely<Database>, inscriptionId: number) =>
  db.selectFrom('learner_totals').select('attempts').where('inscription_id', '=', inscriptionId),
);

/**
 * What a learner's kept bodies hang on (series-eleve.cache.ts), in one read built once: the
 * changes to their learning data, counted by the database's triggers, and the content stamp.
 */
export const learnerDataVersion = prepared((db: Kysely<Database>, inscriptionId: number) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('learner_totals')
      .select('changes')
      .where('inscription_id', '=', inscriptionId)
      .as('changes'),
    contentStampQuery(eb).as('stamp'),
  ]),
);
