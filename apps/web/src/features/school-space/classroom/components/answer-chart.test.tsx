import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { run as runAxe } from 'axe-core';
import { describe, expect, it } from 'vitest';
import { rowTexts } from '../../../../test/chart-rows';
import { AnswerChart } from './answer-chart';

const CORRECTION = {
  bonnes: ['B'],
  repartition: [
    { lettre: 'A', nombre: 2 },
    { lettre: 'B', nombre: 15 },
    { lettre: 'C', nombre: 1 },
  ],
  sans_reponse: 2,
  explication: 'Le panneau annonce une priorité à droite.',
};

/** Each row of the drawing: its text, and its bar's length as the page draws it. */
const drawnRows = () =>
  within(screen.getByRole('img'))
    .getAllByRole('listitem')
    .map((row) => [row.textContent, row.querySelector<HTMLElement>('[style]')?.style.width]);

describe('the answer chart', () => {
  it('names the drawing by its gist: the right letters, then each letter’s count and share', () => {
    render(<AnswerChart correction={CORRECTION} participants={20} />);
    expect(
      screen.getByRole('img', {
        name:
          'Bonne réponse\u202f: B\u202f; sur 20 participants, A\u202f: 2 (10\u202f%), ' +
          'B\u202f: 15 (75\u202f%), C\u202f: 1 (5\u202f%), sans réponse\u202f: 2 (10\u202f%)',
      }),
    ).toBeInTheDocument();
  });

  it('draws a bar a letter, as long as its share of the room, the right one said in words', () => {
    render(<AnswerChart correction={CORRECTION} participants={20} />);
    expect(drawnRows()).toEqual([
      ['A210\u202f%', '10%'],
      ['B— bonne réponse1575\u202f%', '75%'],
      ['C15\u202f%', '5%'],
      ['Sans réponse210\u202f%', '10%'],
    ]);
    // The tick goes with the words, on the right letter only.
    const rows = within(screen.getByRole('img')).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelectorAll('svg').length)).toEqual([0, 1, 0, 0]);
  });

  it('marks every right letter when several are', () => {
    render(<AnswerChart correction={{ ...CORRECTION, bonnes: ['A', 'C'] }} participants={20} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(
      /^Bonnes réponses\u202f: A, C\u202f;/,
    );
    expect(drawnRows().map(([text]) => text?.includes('— bonne réponse'))).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it('gives every count in a table behind « Voir les réponses en tableau »', async () => {
    // In a page's main landmark, as the presenter's page shows it, for axe's landmark rule.
    render(<AnswerChart correction={CORRECTION} participants={20} />, {
      container: document.body.appendChild(document.createElement('main')),
    });
    await userEvent.click(screen.getByText('Voir les réponses en tableau'));
    expect(rowTexts(screen.getByRole('table', { name: 'Répartition des réponses' }))).toEqual([
      ['Proposition', 'Réponses', 'Part'],
      ['A', '2', '10\u202f%'],
      ['B — bonne réponse', '15', '75\u202f%'],
      ['C', '1', '5\u202f%'],
      ['Sans réponse', '2', '10\u202f%'],
    ]);
    expect((await runAxe(document.body)).violations).toEqual([]);
  });

  it('keeps each bar within the room when a letter is counted more than once', () => {
    // Several letters may be chosen: the server counts each learner once per letter.
    render(
      <AnswerChart
        correction={{ ...CORRECTION, repartition: [{ lettre: 'A', nombre: 25 }] }}
        participants={20}
      />,
    );
    expect(drawnRows()[0]).toEqual(['A25100\u202f%', '100%']);
  });

  it('draws empty bars and no share while nobody is in the room', async () => {
    render(
      <AnswerChart
        correction={{
          ...CORRECTION,
          repartition: CORRECTION.repartition.map((line) => ({ ...line, nombre: 0 })),
          sans_reponse: 0,
        }}
        participants={0}
      />,
    );
    expect(drawnRows()).toEqual([
      ['A0—', '0%'],
      ['B— bonne réponse0—', '0%'],
      ['C0—', '0%'],
      ['Sans réponse0—', '0%'],
    ]);
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain(
      'sur 0 participant, A\u202f: 0 (—)',
    );
    await userEvent.click(screen.getByText('Voir les réponses en tableau'));
    expect(rowTexts(screen.getByRole('table'))[1]).toEqual(['A', '0', '—']);
  });
});
