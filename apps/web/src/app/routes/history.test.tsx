import type { HistoriqueEntry } from '@prepacode/domain/contracts/series.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiRoutes } from '../../test/fetch-mock';
import {
  historiqueEntry,
  historiquePageWire,
  nth,
  renderWithApi,
  serieStateWire,
  startSerie,
  themesWire,
} from '../../test/series-kit';
import { HistoryRoute } from './history';

/** A server of 120 attempts that pages as asked. */
function pagedHistory(url: URL) {
  const page = Number(url.searchParams.get('page'));
  const size = Number(url.searchParams.get('taille_page'));
  const total = 120;
  const count = Math.max(0, Math.min(size, total - page * size));
  const entrees: HistoriqueEntry[] = Array.from({ length: count }, (_, i) =>
    historiqueEntry({ id: 1000 + page * size + i, libelle: `Examen blanc n° ${page * size + i}` }),
  );
  return { body: historiquePageWire({ total, page, taille_page: size, entrees }) };
}

function renderHistory(path = '/history', routes: ApiRoutes = {}) {
  const rendered = renderWithApi([{ path: '/history', element: <HistoryRoute /> }], path, {
    'GET /api/front/historique': { body: historiquePageWire() },
    'GET /api/front/themes': { body: themesWire },
    'PUT /api/serie/create': { body: serieStateWire({ id: 777 }) },
    ...routes,
  });
  const lastQuery = () => rendered.sentQuery('GET', '/api/front/historique');
  return { ...rendered, lastQuery };
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

afterEach(() => vi.unstubAllGlobals());

describe('history', () => {
  it('shows each attempt with its date, label, type, score, progress, clock and theme', async () => {
    renderHistory();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    const [unfinished, ended] = [nth(rows, 1), nth(rows, 2)];
    const cells = within(unfinished)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // The time of day, and an unfinished series as its progress, not a score (issue #18).
    expect(cells[0]).toMatch(/^20\/11\/2026 à \d{2}:\d{2}$/);
    expect(cells.slice(1, 6)).toEqual([
      'Thème : Premiers secoursSérie thématique',
      'En cours',
      '4 / 10répondues',
      'Non',
      'Secours',
    ]);
    expect(within(ended).getAllByRole('cell')[2]).toHaveTextContent('33 / 4083 %Non réussi');
    expect(within(ended).getAllByRole('cell')[4]).toHaveTextContent('Oui');
    expect(screen.getByRole('region', { name: 'Historique de mes séries' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('shows one card per attempt on a phone, with its score, progress and action', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderHistory();
    const list = await screen.findByRole('list', { name: 'Historique de mes séries' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [unfinished, ended] = within(list).getAllByRole('listitem');
    expect(unfinished).toHaveTextContent('En cours');
    expect(unfinished).toHaveTextContent('4 / 10répondues');
    expect(
      within(unfinished as HTMLElement).getByRole('button', { name: /^Continuer/ }),
    ).toBeVisible();
    expect(ended).toHaveTextContent('33 / 4083 %Non réussi');
    expect(
      within(ended as HTMLElement).getByRole('link', { name: /^Voir la correction/ }),
    ).toBeVisible();
    // The sort stays at hand without the table's headers.
    const sorts = screen.getByRole('group', { name: 'Trier l’historique' });
    expect(within(sorts).getByRole('button', { name: /^Score/ })).toBeInTheDocument();
  });

  it('continues an unfinished attempt through the player', async () => {
    const { sentQuery } = renderHistory();
    expect(await startSerie(sentQuery, 'Continuer : Thème : Premiers secours', 777)).toEqual({
      slug: 'code-route-theme-a',
      parcours: 'entrainement',
      ordre_lettrage: 'fixe',
    });
  });

  it('opens the correction of an ended attempt', async () => {
    renderHistory();
    await userEvent.click(
      await screen.findByRole('link', { name: 'Voir la correction : Examen blanc n° 1' }),
    );
    expect(await screen.findByText('Correction de la série 101')).toBeInTheDocument();
  });

  it('cycles a column’s sort ascending, descending, then none, in the request and aria-sort', async () => {
    const { lastQuery, router } = renderHistory();
    await screen.findByRole('table');
    expect(lastQuery()).toEqual({ page: '0', taille_page: '50' });
    expect(header('Date')).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(screen.getByRole('button', { name: 'Date' }));
    expect(header('Date')).toHaveAttribute('aria-sort', 'ascending');
    expect(lastQuery()).toMatchObject({ tri: 'date', ordre: 'asc' });
    expect(router.state.location.search).toBe('?tri=date&ordre=asc');

    await userEvent.click(screen.getByRole('button', { name: 'Date' }));
    expect(header('Date')).toHaveAttribute('aria-sort', 'descending');
    expect(lastQuery()).toMatchObject({ tri: 'date', ordre: 'desc' });

    await userEvent.click(screen.getByRole('button', { name: 'Date' }));
    expect(header('Date')).toHaveAttribute('aria-sort', 'none');
    expect(lastQuery()).toEqual({ page: '0', taille_page: '50' });

    // Another column starts its own cycle.
    await userEvent.click(screen.getByRole('button', { name: 'Avancement' }));
    expect(header('Avancement')).toHaveAttribute('aria-sort', 'ascending');
    expect(lastQuery()).toMatchObject({ tri: 'realisees', ordre: 'asc' });
  });

  it('pages within bounds with the spec’s labels and range text', async () => {
    const { lastQuery } = renderHistory('/history', { 'GET /api/front/historique': pagedHistory });
    expect(await screen.findByText('1 - 50 de 120')).toBeInTheDocument();
    const size = screen.getByRole('combobox', { name: 'Résultats par page :' });
    expect(size).toHaveValue('50');
    expect(screen.getByRole('button', { name: 'Première page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByText('51 - 100 de 120')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ page: '1' });

    await userEvent.click(screen.getByRole('button', { name: 'Dernière page' }));
    expect(await screen.findByText('101 - 120 de 120')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Dernière page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeEnabled();

    // Another page size starts again from the first page.
    await userEvent.selectOptions(size, '25');
    expect(await screen.findByText('1 - 25 de 120')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ page: '0', taille_page: '25' });
  });

  it('reads sort and page from the URL, so a reload keeps them', async () => {
    const { lastQuery } = renderHistory('/history?page=2&taille=25&tri=score&ordre=desc', {
      'GET /api/front/historique': pagedHistory,
    });
    expect(await screen.findByText('51 - 75 de 120')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ page: '2', taille_page: '25', tri: 'score', ordre: 'desc' });
    expect(header('Score')).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows the last page for a page past the end', async () => {
    const { lastQuery, router } = renderHistory('/history?page=9', {
      'GET /api/front/historique': pagedHistory,
    });
    expect(await screen.findByText('101 - 120 de 120')).toBeInTheDocument();
    // The range shows as soon as the total is known; the last page's call and the address follow
    // (a busy machine showed the gap).
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it('ignores a page below 0 or a size it does not offer', async () => {
    const { lastQuery } = renderHistory('/history?page=-3&taille=7');
    await screen.findByRole('table');
    expect(lastQuery()).toEqual({ page: '0', taille_page: '50' });
  });

  it('invites to the dashboard when there is no attempt yet', async () => {
    renderHistory('/history', {
      'GET /api/front/historique': { body: historiquePageWire({ total: 0, entrees: [] }) },
    });
    expect(await screen.findByText('Vous n’avez pas encore fait de série.')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Choisir une série sur mon tableau de bord' }),
    ).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why the history could not be loaded and offers to retry', async () => {
    renderHistory('/history', {
      'GET /api/front/historique': {
        status: 503,
        body: {
          error: { code: 'indisponible', message: 'Le service est momentanément indisponible.' },
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre historique n’a pas pu être chargé. Le service est momentanément indisponible.',
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
