import type {
  HistoriqueEntry,
  HistoriquePage,
  SerieState,
  SeriesEleveResponse,
} from '@prepacode/domain/contracts/series.contract';
import { READINESS_EXAMS } from '@prepacode/domain/readiness';
import {
  COMPOSED_SERIES_SIZE,
  FIXED_SERIES_TYPES,
  isGradedSeries,
  SERIES_TYPE_LABELS,
} from '@prepacode/domain/series';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AttemptsTable } from '../../db/attempts.table.js';
import type { Database } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import type { AttemptRow } from './attempts.repository.js';
import { examFormatOf, fixedSeriesOfLicence, themesOfBank } from '../content/content.repository.js';
import { composedSlug, type Learner } from './create.service.js';
import { toExamenBlanc } from './exam-formats.routes.js';
import { attemptPassed } from './attempt-verdict.js';
import { themeRateOf, themeTargetsOf } from './theme-targets.js';

/** What every view of an attempt starts with: the player's state and its result. */
export const attemptHead = (attempt: AttemptRow) => ({
  id: attempt.id,
  slug: attempt.slug,
  type: attempt.type,
  libelle: attempt.label,
  parcours: attempt.parcours,
  chronometree: attempt.timed === 1,
  ...(attempt.time_extension ? { temps_majore: attempt.time_extension } : {}),
});

/** The state of an attempt (create, resume): the player starts or carries on from it. */
export const toState = (attempt: AttemptRow): SerieState => ({
  ...attemptHead(attempt),
  nb_questions: attempt.nb_questions,
  nb_questions_realisees: attempt.nb_answered,
  termine: attempt.ended === 1,
});

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
type HistoryRow = Pick<Selectable<AttemptsTable>, (typeof HISTORY_COLUMNS)[number]>;

/** An attempt as the learner's history shows it (and a learner's page in the school space). */
export function toHistoryEntry(
  row: HistoryRow,
  colours: ReadonlyMap<string, string>,
): HistoriqueEntry {
  const colour = row.theme ? colours.get(row.theme) : undefined;
  return {
    id: row.id,
    date: new Date(row.updated_at).toISOString(),
    termine: row.ended === 1,
    nb_questions: row.nb_questions,
    nb_questions_realisees: row.nb_answered,
    score: row.nb_correct,
    type: row.type,
    libelle: row.label,
    ordre: row.series_position,
    chronometree: row.timed === 1,
    ...(row.time_extension ? { temps_majore: row.time_extension } : {}),
    ...(row.theme && colour ? { theme: { id: row.theme, couleur: colour } } : {}),
    slug: row.slug,
    parcours: row.parcours,
    // The welcome series teaches the player: it is not graded (issue #18).
    reussi: row.ended === 1 && isGradedSeries(row.type) ? attemptPassed(row) : null,
    ...(row.score !== null && row.max_score !== null
      ? { note: { points: Number(row.score), sur: Number(row.max_score) } }
      : {}),
  };
}

/** Recent attempts on the dashboard; the history page pages through all of them. */
const RECENT_HISTORY = 10;
/** Unfinished attempts are at most one per series (creating one resumes it): a safe bound. */
const UNFINISHED_BOUND = 100;

/** The learner's latest ended attempts of a type, from the end of an index. */
const latestEnded = (
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

/**
 * How many questions the review of mistakes would ask (at most a series' worth): questions
 * whose last answer was wrong and that are still active, as composeMistakes picks them.
 */
const mistakesToReview = async (db: Kysely<Database>, inscriptionId: number) => {
  const rows = await db
    .selectFrom('learner_question_stats as s')
    .innerJoin('questions as q', 'q.id', 's.question_id')
    .select('s.question_id')
    .where('s.inscription_id', '=', inscriptionId)
    .where('s.last_correct', '=', 0)
    .where('q.retired_at', 'is', null)
    .limit(COMPOSED_SERIES_SIZE)
    .execute();
  return rows.length;
};

/**
 * GET /api/front/series-eleve: a fixed number of small queries, each reading a bounded number of
 * rows from the end of an index, so its cost does not grow with the learner's past (issue #6).
 * Its history holds what the dashboard needs: the latest attempts, every unfinished one
 * (« Continuer »), the last READINESS_EXAMS mock exams ended in exam conditions (the readiness
 * verdict, packages/domain/src/readiness.ts) and the ended welcome series (the "new learner"
 * rule of spec §4). The review of mistakes is offered only when there is a mistake to review.
 */
export async function seriesEleve(
  db: Kysely<Database>,
  learner: Learner,
): Promise<SeriesEleveResponse> {
  const id = learner.inscriptionId;
  const [
    series,
    done,
    targets,
    themeStats,
    recent,
    unfinished,
    exams,
    welcome,
    totals,
    mistakes,
    format,
  ] = await Promise.all([
    fixedSeriesOfLicence(db, learner.licence),
    db.selectFrom('learner_series_done').select('slug').where('inscription_id', '=', id).execute(),
    themeTargetsOf(db, learner.licence, learner.bankId),
    db
      .selectFrom('learner_theme_stats')
      .select(['theme', 'answered', 'correct'])
      .where('inscription_id', '=', id)
      .execute(),
    db
      .selectFrom('attempts')
      .select(HISTORY_COLUMNS)
      .where('inscription_id', '=', id)
      .orderBy('updated_at', 'desc')
      .limit(RECENT_HISTORY)
      .execute(),
    db
      .selectFrom('attempts')
      .select(HISTORY_COLUMNS)
      .where('inscription_id', '=', id)
      .where('ended', '=', 0)
      .orderBy('updated_at', 'desc')
      .limit(UNFINISHED_BOUND)
      .execute(),
    latestEnded(db, id, 'examen', READINESS_EXAMS, 'examen'),
    latestEnded(db, id, 'accueil', 1),
    db
      .selectFrom('learner_totals')
      .select('attempts')
      .where('inscription_id', '=', id)
      .executeTakeFirst(),
    mistakesToReview(db, id),
    examFormatOf(db, learner.bankId, learner.licence),
  ]);
  const colours = new Map(targets.map((theme) => [theme.letter, theme.color]));
  const ended = new Set(done.map((row) => row.slug));
  const rows = new Map(
    [...recent, ...unfinished, ...exams, ...welcome].map((row) => [row.id, row]),
  );
  const history = [...rows.values()]
    .sort((a, b) => b.updated_at - a.updated_at)
    .map((row) => toHistoryEntry(row, colours));
  return {
    series_restantes: {
      series: FIXED_SERIES_TYPES.flatMap((type) => {
        const ofType = series.filter((row) => row.type === type);
        if (ofType.length === 0) return [];
        return [
          {
            type,
            libelle: SERIES_TYPE_LABELS[type],
            restantes: ofType.filter((row) => !ended.has(row.slug)).length,
            total: ofType.length,
            series: ofType.map((row) => ({
              slug: row.slug,
              libelle: row.label,
              chronometree: row.timed === 1,
              terminee: ended.has(row.slug),
            })),
          },
        ];
      }),
    },
    examen_blanc: toExamenBlanc(format, learner.bankId),
    historique: history,
    historique_total: totals?.attempts ?? 0,
    themes: targets.map((target) => {
      const theme = themeRateOf(
        target,
        themeStats.find((row) => row.theme === target.letter),
      );
      return {
        theme_id: theme.themeId,
        nb_questions: theme.answered,
        score: theme.score,
        score_limite: theme.limitScore,
        desactive: theme.disabled,
        serie: target.thematicSlug ? { slug: target.thematicSlug } : null,
      };
    }),
    parcours_personnalise: (['personnalise', 'erreurs'] as const).flatMap((type) => {
      const slug = composedSlug(learner.bankId, type);
      // The review is offered while there is a mistake to review, or one to continue.
      const resumed = unfinished.find((row) => row.slug === slug);
      if (type === 'erreurs' && mistakes === 0 && !resumed) return [];
      const count = type === 'personnalise' ? COMPOSED_SERIES_SIZE : mistakes;
      return [
        {
          type,
          libelle: SERIES_TYPE_LABELS[type],
          nb_questions: resumed ? resumed.nb_questions : count,
          chronometree: false,
          slug,
        },
      ];
    }),
  };
}

// Score is a rate, so that 4/5 comes above 6/40 (issue #18): the very expression of the index
// `attempts_inscription_rate`, or the database would sort the whole history for one page.
const SORT_COLUMNS = {
  date: sql<number>`updated_at`,
  libelle: sql<string>`label`,
  score: sql<number>`(nb_correct * 1000 / nb_questions)`,
  realisees: sql<number>`nb_answered`,
} as const;

type HistorySort = keyof typeof SORT_COLUMNS;

/**
 * One page of the history, per sort and order: built and compiled once (db/prepared.ts), as
 * the history page is a hot read (issue #37: Kysely's building was most of its cost).
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
          .orderBy(SORT_COLUMNS[sort], order)
          .orderBy('id', order)
          .limit(size)
          .offset(offset),
      ),
    ]),
  ),
);

const attemptsCount = prepared((db: Kysely<Database>, inscriptionId: number) =>
  db.selectFrom('learner_totals').select('attempts').where('inscription_id', '=', inscriptionId),
);

export interface HistoryQuery {
  page: number;
  size: number;
  sort: HistorySort;
  order: 'asc' | 'desc';
}

/** GET /api/front/historique: one page, sorted on an indexed column, newest first by default. */
export async function historyPage(
  db: Kysely<Database>,
  learner: Learner,
  query: HistoryQuery,
): Promise<HistoriquePage> {
  const [[totals], themes] = await Promise.all([
    attemptsCount(db, learner.inscriptionId),
    themesOfBank(db, learner.bankId),
  ]);
  const total = totals?.attempts ?? 0;
  const offset = query.page * query.size;
  // A page past the middle is read from the other end, in the opposite order, then turned back:
  // a database skips the rows before an offset one by one, and the last page of 10,000 attempts
  // cost four times the first on PostgreSQL (issue #37). The count is exact: an attempt is only
  // made by create.service.ts, which counts it, and only removed with its inscription.
  const fromEnd = offset + query.size / 2 > total / 2 && offset < total;
  const order = fromEnd ? (query.order === 'asc' ? 'desc' : 'asc') : query.order;
  const page = historyPages.get(`${query.sort} ${order}`);
  if (!page) throw new Error(`no history query for ${query.sort} ${order}`);
  const rows = fromEnd
    ? (
        await page(
          db,
          learner.inscriptionId,
          Math.min(query.size, total - offset),
          Math.max(0, total - offset - query.size),
        )
      ).reverse()
    : await page(db, learner.inscriptionId, query.size, offset);
  const colours = new Map(themes.map((theme) => [theme.letter, theme.color]));
  return {
    total,
    page: query.page,
    taille_page: query.size,
    entrees: rows.map((row) => toHistoryEntry(row, colours)),
  };
}
