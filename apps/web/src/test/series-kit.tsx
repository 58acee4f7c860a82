// Test support only (imported by *.test.tsx): series wire fixtures shaped by the contract types
// (the profile's are in wire-fixtures.ts), and render helpers with a router, a query client and
// the fetch mock of fetch-mock.ts.
import type { ThemesResponse } from '@prepacode/domain/contracts/front.contract';
import type {
  HistoriqueEntry,
  HistoriquePage,
  SerieState,
  SeriesEleveResponse,
} from '@prepacode/domain/contracts/series.contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useParams, type RouteObject } from 'react-router';
import type { MockExam } from '../features/series/api/get-series-eleve';
import { mockApi, type ApiRoutes } from './fetch-mock';

export const themesWire: ThemesResponse = [
  {
    identifiant: 'L',
    couleur: '#0b5cad',
    libelle: 'Dispositions légales',
    libelle_court: 'Circulation',
  },
  { identifiant: 'A', couleur: '#be123c', libelle: 'Premiers secours', libelle_court: 'Secours' },
  { identifiant: 'M', couleur: '#4d7c0f', libelle: 'Éléments mécaniques liés à la sécurité' },
];

export const historiqueEntry = (changes: Partial<HistoriqueEntry> = {}): HistoriqueEntry => ({
  id: 101,
  date: '2026-11-18T10:30:00.000Z',
  termine: true,
  nb_questions: 40,
  nb_questions_realisees: 40,
  score: 33,
  type: 'examen',
  libelle: 'Examen blanc n° 1',
  ordre: 1,
  chronometree: true,
  slug: 'code-route-examen-1',
  parcours: 'examen',
  reussi: false,
  ...changes,
});

/** The ended welcome series: with it, a b learner is no longer new. */
export const welcomeEnded = historiqueEntry({
  id: 90,
  date: '2026-11-10T08:00:00.000Z',
  nb_questions: 5,
  nb_questions_realisees: 5,
  score: 4,
  type: 'accueil',
  libelle: 'Découvrir le lecteur',
  chronometree: false,
  slug: 'code-route-bienvenue',
  parcours: 'entrainement',
  reussi: null,
});

/**
 * A learner's dashboard data; its series under way are, unless a test names others, the
 * unfinished attempts of its history.
 */
export const seriesEleveWire = (
  changes: Partial<SeriesEleveResponse> = {},
): SeriesEleveResponse => ({
  ...dashboardWire(changes.historique ?? [historiqueEntry(), welcomeEnded]),
  ...changes,
});

const dashboardWire = (historique: SeriesEleveResponse['historique']): SeriesEleveResponse => ({
  examen_blanc: {
    slug: 'code-route-nouvel-examen',
    nb_questions: 40,
    seuil: 35,
    secondes_par_question: 20,
    minutes: null,
    parties: [],
  },
  series_restantes: {
    series: [
      {
        type: 'examen',
        libelle: 'Examens blancs',
        restantes: 5,
        total: 6,
        series: [
          {
            slug: 'code-route-examen-1',
            libelle: 'Examen blanc n° 1',
            chronometree: true,
            terminee: true,
          },
          {
            slug: 'code-route-examen-2',
            libelle: 'Examen blanc n° 2',
            chronometree: true,
            terminee: false,
          },
          {
            slug: 'code-route-examen-3',
            libelle: 'Examen blanc n° 3',
            chronometree: true,
            terminee: false,
          },
        ],
      },
      {
        type: 'accueil',
        libelle: 'Série de bienvenue',
        restantes: 0,
        total: 1,
        series: [
          {
            slug: 'code-route-bienvenue',
            libelle: 'Découvrir le lecteur',
            chronometree: false,
            terminee: true,
          },
        ],
      },
    ],
  },
  historique,
  series_en_cours: historique.filter((entry) => !entry.termine).map((entry) => entry.slug),
  historique_total: historique.length,
  themes: [
    {
      theme_id: 'L',
      nb_questions: 25,
      score: 72,
      score_limite: 88,
      desactive: false,
      serie: { slug: 'code-route-theme-l' },
    },
    {
      theme_id: 'A',
      nb_questions: 0,
      score: 0,
      score_limite: 88,
      desactive: false,
      serie: { slug: 'code-route-theme-a' },
    },
    { theme_id: 'M', nb_questions: 4, score: 50, score_limite: 88, desactive: true, serie: null },
  ],
  parcours_personnalise: [
    {
      type: 'personnalise',
      libelle: 'Parcours personnalisé',
      nb_questions: 20,
      chronometree: false,
      slug: 'parcours-personnalise',
    },
    {
      type: 'erreurs',
      libelle: 'Révision de mes erreurs',
      nb_questions: 20,
      chronometree: false,
      slug: 'revision-erreurs',
    },
  ],
});

/** A learner who has not ended the welcome series yet, with these attempts. */
export const newLearnerWire = (historique: SeriesEleveResponse['historique'] = []) =>
  seriesEleveWire({
    series_restantes: {
      series: [
        {
          type: 'accueil',
          libelle: 'Série de bienvenue',
          restantes: 1,
          total: 1,
          series: [
            {
              slug: 'code-route-bienvenue',
              libelle: 'Découvrir le lecteur',
              chronometree: false,
              terminee: false,
            },
          ],
        },
      ],
    },
    historique,
    historique_total: historique.length,
  });

export const historiquePageWire = (changes: Partial<HistoriquePage> = {}): HistoriquePage => ({
  total: 2,
  page: 0,
  taille_page: 50,
  entrees: [
    historiqueEntry({
      id: 102,
      date: '2026-11-20T09:15:00.000Z',
      termine: false,
      nb_questions: 10,
      nb_questions_realisees: 4,
      score: 3,
      type: 'thematique',
      libelle: 'Thème : Premiers secours',
      chronometree: false,
      theme: { id: 'A', couleur: '#be123c' },
      slug: 'code-route-theme-a',
      parcours: 'entrainement',
      reussi: null,
    }),
    historiqueEntry(),
  ],
  ...changes,
});

export const serieStateWire = (changes: Partial<SerieState> = {}): SerieState => ({
  id: 555,
  slug: 'code-route-examen-2',
  type: 'examen',
  libelle: 'Examen blanc n° 2',
  parcours: 'examen',
  chronometree: true,
  nb_questions: 40,
  nb_questions_realisees: 0,
  termine: false,
  ...changes,
});

/** items[index], failing the test when it is missing. */
export function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`Nothing at index ${index}`);
  return item;
}

function PlayerStub() {
  return <p>Lecteur de la série {useParams().id}</p>;
}
function CorrectionStub() {
  return <p>Correction de la série {useParams().id}</p>;
}

/** Renders the given routes at `path`, with the player and correction as stubs to land on. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      ...routes,
      { path: '/player/:id', element: <PlayerStub /> },
      { path: '/correction/:id', element: <CorrectionStub /> },
    ],
    { initialEntries: [path] },
  );
  const { unmount } = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, unmount };
}

/** A route's test: `api` answers fetch, then `routes` render at `path`. */
export function renderWithApi(routes: RouteObject[], path: string, api: ApiRoutes) {
  return { ...mockApi(api), ...renderRoutes(routes, path) };
}

/**
 * Clicks the button named `name`, waits for the player of attempt `serieId`, and returns the
 * query PUT /api/serie/create was sent.
 */
export async function startSerie(
  sentQuery: ReturnType<typeof mockApi>['sentQuery'],
  name: string,
  serieId: number,
) {
  await userEvent.click(await screen.findByRole('button', { name }));
  await screen.findByText(`Lecteur de la série ${serieId}`);
  return sentQuery('PUT', '/api/serie/create');
}

/** The ETG's mock exam as GET /api/front/series-eleve maps it: 40 questions, 35 to pass. */
export const etgMockExam: MockExam = {
  slug: 'code-route-nouvel-examen',
  nbQuestions: 40,
  passMark: 35,
  questionSeconds: 20,
  totalMinutes: null,
  parts: [],
};

/** The offshore licence's exam as GET /api/front/series-eleve maps it: marked out of 20. */
export const hauturierMockExam: MockExam = {
  slug: 'hauturier-nouvel-examen',
  nbQuestions: 13,
  passMark: 10,
  questionSeconds: null,
  totalMinutes: 90,
  outOf: 20,
  parts: [
    { label: 'Travaux sur la carte', nbQuestions: 6, passMark: 7, outOf: 12 },
    { label: 'Calcul de marée', nbQuestions: 2, passMark: 0, outOf: 4 },
    {
      label: 'Questionnaire (électronique, météorologie, sécurité)',
      nbQuestions: 5,
      passMark: 0,
      outOf: 4,
    },
  ],
};
