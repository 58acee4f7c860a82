import type { Dashboard, SchoolFigures } from '@prepacode/domain/contracts/dashboard.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { run as runAxe } from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSpace, spaceWire } from '../../../test/school-space-kit';
import { activitySummary } from './components/activity-chart';
import { missedSummary } from './components/missed-themes';
import { resultsSummary } from './components/results-chart';

// Issue #41, point 3: the « Tableau de bord », for a manager and for the network's operator.

const PATH = '/central/api/ecole/tableau-de-bord';
const weeks = Array.from({ length: 12 }, (_, index) => ({
  semaine: `2026-09-${String(7 + index).padStart(2, '0')}`,
  actifs: index === 11 ? 4 : index,
  examens_blancs: index,
}));
const months = Array.from({ length: 12 }, (_, index) => ({
  mois: `2026-${String(index + 1).padStart(2, '0')}`,
  resultats: index === 10 ? 3 : 0,
  favorables: index === 10 ? 2 : 0,
  premiers: index === 10 ? 2 : 0,
  premiers_favorables: index === 10 ? 1 : 0,
}));

const line = (id: string, nom: string): SchoolFigures => ({
  id,
  nom,
  inscrits: 10,
  actifs_semaine: 4,
  actifs_mois: 6,
  examens_blancs_mois: 9,
  evaluables: 8,
  prets: 2,
  fins_acces: 1,
  resultats: 3,
  favorables: 2,
  premiers: 2,
  premiers_favorables: 1,
});

const dashboard = (changes: Partial<Dashboard> = {}): Dashboard => ({
  ecole: { id: 'a', nom: 'Auto-école de la Gare' },
  activite: {
    inscrits: 10,
    actifs_semaine: 4,
    actifs_mois: 6,
    examens_blancs_semaine: 2,
    examens_blancs_mois: 9,
    evaluables: 8,
    prets: 2,
    semaines: weeks,
  },
  resultats: {
    permis: [
      {
        permis: 'b',
        resultats: 3,
        favorables: 2,
        premiers: 2,
        premiers_favorables: 1,
        national: { taux: 52.8, annee: 2024, epreuve: 'ETG', source: 'Sécurité routière' },
      },
      {
        permis: 'etm',
        resultats: 0,
        favorables: 0,
        premiers: 0,
        premiers_favorables: 0,
        national: null,
      },
    ],
    mois: months,
  },
  fins_acces: {
    total: 1,
    eleves: [
      {
        eleve: 'u1',
        inscription: 7,
        prenom: 'Inès',
        nom: 'Garcia',
        ecole: 'Auto-école de la Gare',
        permis: 'a2',
        acces_jusquau: '2026-12-05',
      },
    ],
  },
  themes: [{ permis: 'b', theme: 'C', libelle: 'Croisements', reponses: 40, erreurs: 17 }],
  ecoles: null,
  ...changes,
});

afterEach(() => vi.unstubAllGlobals());

describe('the school’s dashboard', () => {
  it('gives the manager the key figures, each chart with its table, and the spreadsheets', async () => {
    renderSpace('/central/tableau-de-bord?from=prepacode', {
      [`GET ${PATH}`]: () => ({ body: dashboard() }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    const figure = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).parentElement?.textContent;
    expect(figure('Prêts pour l’examen')).toBe('Prêts pour l’examen25\u00a0%2 sur 8');
    expect(figure('Réussite au premier passage')).toBe(
      'Réussite au premier passage50\u00a0%2 premiers passages en 12 mois',
    );
    const results = screen.getByRole('table', {
      name: 'Résultats d’examen par permis sur 12 mois',
    });
    expect(within(results).getAllByRole('row')[1]).toHaveTextContent(
      'AutoETG366,7 %2 sur 350 %1 sur 252,8 %en 2024',
    );
    expect(within(results).getAllByRole('row')[2]).toHaveTextContent('Non publiée');
    expect(
      screen.getByRole('img', { name: /^12 semaines\u202f: 5 élèves actifs en moyenne/ }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Exporter les résultats par mois (CSV)' }),
    ).toHaveAttribute('href', `${PATH}.csv?tableau=resultats-mois`);
    // Inès's page, her formation chosen; the whole list filtered, and its spreadsheet.
    expect(screen.getByRole('link', { name: 'Inès Garcia' })).toHaveAttribute(
      'href',
      '/central/eleves/u1?formation=7&from=prepacode',
    );
    expect(screen.getByRole('link', { name: 'Exporter ces élèves (CSV)' })).toHaveAttribute(
      'href',
      '/central/api/ecole/eleves.csv?acces=bientot',
    );
    expect(screen.queryByLabelText('Périmètre')).toBeNull();
    expect((await runAxe(document.body)).violations).toEqual([]);
  });

  it('gives the operator the network, each school’s line, then one school chosen', async () => {
    const operator = spaceWire({
      moi: { prenom: 'Claire', nom: 'Dumont', role: 'operateur' },
      ecoles: [
        { id: 'a', nom: 'Auto-école de la Gare' },
        { id: 'b', nom: 'Auto-école du Port' },
      ],
    });
    const { requests } = renderSpace(
      '/central/tableau-de-bord?from=prepacode',
      {
        [`GET ${PATH}`]: (url) =>
          url.searchParams.get('ecole') === 'b'
            ? { body: dashboard({ ecole: { id: 'b', nom: 'Auto-école du Port' } }) }
            : {
                body: dashboard({
                  ecole: null,
                  ecoles: [line('a', 'Auto-école de la Gare'), line('b', 'Auto-école du Port')],
                }),
              },
      },
      operator,
    );
    const schools = await screen.findByRole('table', { name: 'Chiffres par école' });
    expect(
      within(schools)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Auto-école de la Gare', 'Auto-école du Port']);
    await userEvent.selectOptions(screen.getByLabelText('Périmètre'), 'b');
    await vi.waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Chiffres par école' })).toBeNull(),
    );
    expect(
      requests()
        .filter((sent) => sent.url.pathname === PATH)
        .map((sent) => sent.url.searchParams.get('ecole')),
    ).toEqual([null, 'b']);
    expect(screen.getByRole('link', { name: 'Exporter les thèmes manqués (CSV)' })).toHaveAttribute(
      'href',
      `${PATH}.csv?tableau=themes&ecole=b`,
    );
  });
});

describe('the dashboard’s charts in words', () => {
  it('says what each drawing shows', () => {
    expect(activitySummary(weeks)).toBe(
      '12 semaines\u202f: 5 élèves actifs en moyenne\u202f; la plus active\u202f: semaine du 17/09, 10\u202f; cette semaine\u202f: 4',
    );
    expect(resultsSummary(months)).toBe(
      '12 mois\u202f: 3 résultats, 2 favorables (66,7\u00a0%)\u202f; ce mois-ci\u202f: 0 résultat',
    );
    expect(
      missedSummary(
        [{ permis: 'b', theme: 'C', libelle: 'Croisements', reponses: 40, erreurs: 17 }],
        false,
      ),
    ).toBe('Thèmes les plus manqués\u202f: Croisements 42,5\u00a0%');
  });
});
