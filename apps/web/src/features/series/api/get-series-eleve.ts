import { seriesEleveResponseSchema } from '@prepacode/domain/contracts/series.contract';
import type { SeriesType } from '@prepacode/domain/series';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toHistoryEntry, type HistoryEntry } from './get-historique';
import { seriesKeys } from './keys';

// English models of spec §3, mapped from the French wire in this one place.

export interface SeriesSummary {
  slug: string;
  label: string;
  isTimed: boolean;
  /** Ended at least once. */
  ended: boolean;
}

/** A series type entry: how many of its series remain to be done. */
export interface SeriesTypeEntry {
  type: SeriesType;
  label: string;
  remain: number;
  total: number;
  series: SeriesSummary[];
}

export interface ThemeResult {
  themeId: string;
  nbQuestions: number;
  /** The learner's rate, in percent. */
  score: number;
  /** The rate to reach, in percent. */
  limitScore: number;
  disabled: boolean;
  /** The theme's training series, when there is one. */
  seriesSlug: string | null;
}

export interface PersonalisedSeries {
  type: 'personnalise' | 'erreurs';
  label: string;
  nbQuestions: number;
  isTimed: boolean;
  slug: string;
}

/** The licence's mock exam as its bank declares it (issue #22). */
export interface MockExam {
  /** Starts one drawn afresh: « Nouvel examen blanc ». */
  slug: string;
  nbQuestions: number;
  passMark: number;
  /** One of the two clocks: seconds per question, or minutes for the whole exam. */
  questionSeconds: number | null;
  totalMinutes: number | null;
  /**
   * Marked out of a total (hauturier: 20), then `passMark` and each part's are points, a part's
   * 0 being no minimum of its own; else null and they are right answers.
   */
  outOf?: number | null;
  parts: { label: string; nbQuestions: number; passMark: number; outOf?: number | null }[];
}

export interface StudentSeries {
  seriesTypeList: SeriesTypeEntry[];
  mockExam: MockExam;
  /**
   * The most recent attempts, newest first, with the last mock exams in exam conditions and the
   * ended welcome series whatever their age.
   */
  history: HistoryEntry[];
  /** Slugs of the series with an unfinished attempt: starting one resumes it (« Continuer »). */
  unfinished: ReadonlySet<string>;
  results: ThemeResult[];
  personalisedSeries: PersonalisedSeries[];
  isNew: boolean;
}

/** Spec §4: new while no history entry of type `accueil` is ended (or there is no history). */
export const isNewLearner = (history: readonly HistoryEntry[]): boolean =>
  !history.some((entry) => entry.type === 'accueil' && entry.ended);

/** GET /api/front/series-eleve; `t` defeats intermediate caches, as the spec's client does. */
export const seriesEleveQuery = queryOptions({
  queryKey: seriesKeys.eleve(),
  queryFn: async (): Promise<StudentSeries> => {
    const wire = await apiRequest('/api/front/series-eleve', {
      query: { t: Date.now() },
      schema: seriesEleveResponseSchema,
    });
    const history = wire.historique
      .map(toHistoryEntry)
      .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
    const exam = wire.examen_blanc;
    return {
      mockExam: {
        slug: exam.slug,
        nbQuestions: exam.nb_questions,
        passMark: exam.seuil,
        questionSeconds: exam.secondes_par_question,
        totalMinutes: exam.minutes,
        outOf: exam.note_sur ?? null,
        parts: exam.parties.map((part) => ({
          label: part.libelle,
          nbQuestions: part.nb_questions,
          passMark: part.seuil,
          outOf: part.note_sur ?? null,
        })),
      },
      seriesTypeList: wire.series_restantes.series.map((entry) => ({
        type: entry.type,
        label: entry.libelle,
        remain: entry.restantes,
        total: entry.total,
        series: entry.series.map((serie) => ({
          slug: serie.slug,
          label: serie.libelle,
          isTimed: serie.chronometree,
          ended: serie.terminee,
        })),
      })),
      history,
      unfinished: new Set(wire.series_en_cours),
      results: wire.themes.map((theme) => ({
        themeId: theme.theme_id,
        nbQuestions: theme.nb_questions,
        score: theme.score,
        limitScore: theme.score_limite,
        disabled: theme.desactive,
        seriesSlug: theme.serie?.slug ?? null,
      })),
      personalisedSeries: wire.parcours_personnalise.map((serie) => ({
        type: serie.type,
        label: serie.libelle,
        nbQuestions: serie.nb_questions,
        isTimed: serie.chronometree,
        slug: serie.slug,
      })),
      isNew: isNewLearner(history),
    };
  },
});

export const useSeriesEleve = () => useQuery(seriesEleveQuery);
