import type { ClassroomStaffView } from '@prepacode/domain/contracts/classroom.contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { run as runAxe } from 'axe-core';
import { describe, expect, it } from 'vitest';
import { rowTexts } from '../../../../test/chart-rows';
import { raisedCounts, ResultsPanel } from './results-panel';

type Results = NonNullable<ClassroomStaffView['resultats']>;

/** Twenty learners on 40 questions: how many scored each mark, the others none. */
const SCORED: Record<number, number> = { 22: 1, 28: 2, 31: 3, 34: 2, 35: 4, 36: 5, 38: 3 };
const RESULTS: Results = {
  scores: Array.from({ length: 41 }, (_, score) => ({ score, nombre: SCORED[score] ?? 0 })),
  moyenne: 33.4,
  reussis: 12,
  seuil: 35,
  plus_manquees: [
    { position: 12, enonce: 'À cette intersection, je cède le passage.', justes: 4, sur: 20 },
    { position: 3, enonce: 'Je peux dépasser ce cycliste.', justes: 1, sur: 20 },
    { position: 27, enonce: 'Ce panneau m’interdit de stationner.', justes: 20, sur: 20 },
  ],
};

/** The value and detail shown under a headline figure's name. */
const figure = (name: string) =>
  Array.from(
    screen.getByText(name).parentElement?.querySelectorAll('dd') ?? [],
    (dd) => dd.textContent,
  );

describe('the results panel', () => {
  it('gives the average in French and who passed of who took part, with the pass mark', () => {
    render(<ResultsPanel results={RESULTS} nbQuestions={40} />);
    expect(figure('Moyenne')).toEqual(['33,4\u00a0/\u00a040', 'bonnes réponses']);
    expect(figure('Réussis')).toEqual(['12 sur 20', 'seuil\u202f: 35 bonnes réponses']);
  });

  it('draws a column a score, from 0 to 40, as tall as its count against the highest', () => {
    render(<ResultsPanel results={RESULTS} nbQuestions={40} />);
    const drawing = screen.getByRole('img', {
      name: '20 participants\u202f: scores de 22 à 38 sur 40\u202f; 12 au seuil de 35 ou plus',
    });
    const heights = Array.from(
      drawing.querySelectorAll<HTMLElement>('[style]'),
      (column) => column.style.height,
    );
    expect(heights).toHaveLength(41);
    expect(heights[36]).toBe('100%');
    expect(heights[35]).toBe('80%');
    expect(heights[22]).toBe('20%');
    expect(heights[0]).toBe('0%');
    expect(drawing.textContent).toContain('Seuil\u202f: 35');
  });

  it('gives the scores reached in a table behind « Voir les scores en tableau »', async () => {
    render(<ResultsPanel results={RESULTS} nbQuestions={40} />, {
      container: document.body.appendChild(document.createElement('main')),
    });
    await userEvent.click(screen.getByText('Voir les scores en tableau'));
    expect(rowTexts(screen.getByRole('table', { name: 'Répartition des scores' }))).toEqual([
      ['Score', 'Participants', 'Résultat'],
      ['22\u00a0/\u00a040', '1', 'Non réussi'],
      ['28\u00a0/\u00a040', '2', 'Non réussi'],
      ['31\u00a0/\u00a040', '3', 'Non réussi'],
      ['34\u00a0/\u00a040', '2', 'Non réussi'],
      ['35\u00a0/\u00a040', '4', 'Réussi'],
      ['36\u00a0/\u00a040', '5', 'Réussi'],
      ['38\u00a0/\u00a040', '3', 'Réussi'],
    ]);
    expect((await runAxe(document.body)).violations).toEqual([]);
  });

  it('lists the questions most missed in the server’s order, leaving out those nobody missed', () => {
    render(<ResultsPanel results={RESULTS} nbQuestions={40} />);
    const list = screen.getByRole('list', { name: 'Les questions les plus manquées' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Question 12\u00a0— À cette intersection, je cède le passage.\u00a0— 4 bonnes réponses sur 20',
      'Question 3\u00a0— Je peux dépasser ce cycliste.\u00a0— 1 bonne réponse sur 20',
    ]);
    expect(list.tagName).toBe('OL');
  });

  it('says so when every question was right for everyone', () => {
    render(
      <ResultsPanel
        results={{ ...RESULTS, plus_manquees: RESULTS.plus_manquees.slice(2) }}
        nbQuestions={40}
      />,
    );
    expect(
      screen.getByText('Chaque question a été réussie par tous les participants.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('list', { name: 'Les questions les plus manquées' }),
    ).not.toBeInTheDocument();
  });

  it('writes the average as « — » when there is none', () => {
    render(<ResultsPanel results={{ ...RESULTS, moyenne: null }} nbQuestions={40} />);
    expect(figure('Moyenne')[0]).toBe('—');
  });

  it('says nobody took part, with no figure, chart or list, when nobody joined', () => {
    render(
      <ResultsPanel
        results={{
          scores: RESULTS.scores.map((line) => ({ ...line, nombre: 0 })),
          moyenne: null,
          reussis: 0,
          seuil: 35,
          plus_manquees: [],
        }}
        nbQuestions={40}
      />,
    );
    expect(screen.getByText('Personne n’a participé à la séance.')).toBeInTheDocument();
    expect(screen.queryByText('Moyenne')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

it('raises every other count of neighbouring scores, so that no two run into each other', () => {
  expect(raisedCounts([10, 10, 0, 3, 0, 1, 2, 4, 0])).toEqual([
    false,
    true,
    false,
    false,
    false,
    false,
    true,
    false,
    false,
  ]);
});
