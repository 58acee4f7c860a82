import type { CourseOutline } from '@prepacode/domain/contracts/courses.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiRoutes } from '../../test/fetch-mock';
import { renderWithApi } from '../../test/series-kit';
import {
  CommentaryRoute,
  CourseIndexRoute,
  CourseViewerLayout,
  LessonRoute,
} from './course-viewer';
import { bodyOf } from '../../test/fetch-mock';

const outline = (changes: Partial<CourseOutline> = {}): CourseOutline => ({
  label: 'fastcode',
  titre: 'Cours par thème',
  variante: 'par-theme',
  banque: 'code-route',
  lecons: [
    { identifiant: 'code-route-L', theme: 'L', titre: 'La circulation', minutes: 4, termine: true },
    { identifiant: 'code-route-C', theme: 'C', titre: 'Le conducteur', minutes: 3, termine: false },
  ],
  themes: [
    { identifiant: 'L', libelle: 'Circulation', couleur: '#0b5cad', repondues: 20, bonnes: 15 },
    { identifiant: 'C', libelle: 'Conducteur', couleur: '#6d28d9', repondues: 0, bonnes: 0 },
  ],
  series: [],
  ...changes,
});

const viewerRoutes = [
  {
    path: '/cours/:label',
    element: <CourseViewerLayout />,
    children: [
      { index: true, element: <CourseIndexRoute /> },
      { path: 'lecons/:identifiant', element: <LessonRoute /> },
      { path: 'commentaires/:slug', element: <CommentaryRoute /> },
    ],
  },
];

const renderViewer = (path: string, routes: ApiRoutes) => renderWithApi(viewerRoutes, path, routes);

afterEach(() => vi.unstubAllGlobals());

describe('course viewer', () => {
  it('lists the themes with the learner’s score and resumes at the first unread lesson', async () => {
    renderViewer('/cours/fastcode', { 'GET /api/cours/fastcode': { body: outline() } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mes cours par thème' }),
    ).toBeVisible();
    expect(screen.getByText('1 cours terminé sur 2')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Reprendre : Le conducteur' })).toHaveAttribute(
      'href',
      '/cours/fastcode/lecons/code-route-C',
    );
    expect(screen.getByText('75 % de bonnes réponses (15 sur 20)')).toBeVisible();
    expect(screen.getByText('Pas encore de réponse dans ce thème')).toBeVisible();
    const toc = screen.getByRole('navigation', { name: 'Sommaire du cours' });
    expect(within(toc).getByRole('link', { name: /La circulation.*terminé/ })).toBeVisible();
  });

  it('marks a lesson done with the form field identifiant, then shows the tick', async () => {
    let completed = false;
    const { fetchMock } = renderViewer('/cours/fastcode/lecons/code-route-C', {
      'GET /api/cours/fastcode': { body: outline() },
      'GET /api/cours/fastcode/lecons/code-route-C': () => ({
        body: {
          identifiant: 'code-route-C',
          theme: 'C',
          titre: 'Le conducteur',
          html: '<h2>La fatigue</h2><p>Faites une pause toutes les deux heures.</p>',
          termine: completed,
        },
      }),
      'POST /api/cours/complete': () => {
        completed = true;
        return { body: { identifiant: 'code-route-C', termine: true } };
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'La fatigue' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Leçon précédente La circulation' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'J’ai terminé ce cours' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cours terminé');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toBe('identifiant=code-route-C');
  });

  it('says why a lesson cannot be shown, in the server’s words', async () => {
    renderViewer('/cours/fastcode/lecons/autre-B', {
      'GET /api/cours/fastcode': { body: outline() },
      'GET /api/cours/fastcode/lecons/autre-B': {
        status: 404,
        body: {
          error: {
            code: 'cours_introuvable',
            message: 'Ce cours ne fait pas partie de vos formations.',
          },
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette leçon n’a pas pu être chargée. Ce cours ne fait pas partie de vos formations.',
    );
  });

  it('leads out of the frame to sign in again when the session has ended', async () => {
    renderViewer('/cours/fastcode', {
      'GET /api/cours/fastcode': {
        status: 401,
        body: { error: { code: 'non_authentifie', message: 'Vous devez vous connecter.' } },
      },
    });
    expect(await screen.findByRole('link', { name: 'Se reconnecter' })).toHaveAttribute(
      'target',
      '_top',
    );
  });

  it('comments a series question by question for a max application', async () => {
    renderViewer('/cours/cours-code-max/commentaires/code-route-examen-1', {
      'GET /api/cours/cours-code-max': {
        body: outline({
          label: 'cours-code-max',
          variante: 'commentes',
          series: [{ slug: 'code-route-examen-1', libelle: 'Examen blanc n° 1' }],
        }),
      },
      'GET /api/cours/cours-code-max/commentaires/code-route-examen-1': {
        body: {
          slug: 'code-route-examen-1',
          libelle: 'Examen blanc n° 1',
          questions: [
            {
              identifiant: 'CR-L-001',
              theme: 'L',
              enonce: 'Hors agglomération, sans panneau, la vitesse maximale est :',
              enonce_suite: null,
              propositions: [
                { lettre: 'A', texte: '80 km/h', correcte: true },
                { lettre: 'B', texte: '90 km/h', correcte: false },
              ],
              explication: 'La limite générale est 80 km/h ; 90 km/h demande des panneaux.',
              reference: 'Code de la route, art. R413-2',
              media: null,
            },
          ],
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Examen blanc n° 1 commenté' }),
    ).toBeVisible();
    const proposition = (start: string) =>
      screen.getByText(
        (_, element) => element?.tagName === 'LI' && element.textContent.startsWith(start),
      );
    expect(proposition('A 80 km/h')).toHaveTextContent('bonne réponse');
    expect(proposition('B 90 km/h')).toHaveTextContent('mauvaise réponse');
    expect(screen.getByText('Référence : Code de la route, art. R413-2')).toBeVisible();
  });
});
