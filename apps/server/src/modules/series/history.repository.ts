import { sql, type Kysely, type Selectable } from 'kysely';
import type { AttemptsTable } from '../../db/attempts.table.js';
import type { Database } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import { contentStampQuery } from '../content/content-stamp.repository.js';

// The learner's history (results.service.ts) and what tells when it changed
// (series-eleve.cache.ts). Each query reads a bounded number of rows from the end of an index,
// so its cost does not grow with the learner's past (issue #6).

/**
 * `ended = 1` and `ended = 0` written into the SQL: the partial indexes of ended attempts and of
 * the unfinished one (migration 2026-12-04T0900) are then planned once, where a bound value
 * makes SQLite prepare the statement again at each run to know whether they serve.
 */
export const ENDED = sql.lit(1);
export const UNFINISHED = sql.lit(0);

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

// The dashboard's reads, each built and compiled once (db/prepared.ts): the dashboard is made
// again after every answer, and building its queries with Kysely cost as much as running them.

/** The learner's latest attempts, newest first. */
export const latestAttempts = prepared(
  (db: Kysely<Database>, inscriptionId: number, count: number) =>
    db
      .selectFrom('attempts')
      .select(HISTORY_COLUMNS)
      .where('inscription_id', '=', inscriptionId)
      .orderBy('updated_at', 'desc')
      .limit(count),
);

/** How the learner's unfinished attempts are found: by the index that holds them alone. */
const unfinishedOf = (db: Kysely<Database>, inscriptionId: number) =>
  db
    .selectFrom('attempts')
    .where('inscription_id', '=', inscriptionId)
    .where('ended', '=', UNFINISHED);

/** The learner's unfinished attempts, as the history shows them. */
export const unfinishedQuery = (db: Kysely<Database>, inscriptionId: number) =>
  unfinishedOf(db, inscriptionId).select(HISTORY_COLUMNS);

const unfinishedRows = prepared(unfinishedQuery);

/**
 * The series the learner has an unfinished attempt of (« Continuer »), read from the index that
 * holds their slugs alone: the dashboard's cost does not grow with how many series are left
 * open (39 for a learner who opened every series of licence b: their whole rows, 68 µs; their
 * slugs, 6–12 µs; bench/CHANGELOG.md, session 75).
 */
export const unfinishedSlugsOf = prepared((db: Kysely<Database>, inscriptionId: number) =>
  unfinishedOf(db, inscriptionId).select('slug'),
);

/** The learner's unfinished attempts of two series (the composed ones), by the same index. */
export const unfinishedOfSeries = prepared(
  (db: Kysely<Database>, inscriptionId: number, first: string, second: string) =>
    unfinishedOf(db, inscriptionId)
      .select(['slug', 'nb_questions'])
      .where('slug', 'in', [first, second]),
);

/** The latest ended attempts of a type, from the end of an index; `exams`: in exam conditions. */
const endedOfType = (exams: boolean) =>
  prepared((db: Kysely<Database>, inscriptionId: number, type: HistoryRow['type'], count: number) =>
    db
      .selectFrom('attempts')
      .select(HISTORY_COLUMNS)
      .where('inscription_id', '=', inscriptionId)
      .where('type', '=', type)
      .where('ended', '=', ENDED)
      .$if(exams, (query) => query.where('parcours', '=', 'examen'))
      .orderBy('updated_at', 'desc')
      .limit(count),
  );
const latestEndedOfType = endedOfType(false);
const latestEndedExamsOfType = endedOfType(true);

/** The learner's latest ended attempts of a type, from the end of an index. */
export const latestEnded = (
  db: Kysely<Database>,
  inscriptionId: number,
  type: 'examen' | 'accueil',
  count: number,
  parcours?: 'examen',
) =>
  (parcours === 'examen' ? latestEndedExamsOfType : latestEndedOfType)(
    db,
    inscriptionId,
    type,
    count,
  );

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
 * The sorts whose index holds ended attempts only (migration 2026-12-04T0900: no answer moves
 * them): the learner's unfinished attempts, one per series at most, are merged into their pages.
 */
const ENDED_ONLY: ReadonlySet<HistorySort> = new Set(['score', 'realisees']);

/**
 * One page of the history, per sort and order: built and compiled once (db/prepared.ts), as the
 * history page is a hot read (issue #37: Kysely's building was most of its cost).
 */
const historyPages = new Map(
  (Object.keys(SORT_COLUMNS) as HistorySort[]).flatMap((sort) =>
    (['asc', 'desc'] as const).map((order) => [
      `${sort} ${order}`,
      prepared((db: Kysely<Database>, inscriptionId: number, size: number, offset: number) =>
        db
          .selectFrom('attempts')
          .select(HISTORY_COLUMNS)
          .where('inscription_id', '=', inscriptionId)
          .$if(ENDED_ONLY.has(sort), (query) => query.where('ended', '=', ENDED))
          .orderBy(SORT_COLUMNS[sort], order)
          .orderBy('id', order)
          .limit(size)
          .offset(offset),
      ),
    ]),
  ),
);

/**
 * `size` attempts of the learner from `offset`, in this sort and order, ties by id; `fromEnd`:
 * `order` is the reverse of the one asked for, the page being read from the other end. By score,
 * the ended come first (an attempt under way shows no score), so last when read from the end.
 */
export async function historyPageRows(
  db: Kysely<Database>,
  sort: HistorySort,
  order: 'asc' | 'desc',
  fromEnd: boolean,
  inscriptionId: number,
  size: number,
  offset: number,
): Promise<HistoryRow[]> {
  const page = historyPages.get(`${sort} ${order}`);
  if (!page) throw new Error(`no history query for ${sort} ${order}`);
  if (!ENDED_ONLY.has(sort)) return page(db, inscriptionId, size, offset);
  const compare = historyOrder(sort, order, fromEnd);
  const unfinished = (await unfinishedRows(db, inscriptionId)).sort(compare);
  // The ended attempts that can reach the page: each unfinished one before it moves them by one.
  const start = Math.max(0, offset - unfinished.length);
  const ended = await page(db, inscriptionId, size + offset - start, start);
  return mergedPage(ended, start, unfinished, compare, { size, offset });
}

/**
 * The order of a sort on rows, as the database orders them: the sort's column, then the id. By
 * score the ended come first, whose rate is shown (an attempt under way shows « En cours »), and
 * last when read from the end: rows of the two kinds never compare by their rate.
 */
function historyOrder(sort: HistorySort, order: 'asc' | 'desc', fromEnd: boolean) {
  const key = (row: HistoryRow): number =>
    sort === 'realisees'
      ? row.nb_answered
      : row.score !== null && row.max_score !== null
        ? (row.score * 1000) / row.max_score
        : Math.trunc((row.nb_correct * 1000) / row.nb_questions);
  const sign = order === 'asc' ? 1 : -1;
  const kind = (row: HistoryRow) => (sort === 'score' ? (fromEnd ? row.ended : -row.ended) : 0);
  return (a: HistoryRow, b: HistoryRow) =>
    kind(a) - kind(b) || sign * (key(a) - key(b) || a.id - b.id);
}

interface Window {
  size: number;
  offset: number;
}

/**
 * A page of `ended` (all the learner's ended attempts, read from the database from `start` on)
 * merged with `unfinished` (all of them, in order). Each row's place in the whole history is its
 * rank in its own list plus the rows of the other list before it; a place computed from a part of
 * the ended list is exact inside the window (the rows before `start` are ranked before it).
 */
export function mergedPage<Row extends { id: number }>(
  ended: readonly Row[],
  start: number,
  unfinished: readonly Row[],
  compare: (a: Row, b: Row) => number,
  { size, offset }: Window,
): Row[] {
  const before = <T>(list: readonly T[], row: T, strictly: (a: T, b: T) => number) =>
    list.filter((other) => strictly(other, row) < 0).length;
  const placed = [
    ...ended.map((row, i) => ({ row, at: start + i + before(unfinished, row, compare) })),
    ...unfinished.map((row, i) => ({ row, at: start + before(ended, row, compare) + i })),
  ];
  return placed
    .filter(({ at }) => at >= offset && at < offset + size)
    .sort((a, b) => a.at - b.at)
    .map(({ row }) => row);
}

/** The learner's count of attempts, kept by the database's triggers; none before the first. */
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
