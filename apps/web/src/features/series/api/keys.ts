import type { HISTORIQUE_SORTS } from '@prepacode/domain/contracts/series.contract';

export type HistoriqueSort = (typeof HISTORIQUE_SORTS)[number];

/** One page of the history, as kept in the URL. */
export interface HistoryParams {
  page: number;
  pageSize: number;
  sort: { column: HistoriqueSort; direction: 'asc' | 'desc' } | null;
}

/**
 * Query keys of the series feature, all under ['series']: the player invalidates that root when
 * an attempt ends, so the dashboard, the history and the tabs follow.
 */
export const seriesKeys = {
  all: ['series'] as const,
  eleve: () => [...seriesKeys.all, 'eleve'] as const,
  historique: (params: HistoryParams) => [...seriesKeys.all, 'historique', params] as const,
  themes: () => [...seriesKeys.all, 'themes'] as const,
};
