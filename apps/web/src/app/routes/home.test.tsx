import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeRoute } from './home';

describe('home page', () => {
  it('presents the product with one heading level per section', () => {
    render(<HomeRoute />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Préparez votre examen théorique',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Les examens que vous pouvez préparer' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Prépacode`,
    );
  });

  it('lists every licence family with the spec’s names and question counts', () => {
    render(<HomeRoute />);
    const family = (name: string) => screen.getByRole('region', { name });
    const items = (name: string) =>
      within(family(name))
        .getAllByRole('listitem')
        .map((item) => item.textContent);

    expect(items('Code de la route')).toEqual([
      'AutoB40 questions par examen blanc',
      'ETGETG40 questions par examen blanc',
      'PrépaconduiteETGREG40 questions par examen blanc',
    ]);
    expect(items('Moto')).toEqual([
      'ETMETM40 questions par examen blanc',
      'MotoA, A1, A230 questions par examen blanc',
    ]);
    expect(items('Permis bateau')).toEqual([
      'CôtierCO30 questions par examen blanc',
      'Eaux intérieuresEI30 questions par examen blanc',
      'HauturierHA30 questions par examen blanc',
    ]);
    expect(items('Radio maritime')).toEqual(['CRRCRR30 questions par examen blanc']);
  });
});
