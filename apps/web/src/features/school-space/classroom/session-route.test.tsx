import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { run as runAxe } from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instructor, staffView } from '../../../test/classroom-wires';
import { FakeEventSource } from '../../../test/fake-event-source';
import type { ApiRoutes } from '../../../test/fetch-mock';
import { renderSpace } from '../../../test/school-space-kit';

// Issue #43, point 2: the session on the instructor's screen (who answered, by name) and on the
// projected one (large, the remote's keys, never a name).

const ONE = '/central/api/ecole/salles/s2';

const question = {
  identifiant: 'q1',
  enonce: 'Dans cette situation, je peux dépasser le cycliste\u202f:',
  propositions: [
    { lettre: 'A', texte: 'oui' },
    { lettre: 'B', texte: 'non' },
  ],
  media: { url: '/media/q1.webp', alt: 'Une route de campagne, un cycliste devant.' },
  plusieurs_reponses: false,
};
const asking = staffView({
  phase: 'question',
  position: 1,
  participants: 3,
  question,
  version: '2',
});
const correcting = staffView({
  ...asking,
  phase: 'correction',
  reponses: 3,
  version: '3',
  correction: {
    bonnes: ['B'],
    repartition: [
      { lettre: 'A', nombre: 1 },
      { lettre: 'B', nombre: 2 },
    ],
    sans_reponse: 0,
    explication: 'La ligne continue interdit de la franchir pour dépasser.',
  },
});
const roster = {
  participants: [
    { nom: 'Léa Martin', a_repondu: true, score: 0 },
    { nom: 'Hugo Bernard', a_repondu: false, score: 0 },
    { nom: 'Inès Petit', a_repondu: false, score: 0 },
  ],
};

function open(path: string, routes: ApiRoutes) {
  return renderSpace(path, { [`GET ${ONE}/absents`]: { body: roster }, ...routes }, instructor);
}

beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
afterEach(() => vi.unstubAllGlobals());

describe('a classroom session for its instructor', () => {
  it('shows the code while the room gathers, then asks the first question', async () => {
    const { requests } = open('/central/salles/s2?from=prepacode', {
      [`GET ${ONE}`]: { body: staffView({ participants: 3 }) },
      [`POST ${ONE}/etape`]: { body: { message: 'Question affichée.', salle: asking } },
    });
    expect(await screen.findByText('ACF')).toBeVisible();
    expect(screen.getByText('347')).toBeVisible();
    expect(screen.getByRole('img', { name: 'QR code pour rejoindre la séance' })).toBeVisible();
    expect(screen.getByText('3 élèves ont rejoint la séance.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Afficher la première question' }));
    expect(await screen.findByRole('heading', { name: 'Question 1 / 20' })).toBeVisible();
    const step = requests().find((sent) => sent.method === 'POST');
    expect(JSON.parse(step?.body ?? '{}')).toEqual({ action: 'question', position: 0 });
    // Who has not answered, by name: on this screen only.
    expect((await screen.findByText(/^Sans réponse à cette question/)).textContent).toBe(
      'Sans réponse à cette question\u202f: Hugo Bernard, Inès Petit.',
    );
    expect((await runAxe(document.body)).violations).toEqual([]);
  });

  it('counts the answers as the stream says them, without reading the session again', async () => {
    const { calls } = open('/central/salles/s2', { [`GET ${ONE}`]: { body: asking } });
    expect(await screen.findByText('0 / 3 réponses')).toBeVisible();
    act(() =>
      FakeEventSource.last?.emit('etat', {
        version: '2.2',
        phase: 'question',
        position: 1,
        participants: 3,
        reponses: 2,
      }),
    );
    expect(await screen.findByText('2 / 3 réponses')).toBeVisible();
    expect(calls('GET', ONE)).toHaveLength(1);
    expect(FakeEventSource.last?.url).toBe(`${ONE}/flux`);
  });
});

describe('the projected screen', () => {
  it('fills the window, moves on with the remote’s keys and never names a learner', async () => {
    const steps = [correcting, staffView({ ...asking, position: 2, version: '4' })];
    const { calls, requests } = open('/central/salles/s2/ecran', {
      [`GET ${ONE}`]: { body: asking },
      [`POST ${ONE}/etape`]: () => ({ body: { message: 'Étape.', salle: steps.shift() } }),
    });
    expect(await screen.findByRole('heading', { name: 'Question 1 / 20' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Espace école' })).toBeNull();
    expect(screen.queryByText(/Bonne réponse/)).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    // The bars are projected; their table waits behind its disclosure, for who needs it.
    expect(
      await screen.findByRole('table', { name: 'Répartition des réponses' }),
    ).toBeInTheDocument();
    const step = requests().find((sent) => sent.method === 'POST');
    expect(JSON.parse(step?.body ?? '{}')).toEqual({ action: 'correction', position: 1 });
    const right = screen.getAllByRole('listitem').find((item) => item.textContent.includes('non'));
    expect(right).toHaveTextContent('Bonne réponse');
    expect(screen.getByText(/La ligne continue/)).toBeVisible();
    expect(calls('GET', `${ONE}/absents`)).toHaveLength(0);
    expect(screen.queryByText(/Léa Martin/)).toBeNull();
    expect((await runAxe(document.body)).violations).toEqual([]);

    // The table opened, the remote's arrow still moves the room on.
    await userEvent.click(screen.getByText('Voir les réponses en tableau'));
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { name: 'Question 2 / 20' })).toBeVisible();
    const sent = requests().filter((request) => request.method === 'POST');
    expect(sent.map((request) => JSON.parse(request.body) as unknown)).toEqual([
      { action: 'correction', position: 1 },
      { action: 'suivante', position: 1 },
    ]);
  });

  it('shows the group’s results once the session ends', async () => {
    open('/central/salles/s2/ecran', {
      [`GET ${ONE}`]: {
        body: staffView({
          phase: 'terminee',
          code: null,
          position: 20,
          participants: 3,
          resultats: {
            scores: Array.from({ length: 21 }, (_, score) => ({
              score,
              nombre: score === 18 ? 2 : score === 12 ? 1 : 0,
            })),
            moyenne: 16,
            reussis: 2,
            seuil: 17,
            plus_manquees: [{ position: 4, enonce: 'Le feu orange fixe…', justes: 0, sur: 3 }],
          },
        }),
      },
    });
    expect(
      await screen.findByRole('table', { name: 'Répartition des scores' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Le feu orange fixe/)).toBeVisible();
    // Nothing left to press.
    expect(screen.queryByRole('button', { name: 'Question suivante' })).toBeNull();
    expect(within(document.body).queryByRole('button', { name: 'Terminer la séance' })).toBeNull();
  });
});
