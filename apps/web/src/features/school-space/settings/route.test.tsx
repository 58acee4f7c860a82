import type { CreditDefaults } from '@prepacode/domain/contracts/school-accounts.contract';
import { LICENCE_CODES } from '@prepacode/domain/licences';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { run as runAxe } from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSpace, spaceWire } from '../../../test/school-space-kit';

// Issue #41, point 5: « Réglages », the school's mock-exam credits for its new learners.

const PATH = '/central/api/ecole/credits-par-defaut';

const defaults = (ecole: string, nom: string, b = 5): CreditDefaults => ({
  ecole,
  nom,
  credits: LICENCE_CODES.map((permis) => ({ permis, credits: permis === 'b' ? b : 0 })),
});

const saved = (requests: () => { method: string; body: string; url: URL }[]) =>
  requests()
    .filter((sent) => sent.method === 'PUT' && sent.url.pathname === PATH)
    .map((sent) => JSON.parse(sent.body) as { ecole?: string; credits: unknown[] });

afterEach(() => vi.unstubAllGlobals());

describe('the school’s settings', () => {
  it('shows each licence’s credits, refuses a wrong one next to it, then saves them all', async () => {
    let stored = defaults('a', 'Auto-école de la Gare');
    const { requests } = renderSpace('/central/reglages?from=prepacode', {
      [`GET ${PATH}`]: () => ({ body: stored }),
      [`PUT ${PATH}`]: () => {
        stored = defaults('a', 'Auto-école de la Gare', 6);
        return {
          body: {
            ...stored,
            message: 'Crédits par défaut enregistrés pour Auto-école de la Gare.',
          },
        };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Réglages' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Réglages' })).toHaveAttribute('aria-current', 'page');
    const car = screen.getByLabelText('Auto');
    expect(car).toHaveValue(5);
    expect(screen.getByLabelText('Moto A1')).toHaveValue(0);
    expect((await runAxe(document.body)).violations).toEqual([]);

    await userEvent.clear(car);
    await userEvent.type(car, '6');
    const etm = screen.getByLabelText('ETM');
    await userEvent.clear(etm);
    await userEvent.type(etm, '99');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les crédits' }));
    expect(etm).toHaveAccessibleDescription('Indiquez de 0 à 50 crédits d’examens blancs.');
    expect(etm).toHaveFocus();
    expect(saved(requests)).toEqual([]);

    await userEvent.clear(etm);
    await userEvent.type(etm, '0{Enter}');
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Crédits par défaut enregistrés pour Auto-école de la Gare.',
      ),
    );
    const [body] = saved(requests);
    expect(body?.ecole).toBe('a');
    expect(body?.credits).toHaveLength(LICENCE_CODES.length);
    expect(body?.credits[0]).toEqual({ permis: 'b', credits: 6 });
  });

  it('asks the operator for the school first, then shows its credits', async () => {
    const { sentQuery } = renderSpace(
      '/central/reglages',
      {
        [`GET ${PATH}`]: (url) => ({
          body: defaults(url.searchParams.get('ecole') ?? '', 'École du Port', 2),
        }),
      },
      spaceWire({
        moi: { prenom: 'Claire', nom: 'Dumont', role: 'operateur' },
        ecoles: [
          { id: 'a', nom: 'Auto-école de la Gare' },
          { id: 'p', nom: 'École du Port' },
        ],
      }),
    );
    const school = await screen.findByLabelText('École');
    expect(screen.queryByLabelText('Auto')).toBeNull();
    await userEvent.selectOptions(school, 'p');
    expect(await screen.findByLabelText('Auto')).toHaveValue(2);
    expect(sentQuery('GET', PATH)).toEqual({ ecole: 'p' });
  });

  it('tells an instructor the settings are not theirs', async () => {
    renderSpace(
      '/central/reglages',
      {},
      spaceWire({
        moi: { prenom: 'Marc', nom: 'Petit', role: 'moniteur' },
        actions: ['voir_eleves'],
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Votre rôle ne vous permet pas de modifier les réglages de l’école.',
    );
  });
});
