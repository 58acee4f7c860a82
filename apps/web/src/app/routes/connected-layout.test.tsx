import type { SeriesEleveResponse } from '@prepacode/domain/contracts/series.contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, seriesEleveWire } from '../../features/series/components/testing';
import { inscriptionWire, utilisateurWire } from '../../test/wire-fixtures';
import { ConnectedLayout } from './connected-layout';

const renderLayout = (path: string, series: SeriesEleveResponse, permis = 'b') =>
  renderWithApi(
    [
      {
        element: <ConnectedLayout />,
        children: ['/dashboard', '/history', '/welcome'].map((page) => ({
          path: page,
          element: <h1>{page}</h1>,
        })),
      },
    ],
    path,
    {
      'GET /api/front/utilisateur': {
        body: utilisateurWire({ inscription: { ...inscriptionWire, permis } }),
      },
      'GET /api/front/series-eleve': { body: series },
    },
  );

const tabs = async () =>
  within(await screen.findByRole('navigation', { name: 'Navigation principale' }))
    .getAllByRole('link')
    .map((link) => [
      link.textContent,
      link.getAttribute('href'),
      link.getAttribute('aria-current'),
    ]);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('navigation tabs', () => {
  it('shows the dashboard and history tabs, highlighting the current path', async () => {
    renderLayout('/history', seriesEleveWire());
    expect(await tabs()).toEqual([
      ['Mon tableau de bord', '/dashboard', null],
      ['Mon historique', '/history', 'page'],
    ]);
  });

  it('shows only « Bienvenue » to a new learner with a welcome series', async () => {
    const welcome = seriesEleveWire().series_restantes.series.filter((e) => e.type === 'accueil');
    renderLayout(
      '/welcome',
      seriesEleveWire({ historique: [], series_restantes: { series: welcome } }),
    );
    expect(await tabs()).toEqual([['Bienvenue', '/welcome', 'page']]);
  });

  it('does not need the history for a licence without a welcome series', async () => {
    const { calls } = renderLayout('/dashboard', seriesEleveWire(), 'co');
    expect(await tabs()).toEqual([
      ['Mon tableau de bord', '/dashboard', 'page'],
      ['Mon historique', '/history', null],
    ]);
    expect(calls('GET', '/api/front/series-eleve')).toHaveLength(0);
  });
});
