import type { ExamensBlancsResponse } from '@prepacode/domain/contracts/catalogue.contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brandStore } from '../../brand/brand-store';
import { HomeRoute } from './home';
import { mockFetch } from '../../test/fetch-mock';

const exam = (permis: ExamensBlancsResponse['examens'][number]['permis'], count = 40) => ({
  permis,
  slug: `${permis}-nouvel-examen`,
  nb_questions: count,
  seuil: count - 5,
  secondes_par_question: 20,
  minutes: null,
  parties: [],
});

/** GET /api/examens-blancs as the server answers it with our banks (issue #22). */
const examensBlancs: ExamensBlancsResponse = {
  examens: [
    ...(['b', 'etg', 'etgreg', 'etm', 'a', 'a1', 'a2', 'co', 'ei'] as const).map((code) =>
      exam(code),
    ),
    exam('ha', 30),
    { ...exam('crr', 20), secondes_par_question: null, minutes: 45 },
  ],
};

beforeEach(() => {
  mockFetch(() => ({ body: examensBlancs }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderHome = (path = '/home') =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <HomeRoute />
      </MemoryRouter>
    </QueryClientProvider>,
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

  it('lists every licence family with the spec’s names and each mock exam’s length', async () => {
    renderHome();
    const family = (name: string) => screen.getByRole('region', { name });
    const items = (name: string) =>
      within(family(name))
        .getAllByRole('listitem')
        .map((item) => item.textContent);

    expect(await screen.findByText('20 questions en 45 minutes par examen blanc')).toBeVisible();
    expect(items('Code de la route')).toEqual([
      'AutoB40 questions par examen blanc',
      'ETGETG40 questions par examen blanc',
      'PrépaconduiteETGREG40 questions par examen blanc',
    ]);
    expect(items('Moto')).toEqual([
      'ETMETM40 questions par examen blanc',
      'MotoA, A1, A240 questions par examen blanc',
    ]);
    expect(items('Permis bateau')).toEqual([
      'CôtierCO40 questions par examen blanc',
      'Eaux intérieuresEI40 questions par examen blanc',
      'HauturierHA30 questions par examen blanc',
    ]);
    expect(items('Radio maritime')).toEqual(['CRRCRR20 questions en 45 minutes par examen blanc']);
    const [[url]] = vi.mocked(fetch).mock.calls as [[string]];
    expect(new URL(url, window.location.origin).pathname).toBe('/api/examens-blancs');
  });
});
