import { describe, expect, it } from 'vitest';
import {
  AUTH_MODES,
  KOPILOTE_LICENCES,
  LOGIN_CHOICE_STATUS,
  OPEN_STATUS,
  STORAGE_KEYS,
  WELCOME_HISTORY_TYPE,
} from './auth.js';
import {
  HANDSET,
  LAYOUT,
  PAGINATOR,
  SELECT_PANEL_MAX_HEIGHT,
  TOOLTIP,
  paginatorRangeLabel,
} from './layout.js';
import { DATE_FORMAT, LOCALE, WIRE_DATE_FORMAT } from './locale.js';

describe('auth constants (spec §3, §4, §9)', () => {
  it('pins the auth modes', () => {
    expect(AUTH_MODES).toEqual({ TESTS_AND_COURSES: 0, COURSES_ONLY: 1 });
  });
  it('pins the storage keys', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'theme',
      'token',
      'mode',
      'inscriptions',
      'selectedInscriptionId',
      'applications',
      'appKopilote',
    ]);
  });
  it('pins statuses, Kopilote licences and the welcome type', () => {
    expect(OPEN_STATUS).toBe('ouvert');
    expect([...KOPILOTE_LICENCES]).toEqual(['b', 'etm']);
    expect(WELCOME_HISTORY_TYPE).toBe('accueil');
    expect(LOGIN_CHOICE_STATUS).toEqual({ inscriptionsOrApplications: 300, applicationsOnly: 303 });
  });
});

describe('layout constants (spec §9)', () => {
  it('pins the sizes and breakpoints', () => {
    expect(LAYOUT).toEqual({
      headerHeight: 81,
      navBarHeight: 44,
      footerHeight: 64,
      footerHeightSmall: 120,
      sideMenuWidth: 250,
      breakpoints: { small: 959, medium: 1279 },
      contentMaxWidths: [1200, 992, 768],
    });
    expect(SELECT_PANEL_MAX_HEIGHT).toBe(256);
    expect(TOOLTIP).toEqual({ touchShowDelay: 500, touchHideDelay: 1500 });
    expect(HANDSET.portraitMaxWidth).toBeLessThan(600);
    expect(HANDSET.landscapeMaxWidth).toBeLessThan(960);
  });

  it('pins the paginator labels and page size', () => {
    expect(PAGINATOR).toEqual({
      defaultPageSize: 50,
      itemsPerPageLabel: 'Résultats par page :',
      nextPageLabel: 'Page suivante',
      previousPageLabel: 'Page précédente',
    });
  });

  it.each([
    [0, 50, 0, '0 de 0'],
    [0, 50, 120, '1 - 50 de 120'],
    [2, 50, 120, '101 - 120 de 120'],
    [3, 50, 120, '151 - 200 de 120'],
    [-1, 50, 10, '1 - 10 de 10'],
    [0, -5, 10, '0 de 10'],
  ])('page %i of size %i over %i reads « %s »', (page, size, length, label) => {
    expect(paginatorRangeLabel(page, size, length)).toBe(label);
  });
});

describe('locale (spec §1, §9)', () => {
  it('is fr-FR with dd/MM/yyyy', () => {
    expect([LOCALE, DATE_FORMAT, WIRE_DATE_FORMAT]).toEqual(['fr-FR', 'dd/MM/yyyy', 'yyyy-MM-dd']);
  });
});
