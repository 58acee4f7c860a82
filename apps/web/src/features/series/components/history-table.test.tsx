import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toHistoryEntry } from '../api/get-historique';
import { HistoryTable } from './history-table';
import { historiqueEntry, nth, renderWithApi } from '../../../test/series-kit';

afterEach(() => vi.unstubAllGlobals());

const entries = [
  // The offshore exam is marked out of 20: 14 points, short of the chart work's minimum.
  historiqueEntry({
    id: 201,
    libelle: 'Examen blanc hauturier n° 1',
    nb_questions: 13,
    nb_questions_realisees: 13,
    score: 9,
    note: { points: 14, sur: 20 },
    reussi: false,
  }),
  historiqueEntry({
    id: 202,
    libelle: 'Examen blanc hauturier n° 2',
    nb_questions: 13,
    nb_questions_realisees: 13,
    score: 8,
    note: { points: 12.5, sur: 20 },
    reussi: true,
  }),
  historiqueEntry({ id: 101 }),
].map(toHistoryEntry);

const renderTable = () =>
  renderWithApi(
    [
      {
        path: '/history',
        element: (
          <HistoryTable entries={entries} sort={null} onSort={() => undefined} themes={undefined} />
        ),
      },
    ],
    '/history',
    {},
  );

describe('the history table', () => {
  it('shows an exam marked out of a total in points, others in right answers, with the rate it sorts by', () => {
    renderTable();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    const score = (index: number) => within(nth(rows, index)).getAllByRole('cell')[2];
    expect(score(1)).toHaveTextContent(/^14\/2070 %Non réussi$/);
    expect(score(2)).toHaveTextContent(/^12,5\/2063 %Réussi$/);
    expect(score(3)).toHaveTextContent(/^33 \/ 4083 %Non réussi$/);
    // Its progress is still counted in exercises and questions answered.
    expect(within(nth(rows, 1)).getAllByRole('cell')[3]).toHaveTextContent('13 / 13');
  });
});
