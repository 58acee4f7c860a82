import type { ClassroomLearnerView } from '@prepacode/domain/contracts/classroom.contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../test/fake-event-source';
import { renderWithApi } from '../../test/series-kit';
import { ClassroomJoinRoute, ClassroomSessionRoute } from './classroom';

// Issue #43, point 3: a learner joins a classroom session by its code and answers on their
// phone, following the room through its stream.

beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
afterEach(() => vi.unstubAllGlobals());

const view = (changes: Partial<ClassroomLearnerView>): ClassroomLearnerView => ({
  id: 's1',
  libelle: 'Thème\u202f: Circulation',
  ecole_nom: 'Auto-école de la Gare',
  phase: 'attente',
  position: 0,
  nb_questions: 2,
  echeance: null,
  secondes: null,
  ma_reponse: null,
  version: '0',
  ...changes,
});
const question = {
  identifiant: 'CR-L-001',
  enonce: 'Je peux dépasser ce véhicule\u202f?',
  propositions: [
    { lettre: 'A', texte: 'Oui' },
    { lettre: 'B', texte: 'Non' },
  ],
  media: null,
  plusieurs_reponses: false,
};

const routes = [
  { path: '/salle', element: <ClassroomJoinRoute /> },
  {
    path: '/salle/:salle',
    element: (
      <Suspense>
        <ClassroomSessionRoute />
      </Suspense>
    ),
  },
];

it('joins by the code as typed, then waits for the first question', async () => {
  const { calls, requests } = renderWithApi(routes, '/salle', {
    'POST /api/salle/rejoindre': { body: { salle: 's1' } },
    'GET /api/salle/s1': { body: view({}) },
    'GET /api/front/preferences': { status: 404 },
  });
  await userEvent.type(
    await screen.findByRole('textbox', { name: 'Code de la séance' }),
    'acf 347',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Rejoindre la séance' }));
  expect(await screen.findByRole('heading', { name: 'Thème\u202f: Circulation' })).toBeVisible();
  expect(screen.getByText(/La première question arrive/)).toBeVisible();
  const join = requests().find((sent) => sent.url.pathname === '/api/salle/rejoindre');
  expect(JSON.parse(join?.body ?? '{}')).toEqual({ code: 'ACF347' });
  expect(calls('GET', '/api/salle/s1')).toHaveLength(1);
});

it('joins at once from the address the room’s QR code gives', async () => {
  const { requests } = renderWithApi(routes, '/salle?code=ACF347', {
    'POST /api/salle/rejoindre': { body: { salle: 's1' } },
    'GET /api/salle/s1': { body: view({}) },
    'GET /api/front/preferences': { status: 404 },
  });
  expect(await screen.findByRole('heading', { name: 'Thème\u202f: Circulation' })).toBeVisible();
  const joins = requests().filter((sent) => sent.url.pathname === '/api/salle/rejoindre');
  expect(joins.map((sent) => sent.body)).toEqual([JSON.stringify({ code: 'ACF347' })]);
});

it('says in French why a code is refused, next to the field', async () => {
  renderWithApi(routes, '/salle', {
    'POST /api/salle/rejoindre': {
      status: 403,
      body: {
        error: {
          code: 'seance_autre_ecole',
          message:
            'Cette séance est celle d’une autre école\u202f: seuls ses élèves peuvent la rejoindre.',
        },
      },
    },
  });
  await userEvent.type(await screen.findByRole('textbox', { name: 'Code de la séance' }), 'ACF347');
  await userEvent.click(screen.getByRole('button', { name: 'Rejoindre la séance' }));
  expect(await screen.findByText(/celle d’une autre école/)).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Code de la séance' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

it('answers the room’s question with the keyboard, then shows the correction when the room does', async () => {
  let current = view({ phase: 'question', position: 1, question });
  const { requests } = renderWithApi(routes, '/salle/s1', {
    'GET /api/salle/s1': () => ({ body: current }),
    'PUT /api/salle/s1/reponse': { body: { position: 1, reponse: ['B'] } },
    'GET /api/front/preferences': { status: 404 },
  });
  expect(await screen.findByRole('heading', { name: 'Question 1 / 2' })).toBeVisible();
  await userEvent.keyboard('b');
  current = { ...current, ma_reponse: ['B'] };
  await userEvent.keyboard('{Enter}');
  // Compared raw: the matchers' whitespace normalising would hide the narrow no-break space.
  await screen.findByText(/^Réponse envoyée/);
  expect(screen.getByText(/^Réponse envoyée/).textContent).toBe(
    'Réponse envoyée\u202f: B. La correction vient sur l’écran de la salle.',
  );
  const sent = requests().find((request) => request.method === 'PUT');
  expect(JSON.parse(sent?.body ?? '{}')).toEqual({ position: 1, reponse: ['B'] });

  current = {
    ...current,
    phase: 'correction',
    correction: { bonnes: ['B'], juste: true, explication: 'La ligne continue l’interdit.' },
  };
  act(() => FakeEventSource.last?.emit('etat'));
  expect(await screen.findByRole('heading', { name: 'Bonne réponse' })).toBeVisible();
  expect(screen.getByText('La ligne continue l’interdit.')).toBeVisible();

  current = view({ phase: 'terminee', position: 2, fin: { serie: 77, score: 2, nb_questions: 2 } });
  act(() => FakeEventSource.last?.emit('etat'));
  expect((await screen.findByText(/Votre score/)).textContent).toContain(
    'Votre score\u202f: 2 / 2.',
  );
  expect(screen.getByRole('link', { name: 'Voir la correction' })).toHaveAttribute(
    'href',
    '/correction/77',
  );
});
