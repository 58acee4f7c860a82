import {
  historiquePageSchema,
  seriesEleveResponseSchema,
  serieStateSchema,
} from '@prepacode/domain/contracts/series.contract';
import { themesResponseSchema } from '@prepacode/domain/contracts/front.contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { mockApi } from '../../../test/fetch-mock';
import {
  historiqueEntry,
  historiquePageWire,
  serieStateWire,
  seriesEleveWire,
  themesWire,
  welcomeEnded,
} from '../../../test/series-kit';
import { seriesEleveQuery } from './get-series-eleve';
import { themesQuery } from './get-themes';

afterEach(() => vi.unstubAllGlobals());

const fetchSeries = () => {
  const { queryFn } = seriesEleveQuery;
  if (typeof queryFn !== 'function') throw new Error('no queryFn');
  return queryFn({} as Parameters<typeof queryFn>[0]);
};

describe('series wire fixtures', () => {
  it('parse with the contract schemas', () => {
    expect(() => z.parse(seriesEleveResponseSchema, seriesEleveWire())).not.toThrow();
    expect(() => z.parse(historiquePageSchema, historiquePageWire())).not.toThrow();
    expect(() => z.parse(serieStateSchema, serieStateWire())).not.toThrow();
    expect(() => z.parse(themesResponseSchema, themesWire)).not.toThrow();
  });
});

describe('GET /api/front/series-eleve', () => {
  it('asks past caches with t and maps the wire to the English model, newest first', async () => {
    const older = historiqueEntry({ id: 1, date: '2026-10-01T08:00:00.000Z', termine: false });
    const { sentQuery } = mockApi({
      'GET /api/front/series-eleve': {
        body: seriesEleveWire({ historique: [older, welcomeEnded, historiqueEntry()] }),
      },
    });
    const series = await fetchSeries();
    expect(sentQuery('GET', '/api/front/series-eleve').t).toMatch(/^\d+$/);
    expect(series.history.map((entry) => entry.id)).toEqual([101, 90, 1]);
    expect(series.isNew).toBe(false);
    expect([...series.unfinished]).toEqual(['code-route-examen-1']);
    expect(series.results[0]).toEqual({
      themeId: 'L',
      nbQuestions: 25,
      score: 72,
      limitScore: 88,
      disabled: false,
      seriesSlug: 'code-route-theme-l',
    });
    expect(series.results[2]?.seriesSlug).toBeNull();
    expect(series.seriesTypeList[0]).toMatchObject({ type: 'examen', remain: 5, total: 6 });
    expect(series.personalisedSeries.map((serie) => serie.type)).toEqual([
      'personnalise',
      'erreurs',
    ]);
  });

  it('maps an exam marked out of 20: its total, its parts’ and each entry’s points (hauturier)', async () => {
    mockApi({
      'GET /api/front/series-eleve': {
        body: seriesEleveWire({
          examen_blanc: {
            slug: 'hauturier-nouvel-examen',
            nb_questions: 13,
            seuil: 10,
            note_sur: 20,
            secondes_par_question: null,
            minutes: 90,
            parties: [{ libelle: 'Travaux sur la carte', nb_questions: 6, seuil: 7, note_sur: 12 }],
          },
          historique: [historiqueEntry({ note: { points: 14, sur: 20 } })],
        }),
      },
    });
    const series = await fetchSeries();
    expect(series.mockExam).toMatchObject({
      passMark: 10,
      outOf: 20,
      totalMinutes: 90,
      parts: [{ label: 'Travaux sur la carte', nbQuestions: 6, passMark: 7, outOf: 12 }],
    });
    expect(series.history[0]?.mark).toEqual({ points: 14, outOf: 20 });
  });

  it('counts a learner without an ended welcome series as new', async () => {
    mockApi({ 'GET /api/front/series-eleve': { body: seriesEleveWire({ historique: [] }) } });
    expect((await fetchSeries()).isNew).toBe(true);
  });
});

describe('GET /api/front/themes', () => {
  it('keeps the short label only when there is one', async () => {
    mockApi({ 'GET /api/front/themes': { body: themesWire } });
    const { queryFn } = themesQuery;
    if (typeof queryFn !== 'function') throw new Error('no queryFn');
    const themes = await queryFn({} as Parameters<typeof queryFn>[0]);
    expect(themes.get('L')).toEqual({
      id: 'L',
      color: '#0b5cad',
      label: 'Dispositions légales',
      shortLabel: 'Circulation',
    });
    expect(themes.get('M')?.shortLabel).toBeNull();
  });
});
