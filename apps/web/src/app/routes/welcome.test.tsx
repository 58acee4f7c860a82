import type { SeriesEleveResponse } from '@prepacode/domain/contracts/series.contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  historiqueEntry,
  newLearnerWire,
  nth,
  renderWithApi,
  serieStateWire,
  startSerie,
  welcomeEnded,
} from '../../test/series-kit';
import { inscriptionWire, utilisateurWire } from '../../test/wire-fixtures';
import { WelcomeRoute } from './welcome';

const renderWelcome = (series: SeriesEleveResponse, permis = 'b') =>
  renderWithApi(
    [
      { path: '/welcome', element: <WelcomeRoute /> },
      { path: '/dashboard', element: <p>Tableau de bord</p> },
    ],
    '/welcome',
    {
      'GET /api/front/utilisateur': {
        body: utilisateurWire({ inscription: { ...inscriptionWire, permis } }),
      },
      'GET /api/front/series-eleve': { body: series },
      'PUT /api/serie/create': {
        status: 201,
        body: serieStateWire({ id: 42, type: 'accueil', slug: 'code-route-bienvenue' }),
      },
    },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('welcome page', () => {
  it('says what the product offers and explains the welcome series', async () => {
    renderWelcome(newLearnerWire());
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Avec Prépacode, je peux :');
    const offers = within(nth(screen.getAllByRole('list'), 0))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(offers).toHaveLength(5);
    expect(offers.join(' ')).toMatch(/conditions d’examen.*thème par thème.*mes erreurs/);
    const welcome = screen.getByRole('region', { name: 'Série de bienvenue' });
    expect(welcome).toHaveTextContent('les touches A à D choisissent une réponse');
    expect(welcome).toHaveTextContent('Entrée valide, Retour arrière efface');
    expect(welcome).toHaveTextContent('lecture à voix haute');
  });

  it('starts the welcome series in training, then opens the player', async () => {
    const { sentQuery } = renderWelcome(newLearnerWire());
    expect(await startSerie(sentQuery, 'Commencer la série de bienvenue', 42)).toEqual({
      slug: 'code-route-bienvenue',
      parcours: 'entrainement',
      ordre_lettrage: 'aleatoire', // The default of « Mes préférences » (issue #40).
    });
  });

  it('offers to continue an unfinished welcome series', async () => {
    renderWelcome(
      newLearnerWire([
        historiqueEntry({
          type: 'accueil',
          termine: false,
          slug: 'code-route-bienvenue',
          libelle: 'Découvrir le lecteur',
          reussi: null,
        }),
      ]),
    );
    expect(
      await screen.findByRole('button', { name: 'Continuer : Série de bienvenue' }),
    ).toBeInTheDocument();
  });

  it('sends a learner who ended the welcome series to the dashboard', async () => {
    renderWelcome(newLearnerWire([welcomeEnded]));
    expect(await screen.findByText('Tableau de bord')).toBeInTheDocument();
  });

  it('sends a learner whose licence has no welcome series to the dashboard', async () => {
    renderWelcome(newLearnerWire(), 'co');
    expect(await screen.findByText('Tableau de bord')).toBeInTheDocument();
  });
});
