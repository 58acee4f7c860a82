import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { run as runAxe } from 'axe-core';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { seriesEleveWire } from '../test/series-kit';
import { ApiError } from '../lib/api-client';
import { utilisateurWire } from '../test/wire-fixtures';
import { errorMessage } from '../components/ui/error-notice';
import { ROUTES } from './router';

// Issue #23, point 3: a page that throws shows its message where it stood, with a way on; the
// frame around it (header, tabs, footer) stays.

let failure: Error | undefined;
/** Throws `failure` until it is cleared, then shows the page. */
function Flaky() {
  if (failure) throw failure;
  return <h1>La page revenue</h1>;
}

/** The app's route table with its guards off and `paths` rendering `Flaky`. */
const withFlaky = (routes: RouteObject[], paths: readonly string[]): RouteObject[] =>
  routes.map((route) => {
    const changed = { ...route, loader: undefined } as RouteObject;
    if (route.path && paths.includes(route.path))
      changed.lazy = () => Promise.resolve({ Component: Flaky });
    if (route.children) changed.children = withFlaky(route.children, paths);
    return changed;
  });

function renderApp(path: string) {
  mockApi({
    'GET /api/front/utilisateur': { body: utilisateurWire() },
    'GET /api/front/series-eleve': { body: seriesEleveWire() },
  });
  const router = createMemoryRouter(withFlaky(ROUTES, ['dashboard', 'player/:id']), {
    initialEntries: [path],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

// The frame's lazy module, transformed once before the tests rather than within a test's wait.
beforeAll(() => import('./routes/connected-layout'));
beforeEach(() => {
  // React and the router report what a boundary caught: expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  failure = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a page of the connected frame that throws', () => {
  it('keeps the header and the tabs, and says what happened in the page', async () => {
    failure = new Error('panne');
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Une erreur est survenue' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Une erreur inattendue est survenue/);
    expect(await screen.findByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect((await runAxe(document.body)).violations).toEqual([]);
  });

  it('names the status of a failed call', async () => {
    failure = new ApiError(404, 'introuvable', 'Introuvable.');
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Cette page n’existe pas ou plus.');
  });

  it('shows the page again after « Réessayer » once the cause is gone', async () => {
    failure = new Error('panne');
    renderApp('/dashboard');
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    failure = undefined;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'La page revenue' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  });
});

describe('the player that throws', () => {
  it('says so full screen, with the way back to the dashboard', async () => {
    failure = new ApiError(0, 'reseau', 'Réseau.');
    renderApp('/player/12');
    expect(await screen.findByRole('heading', { name: 'Connexion impossible' })).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('alert')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toBeVisible();
    expect((await runAxe(document.body)).violations).toEqual([]);
  });
});

describe('the status-to-message map', () => {
  it.each([
    [new ApiError(401, 'non_authentifie', '…'), 'Session expirée'],
    [new ApiError(403, 'interdit', '…'), 'Accès refusé'],
    [new ApiError(503, 'indisponible', '…'), 'Service indisponible'],
    [
      new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
      'Connexion impossible',
    ],
    [new Error('panne'), 'Une erreur est survenue'],
  ])('%s: %s', (error, title) => {
    expect(errorMessage(error)[0]).toBe(title);
  });
});
