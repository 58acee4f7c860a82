import type { HistoriqueEntry } from '@prepacode/domain/contracts/series.contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LearnerHistory } from './learner-history';

const entry = (changes: Partial<HistoriqueEntry>): HistoriqueEntry => ({
  id: 1,
  date: '2026-11-18T10:30:00.000Z',
  termine: true,
  nb_questions: 40,
  nb_questions_realisees: 40,
  score: 36,
  type: 'examen',
  libelle: 'Examen blanc n° 1',
  ordre: 1,
  chronometree: true,
  slug: 'code-route-examen-1',
  parcours: 'examen',
  reussi: true,
  ...changes,
});

describe('the learner’s history, for their school', () => {
  it('shows an exam marked out of 20 in points, others in right answers', () => {
    render(
      <LearnerHistory
        eleve="e-12"
        entries={[
          entry({
            id: 2,
            libelle: 'Examen blanc hauturier n° 1',
            nb_questions: 13,
            nb_questions_realisees: 13,
            score: 9,
            note: { points: 14, sur: 20 },
            reussi: false,
          }),
          entry({ id: 3, note: { points: 10.5, sur: 20 }, nb_questions: 13 }),
          entry({ id: 1 }),
        ]}
        total={3}
      />,
    );
    const scores = within(screen.getByRole('table'))
      .getAllByRole('cell')
      .filter((cell) => cell.dataset['label'] === 'Score')
      .map((cell) => cell.textContent);
    expect(scores).toEqual(['14/20', '10,5/20', '36/40']);
  });
});
