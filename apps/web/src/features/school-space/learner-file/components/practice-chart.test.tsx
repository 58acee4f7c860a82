import { WEEKS_SHOWN, type WeekPractice } from '@prepacode/domain/contracts/learner-file.contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rowTexts } from '../../../../test/chart-rows';
import { PracticeChart } from './practice-chart';

const MINUTES = [35, 0, 60, 95, 20, 0, 140, 75, 45, 0, 110, 15];
/** Twelve Mondays from 01/09/2026 to 17/11/2026, the current week last. */
const WEEKS: WeekPractice[] = MINUTES.map((minutes, index) => ({
  semaine: new Date(Date.UTC(2026, 8, 1 + index * 7)).toISOString().slice(0, 10),
  minutes,
  reponses: minutes * 2,
}));

describe('the practice chart', () => {
  it('names the drawing by its gist: total, idle weeks, the busiest, this week', () => {
    expect(WEEKS).toHaveLength(WEEKS_SHOWN);
    render(<PracticeChart semaines={WEEKS} />);
    expect(
      screen.getByRole('img', {
        name:
          '12 semaines\u202f: 9 h 55 au total, 3 semaines sans entraînement\u202f; ' +
          'la plus active\u202f: semaine du 13/10, 2 h 20\u202f; cette semaine\u202f: 15 min',
      }),
    ).toBeInTheDocument();
  });

  it('gives every week in a table behind « Voir le temps par semaine en tableau »', async () => {
    render(<PracticeChart semaines={WEEKS} />);
    await userEvent.click(screen.getByText('Voir le temps par semaine en tableau'));
    const table = screen.getByRole('table', { name: 'Temps d’entraînement par semaine' });
    const rows = rowTexts(table);
    expect(rows).toHaveLength(13);
    expect(rows[0]).toEqual(['Semaine du', 'Temps', 'Réponses']);
    expect(rows[1]).toEqual(['01/09/2026', '35 min', '70']);
    expect(rows[2]).toEqual(['08/09/2026', '0 min', '0']);
    expect(rows[4]).toEqual(['22/09/2026', '1 h 35', '190']);
    expect(rows[7]).toEqual(['13/10/2026', '2 h 20', '280']);
    expect(rows[12]).toEqual(['17/11/2026', '15 min', '30']);
  });

  it('says so in a sentence when no week was practised', () => {
    render(
      <PracticeChart semaines={WEEKS.map((week) => ({ ...week, minutes: 0, reponses: 0 }))} />,
    );
    expect(
      screen.getByText('Aucun entraînement sur les 12 dernières semaines.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
