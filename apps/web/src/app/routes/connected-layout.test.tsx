import type { UtilisateurResponse } from '@prepacode/domain/contracts/front.contract';
import type { SeriesEleveResponse } from '@prepacode/domain/contracts/series.contract';
import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, seriesEleveWire } from '../../test/series-kit';
import { applicationWire, inscriptionWire, utilisateurWire } from '../../test/wire-fixtures';
import { ConnectedLayout } from './connected-layout';

const renderLayout = (
  path: string,
  series: SeriesEleveResponse,
  permis = 'b',
  changes: Partial<UtilisateurResponse> = {},
) =>
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
        body: utilisateurWire({ inscription: { ...inscriptionWire, permis }, ...changes }),
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
  it('shows the dashboard, history and contact tabs, highlighting the current path', async () => {
    renderLayout('/history', seriesEleveWire());
    expect(await tabs()).toEqual([
      ['Mon tableau de bord', '/dashboard', null],
      ['Mon historique', '/history', 'page'],
      ['Nous contacter', '/contact', null],
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

  it.each(['/history', '/dashboard'])(
    'sends a new learner who types %s to the welcome page (issue #18, point 9)',
    async (path) => {
      const welcome = seriesEleveWire().series_restantes.series.filter((e) => e.type === 'accueil');
      renderLayout(
        path,
        seriesEleveWire({ historique: [], series_restantes: { series: welcome } }),
      );
      expect(await screen.findByRole('heading', { name: '/welcome' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: path })).not.toBeInTheDocument();
    },
  );

  it('does not need the history for a licence without a welcome series', async () => {
    const { calls } = renderLayout('/dashboard', seriesEleveWire(), 'co');
    expect(await tabs()).toEqual([
      ['Mon tableau de bord', '/dashboard', 'page'],
      ['Mon historique', '/history', null],
      ['Nous contacter', '/contact', null],
    ]);
    expect(calls('GET', '/api/front/series-eleve')).toHaveLength(0);
  });
});

describe('authenticated header (spec §2)', () => {
  const message = (id: string, type: 'info' | 'warning', contenu: string) => ({
    id,
    type,
    contenu,
    date_debut: '2020-01-01T00:00:00.000Z',
    date_fin: '2099-01-01T00:00:00.000Z',
  });

  it('names the learner, their access date and the licence in the logo', async () => {
    renderLayout('/dashboard', seriesEleveWire());
    expect(await screen.findByText('Léa Martin')).toBeInTheDocument();
    expect(screen.getByText('Accès valide jusqu’au 21/11/2027')).toBeInTheDocument();
    const logo = screen.getByRole('img', { name: 'Prépacode · Auto' });
    expect(logo).toHaveAttribute('src', '/brands/prepacode/logo-car.svg');
    // Sized before its file comes (Lighthouse: « Image elements do not have explicit width »).
    expect(logo).toHaveAttribute('width', '170');
    expect(logo).toHaveAttribute('height', '48');
    expect(screen.getByRole('button', { name: 'Plein écran' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Déconnexion' })).toBeEnabled();
  });

  it('counts the info and warning messages that have content on the bell', async () => {
    renderLayout('/dashboard', seriesEleveWire(), 'b', {
      messages: [
        message('m1', 'info', 'Séance de code mercredi à 18 h.'),
        message('m2', 'warning', 'Pensez à réserver votre examen.'),
        message('m3', 'info', '   '),
      ],
    });
    const bell = await screen.findByRole('button', { name: 'Notifications : 2 messages' });
    expect(bell).toHaveTextContent('2');
    expect(screen.getByText('Pensez à réserver votre examen.')).toBeInTheDocument();
  });

  it('offers the other licences and applications in the menu, with Déconnexion', async () => {
    const cotier = { ...inscriptionWire, id: 8, permis: 'co' };
    renderLayout('/dashboard', seriesEleveWire(), 'b', {
      inscriptions: [inscriptionWire, cotier],
      applications_externes: [{ ...applicationWire, titre: 'Cours du code' }],
    });
    const trigger = await screen.findByRole('button', {
      name: 'Mon compte, changer de formation ou d’application',
    });
    // jsdom has no popover API: the list is checked in the DOM here, opened in e2e/shell.spec.ts.
    const list = document.getElementById(trigger.getAttribute('popovertarget') ?? '');
    if (!list) throw new Error('the menu’s list is missing');
    const item = (name: string) => within(list).getByRole('button', { name, hidden: true });
    expect(item('Auto')).toHaveAttribute('aria-current', 'true');
    expect(item('Côtier')).not.toHaveAttribute('aria-current');
    expect(item('Cours du code')).toBeInTheDocument();
    expect(item('Mes préférences')).toBeInTheDocument();
    expect(item('Déconnexion')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Mon compte', hidden: true })).toHaveAttribute(
      'href',
      '/compte',
    );
    // The licence's own course application gets its tab.
    expect(await tabs()).toContainEqual(['Mes cours', '/courses/cours-code', null]);
  });

  // Issue #18.11 changes this: every learner reaches « Mon compte » from the menu.
  it('offers only « Mon compte » and Déconnexion when there is nothing to switch to', async () => {
    renderLayout('/dashboard', seriesEleveWire());
    const trigger = await screen.findByRole('button', { name: 'Mon compte' });
    const list = document.getElementById(trigger.getAttribute('popovertarget') ?? '');
    if (!list) throw new Error('the menu’s list is missing');
    expect(within(list).queryByRole('heading', { hidden: true })).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Mon compte', hidden: true })).toHaveAttribute(
      'href',
      '/compte',
    );
    expect(within(list).getByRole('button', { name: 'Déconnexion', hidden: true })).toBeEnabled();
  });

  it('has the footer with the legal notice, the CGU and the remote-access link', async () => {
    renderLayout('/dashboard', seriesEleveWire());
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Prépacode`);
    expect(
      within(footer).getByRole('link', { name: 'Conditions générales d’utilisation' }),
    ).toHaveAttribute('href', '/cgu');
    expect(within(footer).queryByRole('link', { name: 'Charte de confidentialité' })).toBeNull();
    await userEvent.click(within(footer).getByRole('button', { name: 'Mentions légales' }));
    expect(await screen.findByRole('heading', { name: 'Éditeur' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('heading', { name: 'Éditeur' })).not.toBeInTheDocument();
  });
});
