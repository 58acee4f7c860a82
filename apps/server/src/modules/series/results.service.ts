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
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AttemptRow } from './attempts.repository.js';
import { examFormatOf, fixedSeriesOfLicence, themesOfBank } from '../content/content.repository.js';
import { networkOfUser } from '../content/network-banks.repository.js';
import { composedSlug, type Learner } from './create.service.js';
import { toExamenBlanc } from './exam-formats.routes.js';
import { attemptPassed } from './attempt-verdict.js';
import { themeRateOf, themeTargetsOf } from './theme-targets.js';
import {
  attemptsCount,
  historyPageRows,
  latestAttempts,
  latestEnded,
  unfinishedOfSeries,
  unfinishedSlugsOf,
  type HistoryRow,
  type HistorySort,
} from './history.repository.js';
import { mistakesCountOf, seriesDoneOf, themeStatsOf } from './learner-stats.repository.js';

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

/**
 * An attempt as the learner's history shows it (and a learner's page in the school space). One
 * object literal, its optional fields undefined when absent (left out of the JSON): the
 * dashboard makes about fifty at each answer, and spreading each optional field in cost as much
 * again as the rest (bench/CHANGELOG.md, session 60).
 */
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
    temps_majore: row.time_extension ?? undefined,
    theme: row.theme && colour ? { id: row.theme, couleur: colour } : undefined,
    slug: row.slug,
    parcours: row.parcours,
    // The welcome series teaches the player: it is not graded (issue #18).
    reussi: row.ended === 1 && isGradedSeries(row.type) ? attemptPassed(row) : null,
    note:
      row.score !== null && row.max_score !== null
        ? { points: Number(row.score), sur: Number(row.max_score) }
        : undefined,
  };
}

/** Recent attempts on the dashboard; the history page pages through all of them. */
const RECENT_HISTORY = 10;

/**
 * How many questions the review of mistakes would ask (at most a series' worth): questions
 * whose last answer was wrong and that are still active, as composeMistakes picks them.
 */
const mistakesToReview = async (db: Kysely<Database>, inscriptionId: number) =>
  Number((await mistakesCountOf(db, inscriptionId, COMPOSED_SERIES_SIZE))[0]?.count ?? 0);

/**
 * GET /api/front/series-eleve: a fixed number of small queries, each reading a bounded number of
 * rows from the end of an index, so its cost does not grow with the learner's past (issue #6).
 * Its history holds what the dashboard needs: the latest attempts, the last READINESS_EXAMS mock
 * exams ended in exam conditions (the readiness verdict, packages/domain/src/readiness.ts) and
 * the ended welcome series (the "new learner" rule of spec §4); `series_en_cours` names every
 * series with an unfinished attempt (« Continuer »), by its slug alone. The review of mistakes
 * is offered only when there is a mistake to review.
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
    composedUnfinished,
    exams,
    welcome,
    totals,
    mistakes,
    format,
  ] = await Promise.all([
    // A network's own banks add their series for its learners (issue #46).
    networkOfUser(db, learner.userId).then((network) =>
      fixedSeriesOfLicence(db, learner.licence, network),
    ),
    seriesDoneOf(db, id),
    themeTargetsOf(db, learner.licence, learner.bankId),
    themeStatsOf(db, id),
    latestAttempts(db, id, RECENT_HISTORY),
    unfinishedSlugsOf(db, id),
    unfinishedOfSeries(
      db,
      id,
      composedSlug(learner.bankId, 'personnalise'),
      composedSlug(learner.bankId, 'erreurs'),
    ),
    latestEnded(db, id, 'examen', READINESS_EXAMS, 'examen'),
    latestEnded(db, id, 'accueil', 1),
    attemptsCount(db, id),
    mistakesToReview(db, id),
    examFormatOf(db, learner.bankId, learner.licence),
  ]);
  const colours = new Map(targets.map((theme) => [theme.letter, theme.color]));
  const ended = new Set(done.map((row) => row.slug));
  const rows = new Map([...recent, ...exams, ...welcome].map((row) => [row.id, row]));
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
    series_en_cours: unfinished.map((row) => row.slug),
    historique_total: totals[0]?.attempts ?? 0,
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
      const resumed = composedUnfinished.find((row) => row.slug === slug);
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
  const rows = fromEnd
    ? (
        await historyPageRows(
          db,
          query.sort,
          order,
          true,
          learner.inscriptionId,
          Math.min(query.size, total - offset),
          Math.max(0, total - offset - query.size),
        )
      ).reverse()
    : await historyPageRows(
        db,
        query.sort,
        order,
        false,
        learner.inscriptionId,
        query.size,
        offset,
      );
  const colours = new Map(themes.map((theme) => [theme.letter, theme.color]));
  return {
    total,
    page: query.page,
    taille_page: query.size,
    entrees: rows.map((row) => toHistoryEntry(row, colours)),
  };
}
