import type { ThemeRate } from '@prepacode/domain/contracts/learner-file.contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rowTexts } from '../../../../test/chart-rows';
import { ThemesChart } from './themes-chart';

const theme = (
  theme_id: string,
  libelle: string,
  justes: number,
  repondues: number,
  desactive = false,
): ThemeRate => ({
  theme_id,
  libelle,
  couleur: '#0b5cad',
  repondues,
  justes,
  taux: repondues ? Math.round((justes / repondues) * 100) : 0,
  cible: 80,
  desactive,
});

const THEMES = [
  theme('C', 'Circulation', 210, 240),
  theme('R', 'Le conducteur', 84, 120),
  theme('D', 'Réglementation', 0, 0),
  theme('P', 'Premiers secours', 48, 60),
  theme('M', 'Mécanique', 18, 30, true),
];

describe('the themes chart', () => {
  it('names the drawing by its gist: targets reached, the themes below by name, those without', () => {
    render(<ThemesChart themes={THEMES} />);
    expect(
      screen.getByRole('img', {
        name:
          '4 thèmes avec objectif\u202f: 2 atteints, 2 en dessous (Le conducteur 70\u00a0% pour 80\u00a0%, ' +
          'Réglementation pas encore travaillé)\u202f; 1 thème sans objectif',
      }),
    ).toBeInTheDocument();
  });

  it('shows a theme without a target as such in the drawing', () => {
    render(<ThemesChart themes={THEMES} />);
    const drawing = screen.getByRole('img');
    expect(drawing).toHaveTextContent('Mécanique60 % · Sans objectif');
    expect(drawing).toHaveTextContent('Premiers secours80 % / 80 % · Objectif atteint');
  });

  it('gives every theme in a table behind « Voir les taux par thème en tableau »', async () => {
    render(<ThemesChart themes={THEMES} />);
    await userEvent.click(screen.getByText('Voir les taux par thème en tableau'));
    const table = screen.getByRole('table', { name: 'Taux de bonnes réponses par thème' });
    const rows = rowTexts(table);
    expect(rows).toEqual([
      ['Thème', 'Taux', 'Objectif'],
      ['Circulation', '88\u00a0%210 sur 240', '80\u00a0%atteint'],
      ['Le conducteur', '70\u00a0%84 sur 120', '80\u00a0%non atteint'],
      ['Réglementation', '—Aucune réponse', '80\u00a0%'],
      ['Premiers secours', '80\u00a0%48 sur 60', '80\u00a0%atteint'],
      ['Mécanique', '60\u00a0%18 sur 30', '—sans objectif'],
    ]);
  });

  it('says so in a sentence while no question is answered', () => {
    render(
      <ThemesChart
        themes={THEMES.map((each) => ({ ...each, repondues: 0, justes: 0, taux: 0 }))}
      />,
    );
    expect(screen.getByText(/^Aucune question répondue pour l’instant/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
