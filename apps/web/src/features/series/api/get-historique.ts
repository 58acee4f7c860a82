import type { TempsMajore } from '@prepacode/domain/preferences';
import {
  HISTORIQUE_SORTS,
  historiquePageSchema,
  type HistoriqueEntry,
} from '@prepacode/domain/contracts/series.contract';
import { PAGE_SIZE_OPTIONS, PAGINATOR } from '@prepacode/domain/layout';
import type { Parcours, SeriesType } from '@prepacode/domain/series';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { seriesKeys, type HistoryParams } from './keys';

/** A history entry of spec §3, in English. */
export interface HistoryEntry {
  id: number;
  /** Last update, as the server sends it (ISO). */
  date: string;
  ended: boolean;
  nbQuestions: number;
  nbQuestionsRealized: number;
  /** Right answers. */
  score: number;
  type: SeriesType;
  label: string;
  order: number;
  isTimed: boolean;
  /** Present only when the series belongs to one theme (spec §3). */
  theme: { id: string; color: string } | null;
  /** Used to continue an unfinished attempt. */
  slug: string;
  /** Exam conditions or training. */
  parcours: Parcours;
  /** Pass or fail once ended; null while in progress and for the ungraded welcome series. */
  passed: boolean | null;
  /** Extended time the attempt was passed with, if any (issue #18, point 5). */
  timeExtension: Exclude<TempsMajore, 'non'> | null;
  /**
   * An ended exam marked out of a total (hauturier): 14 points out of 20; else null or absent,
   * the score being right answers.
   */
  mark?: { points: number; outOf: number } | null;
}

export interface HistoryPage {
  total: number;
  page: number;
  pageSize: number;
  entries: HistoryEntry[];
}

export const toHistoryEntry = (wire: HistoriqueEntry): HistoryEntry => ({
  id: wire.id,
  date: wire.date,
  ended: wire.termine,
  nbQuestions: wire.nb_questions,
  nbQuestionsRealized: wire.nb_questions_realisees,
  score: wire.score,
  type: wire.type,
  label: wire.libelle,
  order: wire.ordre,
  isTimed: wire.chronometree,
  theme: wire.theme ? { id: wire.theme.id, color: wire.theme.couleur } : null,
  slug: wire.slug,
  timeExtension: wire.temps_majore && wire.temps_majore !== 'non' ? wire.temps_majore : null,
  parcours: wire.parcours,
  passed: wire.reussi,
  mark: wire.note ? { points: wire.note.points, outOf: wire.note.sur } : null,
});

/** GET /api/front/historique: one page, sorted and paged by the server (no sort = date desc). */
export const historiqueQuery = (params: HistoryParams) =>
  queryOptions({
    queryKey: seriesKeys.historique(params),
    queryFn: async (): Promise<HistoryPage> => {
      const wire = await apiRequest('/api/front/historique', {
        query: {
          page: params.page,
          taille_page: params.pageSize,
          tri: params.sort?.column,
          ordre: params.sort?.direction,
        },
        schema: historiquePageSchema,
      });
      return {
        total: wire.total,
        page: wire.page,
        pageSize: wire.taille_page,
        entries: wire.entrees.map(toHistoryEntry),
      };
    },
    // The table keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useHistorique = (params: HistoryParams) => useQuery(historiqueQuery(params));

const isOneOf = <T extends string | number>(values: readonly T[], value: unknown): value is T =>
  values.includes(value as T);

/** Sort and page live in the URL, so a reload or a shared link shows the same page. */
export function readHistoryParams(search: URLSearchParams): HistoryParams {
  const page = Number(search.get('page') ?? 0);
  const pageSize = Number(search.get('taille') ?? PAGINATOR.defaultPageSize);
  const column = search.get('tri');
  const direction = search.get('ordre');
  return {
    page: Number.isSafeInteger(page) && page >= 0 ? page : 0,
    pageSize: isOneOf(PAGE_SIZE_OPTIONS, pageSize) ? pageSize : PAGINATOR.defaultPageSize,
    sort:
      isOneOf(HISTORIQUE_SORTS, column) && (direction === 'asc' || direction === 'desc')
        ? { column, direction }
        : null,
  };
}

export function writeHistoryParams({ page, pageSize, sort }: HistoryParams): URLSearchParams {
  const search = new URLSearchParams();
  if (page > 0) search.set('page', String(page));
  if (pageSize !== PAGINATOR.defaultPageSize) search.set('taille', String(pageSize));
  if (sort) {
    search.set('tri', sort.column);
    search.set('ordre', sort.direction);
  }
  return search;
}
