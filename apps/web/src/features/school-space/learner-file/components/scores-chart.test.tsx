import type { MockExamPoint } from '@prepacode/domain/contracts/learner-file.contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rowTexts } from '../../../../test/chart-rows';
import { ScoresChart } from './scores-chart';

const exam = (tentative: number, date: string, score: number): MockExamPoint => ({
  tentative,
  date,
  score,
  nb_questions: 40,
  sur: 40,
  seuil: 35,
  reussi: score >= 35,
});

const EXAMS = [
  exam(11, '2026-10-02T15:04:00Z', 28),
  exam(12, '2026-10-09T09:30:00Z', 38),
  exam(13, '2026-10-17T16:45:00Z', 33),
  exam(14, '2026-10-25T23:30:00Z', 35),
  exam(15, '2026-11-06T17:10:00Z', 31),
  exam(16, '2026-11-19T17:42:00Z', 36),
];

describe('the scores chart', () => {
  it('names the drawing by its gist: how many, the last, how many passed, the best', () => {
    render(<ScoresChart examens={EXAMS} />);
    expect(
      screen.getByRole('img', {
        name: '6 examens blancs, dernier\u202f: 36/40, réussi\u202f; 3 réussis sur 6\u202f; meilleur\u202f: 38/40',
      }),
    ).toBeInTheDocument();
  });

  it('labels the pass mark in the drawing', () => {
    render(<ScoresChart examens={EXAMS} />);
    // textContent: toHaveTextContent would fold the narrow no-break space into a plain one.
    expect(screen.getByRole('img').textContent).toContain('Seuil de réussite\u202f: 35/40');
  });

  it('gives every exam in a table behind « Voir les scores en tableau », in French time', async () => {
    render(<ScoresChart examens={EXAMS} />);
    const disclosure = screen.getByText('Voir les scores en tableau');
    // The drawing takes no focus: the first stop of the keyboard is the table's disclosure.
    await userEvent.tab();
    expect(disclosure).toHaveFocus();
    await userEvent.click(disclosure);
    expect(disclosure.closest('details')).toHaveAttribute('open');
    const table = screen.getByRole('table', {
      name: 'Scores des examens blancs (seuil de réussite\u202f: 35/40)',
    });
    const rows = rowTexts(table);
    expect(rows).toEqual([
      ['Terminé le', 'Score', 'Résultat'],
      ['02/10/2026 à 17:04', '28/40', 'Échoué'],
      ['09/10/2026 à 11:30', '38/40', 'Réussi'],
      ['17/10/2026 à 18:45', '33/40', 'Échoué'],
      // 23:30 UTC, the night winter time begins: already the 26th in France.
      ['26/10/2026 à 00:30', '35/40', 'Réussi'],
      ['06/11/2026 à 18:10', '31/40', 'Échoué'],
      ['19/11/2026 à 18:42', '36/40', 'Réussi'],
    ]);
  });

  it('draws a single exam, in the singular', () => {
    render(<ScoresChart examens={[exam(1, '2026-11-19T17:42:00Z', 30)]} />);
    expect(
      screen.getByRole('img', {
        name: '1 examen blanc, dernier\u202f: 30/40, échoué\u202f; 0 réussi sur 1\u202f; meilleur\u202f: 30/40',
      }),
    ).toBeInTheDocument();
  });

  it('says so in a sentence when no mock exam is over, with no chart or table', () => {
    render(<ScoresChart examens={[]} />);
    expect(screen.getByText('Aucun examen blanc terminé pour l’instant.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reads an offshore exam in points out of 20', () => {
    const offshore: MockExamPoint = {
      ...exam(21, '2026-10-20T10:00:00Z', 14),
      nb_questions: 13,
      sur: 20,
      seuil: 10,
      reussi: false,
    };
    render(<ScoresChart examens={[offshore]} />);
    expect(screen.getByRole('img', { name: /dernier\u202f: 14\/20, échoué/ })).toBeVisible();
    expect(screen.getByRole('img').textContent).toContain('Seuil de réussite\u202f: 10/20');
  });
});
