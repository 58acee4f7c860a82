import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandStore } from '../../brand/brand-store';
import { ExamGuide } from '../../features/series/components/exam-guide';
import { renderWithApi } from '../../test/series-kit';
import { inscriptionWire, utilisateurWire } from '../../test/wire-fixtures';
import { GuideRoute, GuidesRoute } from './guides';

const renderGuides = (path: string, permis = 'b') =>
  renderWithApi(
    [
      { path: '/guides', element: <GuidesRoute /> },
      { path: '/guides/:slug', element: <GuideRoute /> },
      { path: '/dashboard', element: <p>Tableau de bord</p> },
    ],
    path,
    {
      'GET /api/front/utilisateur': {
        body: utilisateurWire({ inscription: { ...inscriptionWire, permis } }),
      },
    },
  );

afterEach(() => {
  brandStore.setTheme('prepacode');
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('guides', () => {
  it('are reached from the dashboard’s guide block', async () => {
    renderWithApi(
      [
        { path: '/dashboard', element: <ExamGuide /> },
        { path: '/guides', element: <GuidesRoute /> },
      ],
      '/dashboard',
      { 'GET /api/front/utilisateur': { body: utilisateurWire() } },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Lire nos guides' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos guides' })).toBeVisible();
  });

  it('lists the three guides, each a link with its one-line summary', async () => {
    renderGuides('/guides');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos guides' })).toBeVisible();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([
      'Comment se passe l’examen du code',
      'Bien s’entraîner avec les séries',
      'Lire mes résultats',
    ]);
    expect(cards[0]).toHaveTextContent('Inscription, déroulement de l’épreuve');
    expect(screen.getByRole('link', { name: 'Lire mes résultats' })).toHaveAttribute(
      'href',
      '/guides/lire-mes-resultats',
    );
  });

  it('opens a guide from the index and shows its headings and table of contents', async () => {
    renderGuides('/guides');
    await userEvent.click(
      await screen.findByRole('link', { name: 'Comment se passe l’examen du code' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Comment se passe l’examen du code' }),
    ).toBeVisible();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'Dans ce guide',
      'Qui organise l’examen',
      'À partir de quel âge',
      'S’inscrire',
      'Le jour de l’examen',
      'Les dix thèmes du code',
      'Le résultat',
      'Combien de temps le code reste valable',
      'Vous préparer avec nous',
    ]);
    const toc = screen.getByRole('navigation', { name: 'Dans ce guide' });
    expect(within(toc).getByRole('link', { name: 'Le jour de l’examen' })).toHaveAttribute(
      'href',
      '#jour-de-l-examen',
    );
    const day = screen.getByRole('region', { name: 'Le jour de l’examen' });
    expect(within(day).getAllByRole('listitem')).toHaveLength(6);
    expect(day).toHaveTextContent('20 secondes');
    expect(day).toHaveTextContent('au moins 35 bonnes réponses sur 40');
    expect(screen.getByRole('region', { name: 'S’inscrire' })).toHaveTextContent('30 €');
  });

  it('leads back to the index from a guide', async () => {
    renderGuides('/guides/lire-mes-resultats');
    const back = await screen.findAllByRole('link', { name: 'Retour aux guides' });
    expect(back).toHaveLength(2);
    await userEvent.click(back[0] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos guides' })).toBeVisible();
  });

  it('describes the series with the labels of the dashboard and the player', async () => {
    renderGuides('/guides/bien-s-entrainer');
    const exams = await screen.findByRole('region', { name: 'Les examens blancs' });
    expect(within(exams).getByText('En conditions d’examen')).toBeVisible();
    expect(within(exams).getByText('En entraînement')).toBeVisible();
    const keys = screen.getByRole('region', { name: 'Répondre aux questions' });
    expect(within(keys).getByText('Retour arrière')).toBeVisible();
  });

  it('sends an unknown guide back to the index', async () => {
    renderGuides('/guides/nimporte-quoi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos guides' })).toBeVisible();
  });

  it('sends a licence without the guide block to the dashboard', async () => {
    renderGuides('/guides', 'co');
    expect(await screen.findByText('Tableau de bord')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Nos guides' })).not.toBeInTheDocument();
  });

  it('shows them for the ETG licence too', async () => {
    renderGuides('/guides/examen-du-code', 'etg');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Comment se passe l’examen du code' }),
    ).toBeVisible();
  });

  it('sends a brand without guides to the dashboard, from the index and from a guide', async () => {
    brandStore.setTheme('michelin');
    const { router } = renderGuides('/guides/examen-du-code');
    expect(await screen.findByText('Tableau de bord')).toBeVisible();
    await act(() => router.navigate('/guides'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: 'Nos guides' })).not.toBeInTheDocument();
  });
});
