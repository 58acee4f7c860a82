import { addDays, dayInFrance } from '@prepacode/domain/calendar';
import type { Preparation } from '@prepacode/domain/contracts/preparation.contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toHistoryEntry } from '../../features/series/api/get-historique';
import type { LicenceTheme } from '../../features/series/api/get-themes';
import { etgMockExam, historiqueEntry } from '../../test/series-kit';
import { formatPercent } from '../../lib/format';
import { bodyOf, mockFetch } from '../../test/fetch-mock';
import { DashboardPreparation } from './dashboard-preparation';

// Issue #44: « Ma préparation à l’examen » with the memory model's chance, plan and exam day.
const themes = new Map<string, LicenceTheme>([
  ['L', { id: 'L', color: '#0b5cad', label: 'Dispositions légales', shortLabel: 'Circulation' }],
  ['C', { id: 'C', color: '#be123c', label: 'Le conducteur', shortLabel: 'Conducteur' }],
]);
const today = dayInFrance();
const wire = (changes: Partial<Preparation> = {}): Preparation => ({
  date_examen: null,
  jour_prevu: today,
  reussite: 0.62,
  themes: [
    { theme_id: 'L', chance: 0.81, connues: 120, total: 150 },
    { theme_id: 'C', chance: 0.55, connues: 10, total: 90 },
  ],
  plan: null,
  ...changes,
});
const passedExams = [36, 37, 38].map((score, id) =>
  toHistoryEntry(historiqueEntry({ id: id + 1, score, reussi: true })),
);

/** The panel once the model's chance has come. */
async function renderPanel(
  answer: (method: string, body: string) => { status?: number; body: unknown },
) {
  const { requests } = mockFetch(({ method, body }) => answer(method, body));
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <DashboardPreparation
        history={passedExams}
        results={[
          {
            themeId: 'L',
            nbQuestions: 40,
            score: 90,
            limitScore: 88,
            disabled: false,
            seriesSlug: null,
          },
        ]}
        themes={themes}
        licence="b"
        mockExam={etgMockExam}
      />
    </QueryClientProvider>,
  );
  const panel = screen.getByRole('region', { name: 'Ma préparation à l’examen' });
  expect(within(panel).getByRole('status')).toHaveTextContent('Calcul de vos chances…');
  await waitFor(() => expect(screen.queryByText('Calcul de vos chances…')).toBeNull());
  return { panel: screen.getByRole('region', { name: 'Ma préparation à l’examen' }), requests };
}

afterEach(() => vi.unstubAllGlobals());

describe('the preparation on the dashboard', () => {
  it('says the predicted chance holds back a learner the mock exams find ready', async () => {
    const { panel } = await renderPanel(() => ({ body: wire() }));
    expect(await within(panel).findByText('Encore un effort')).toBeVisible();
    expect(
      within(panel).getByRole('list', { name: 'Ce qu’il vous reste à faire' }).textContent,
    ).toBe(
      `Chance prédite de réussir l’examen blanc aujourd’hui\u202f: ${formatPercent(0.62)} (il en faut ${formatPercent(0.8)})`,
    );
    expect(panel.textContent).toContain(
      `Chance de réussir l’examen blanc aujourd’hui\u202f: ${formatPercent(0.62)}`,
    );
    expect(panel.textContent).toContain('Indiquez la date de votre examen\u202f:');
    const chances = within(panel).getByRole('group');
    expect(chances.textContent).toContain(
      `Circulation${formatPercent(0.81)}120 / 150 questions déjà vues`,
    );
  });

  it('is ready when the chance reaches 80 % too, and gives the plan to the exam day', async () => {
    const day = addDays(today, 30);
    const plan = {
      jours: 30,
      questions_par_jour: 55,
      a_revoir: 14,
      nouvelles: 600,
      nouvelles_par_jour: 25,
      tenable: true,
    };
    const { panel } = await renderPanel(() => ({
      body: wire({
        date_examen: { jour: day, source: 'eleve' },
        jour_prevu: day,
        reussite: 0.86,
        plan,
      }),
    }));
    expect(await within(panel).findByText('Prêt pour l’examen')).toBeVisible();
    expect(panel.textContent).toMatch(/55 questions par jour jusqu’au \d+(er)? \p{L}+/u);
    expect(panel.textContent).toContain(
      '14 questions à revoir aujourd’hui, 25 nouvelles par jour.',
    );
    expect(within(panel).getByLabelText('Date de l’examen')).toHaveValue(day);
  });

  it('warns two days before that nothing new can be learnt', async () => {
    const day = addDays(today, 2);
    const plan = {
      jours: 2,
      questions_par_jour: 310,
      a_revoir: 40,
      nouvelles: 560,
      nouvelles_par_jour: 560,
      tenable: false,
    };
    const { panel } = await renderPanel(() => ({
      body: wire({ date_examen: { jour: day, source: 'eleve' }, jour_prevu: day, plan }),
    }));
    const warning = await within(panel).findByRole('note');
    expect(warning.textContent).toBe(
      'Votre examen est dans 2 jours\u202f: plus le temps d’apprendre de nouvelles questions. Votre série personnalisée commence par les questions à revoir et vos thèmes les plus faibles.',
    );
  });

  it('saves the learner’s day, and shows the server’s refusal next to the field', async () => {
    const user = userEvent.setup();
    const day = addDays(today, 20);
    let stored = wire();
    const { panel, requests } = await renderPanel((method, body) => {
      if (method !== 'PUT') return { body: stored };
      const asked = (JSON.parse(body) as { date_examen: string | null }).date_examen;
      if (asked === '2099-01-01') {
        return {
          status: 400,
          body: {
            error: {
              code: 'date_examen_invalide',
              message: 'La date de l’examen tombe à plus d’un an\u202f: vérifiez l’année.',
            },
          },
        };
      }
      stored = wire({ date_examen: asked ? { jour: asked, source: 'eleve' } : null });
      return { body: stored };
    });
    const field = await within(panel).findByLabelText('Date de l’examen');
    await user.type(field, '2099-01-01');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer la date' }));
    expect(await within(panel).findByText(/plus d’un an/)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, day);
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer la date' }));
    expect(await within(panel).findByRole('button', { name: 'Effacer la date' })).toBeVisible();
    const puts = requests().filter((sent) => sent.method === 'PUT');
    expect(puts.map((sent) => JSON.parse(bodyOf(sent.init)) as unknown)).toEqual([
      { date_examen: '2099-01-01' },
      { date_examen: day },
    ]);
  });

  it('shows the day the school booked instead of the field', async () => {
    const day = addDays(today, 12);
    const { panel } = await renderPanel(() => ({
      body: wire({ date_examen: { jour: day, source: 'ecole' }, jour_prevu: day }),
    }));
    expect(await within(panel).findByText(/réservé par votre auto-école/)).toBeVisible();
    expect(within(panel).queryByLabelText('Date de l’examen')).toBeNull();
  });
});
