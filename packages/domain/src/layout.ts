/** Layout, list and overlay constants of spec §9, in CSS pixels and milliseconds. */
export const LAYOUT = {
  headerHeight: 81,
  navBarHeight: 44,
  footerHeight: 64,
  footerHeightSmall: 120,
  sideMenuWidth: 250,
  breakpoints: { small: 959, medium: 1279 },
  contentMaxWidths: [1200, 992, 768],
} as const;

export const PAGINATOR = {
  defaultPageSize: 50,
  itemsPerPageLabel: 'Résultats par page :',
  nextPageLabel: 'Page suivante',
  previousPageLabel: 'Page précédente',
} as const;

/** The page sizes a paged list offers (spec §5). */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

/** « a - b de n », or « 0 de n » when the page is empty; index and size never below 0 (spec §5). */
export function paginatorRangeLabel(pageIndex: number, pageSize: number, length: number): string {
  const size = Math.max(0, pageSize);
  const total = Math.max(0, length);
  if (total === 0 || size === 0) return `0 de ${total}`;
  const start = Math.max(0, pageIndex) * size;
  const end = start < total ? Math.min(start + size, total) : start + size;
  return `${start + 1} - ${end} de ${total}`;
}

export const SELECT_PANEL_MAX_HEIGHT = 256;

export const TOOLTIP = { touchShowDelay: 500, touchHideDelay: 1500 } as const;

/** Handset: under 600 px wide in portrait, under 960 px wide in landscape. */
export const HANDSET = { portraitMaxWidth: 599.98, landscapeMaxWidth: 959.98 } as const;

/**
 * Issue #40: the player tightens its spacing on a phone held upright and in any window up to
 * this height (a 1280×800 laptop, its browser's bars taken), so that a question, its picture,
 * its answers and « Valider » share one screen. Ours, not the spec's.
 */
export const COMPACT_PLAYER_MAX_HEIGHT = 820;
