import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { brandStore } from '../../brand/brand-store';
import { HomeRoute } from './home';

const renderHome = (path = '/home') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <HomeRoute />
    </MemoryRouter>,
  );

describe('home page', () => {
  it('links to the central sign-on, coming back to this origin with the brand', () => {
    renderHome();
    const link = screen.getByRole('link', { name: 'Se connecter' });
    const href = new URL(link.getAttribute('href') ?? '', window.location.origin);
    expect(href.pathname).toBe('/central/login');
    expect(href.searchParams.get('service')).toBe(window.location.origin);
    expect(href.searchParams.get('from')).toBe('prepacode');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a partner brand with no portal configured to our central page, in its colours', () => {
    brandStore.setTheme('orata');
    try {
      renderHome();
      // No dead link: without BRAND_ADDRESSES, the partner's learners sign in with us.
      const link = screen.getByRole('link', { name: 'Se connecter' });
      const href = new URL(link.getAttribute('href') ?? '', window.location.origin);
      expect(href.pathname).toBe('/central/login');
      expect(href.searchParams.get('from')).toBe('orata');
      expect(screen.getByRole('img', { name: 'Orata Code' })).toHaveAttribute(
        'src',
        '/brands/orata/logo.svg',
      );
      expect(screen.getByRole('contentinfo')).toHaveTextContent('Réseau Orata');
    } finally {
      brandStore.setTheme('prepacode');
      localStorage.clear();
    }
  });

  it('says the sign-in failed on the login-error page', () => {
    renderHome('/home/prepacode/login?error=true');
    expect(screen.getByRole('alert')).toHaveTextContent('La connexion n’a pas abouti.');
  });

  it('presents the product with one heading level per section', () => {
    renderHome();
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
    renderHome();
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
