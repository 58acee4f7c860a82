import type {
  QuestionReport,
  ReportedQuestion,
} from '@prepacode/domain/contracts/reports.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { run as runAxe } from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSpace, spaceWire } from '../../../test/school-space-kit';

// Issue #19, point 8: the operator triages the learners' question reports.

const operator = spaceWire({
  moi: { prenom: 'Inès', nom: 'Roux', role: 'operateur' },
  actions: ['voir_eleves', 'gerer_eleves', 'voir_signalements', 'gerer_reseau'],
  ecoles: [
    { id: 'a', nom: 'Auto-école de la Gare' },
    { id: 'b', nom: 'Auto-école du Port' },
  ],
});

const report = (changes: Partial<QuestionReport> = {}): QuestionReport => ({
  id: 'r1',
  motif: 'reponse_fausse',
  commentaire: 'La réponse B est juste aussi.',
  date: '2026-11-20T09:30:00.000Z',
  version: 2,
  statut: 'a_voir',
  version_statut: 4,
  decide_par: null,
  decide_le: null,
  eleve: 'Zoé Aubert',
  ecole: 'Auto-école du Port',
  ...changes,
});

const question = (reports: QuestionReport[]): ReportedQuestion => ({
  identifiant: 'CR-A-002',
  version_actuelle: 3,
  enonce: 'Je peux dépasser ce véhicule.',
  enonce_suite: null,
  media: null,
  propositions: [
    { lettre: 'A', texte: 'Oui', juste: false },
    { lettre: 'B', texte: 'Non', juste: true },
  ],
  explication: 'La ligne continue interdit de la franchir.',
  signalements: reports,
});

const twoReports = [
  report(),
  report({ id: 'r2', motif: 'question_ambigue', commentaire: 'Le feu est-il orange\u202f?' }),
];
const LIST = '/central/api/ecole/signalements';
const DECIDE = 'POST /central/api/ecole/signalements/statut';

function renderReports(path = '/central/signalements', decide = { status: 200, body: {} }) {
  return renderSpace(
    path,
    {
      [`GET ${LIST}`]: (url) => ({
        body: {
          questions:
            url.searchParams.get('statut') === 'corrigee'
              ? [question([report({ id: 'r3', statut: 'corrigee', commentaire: 'Déjà vu.' })])]
              : [question(twoReports)],
        },
      }),
      [DECIDE]: decide,
    },
    operator,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the question reports', () => {
  it('shows the questions reported « à voir », each with its reports and its correction', async () => {
    const { sentQuery } = renderReports();
    expect(await screen.findByRole('heading', { level: 1, name: 'Signalements' })).toBeVisible();
    expect(sentQuery('GET', LIST)).toEqual({ statut: 'a_voir' });
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('a_voir');
    const card = screen.getByRole('article', { name: 'Question CR-A-002 (2 signalements)' });
    expect(within(card).getByText('B. Non (bonne réponse)')).toBeVisible();
    expect(
      within(card)
        .getByText(/Réponse fausse/)
        .closest('p'),
    ).toHaveTextContent('Réponse fausse — La réponse B est juste aussi.');
    // The narrow no-break space before « : », read raw: the matchers' normalising would hide it.
    const facts = within(card)
      .getAllByText(/· version 2/)
      .map((p) => p.textContent);
    expect(facts).toEqual([
      expect.stringMatching(
        /^Zoé Aubert \(Auto-école du Port\), le .+ · version 2 \(actuelle\u202f: 3\) · À voir$/,
      ),
      expect.stringMatching(/ · version 2 \(actuelle\u202f: 3\) · À voir$/),
    ]);
    expect(
      within(card).getByRole('group', {
        name: 'Marquer tous les signalements de la question CR-A-002',
      }),
    ).toBeVisible();
    expect((await runAxe(document.body)).violations).toEqual([]);
  });

  // Issue #41, point 10: the school's staff read their learners' reports, with the picture.
  it('shows a manager the school’s reports with the question’s picture, and no decision', async () => {
    renderSpace('/central/signalements', {
      [`GET ${LIST}`]: () => ({
        body: {
          questions: [
            {
              ...question(twoReports),
              media: {
                url: '/media/code-route/a-002.webp',
                alt: 'Un camion sur la voie de droite',
              },
            },
          ],
        },
      }),
    });
    const card = await screen.findByRole('article', { name: /CR-A-002/ });
    expect(
      within(card).getByRole('img', { name: 'Un camion sur la voie de droite' }),
    ).toHaveAttribute('src', '/media/code-route/a-002.webp');
    expect(within(card).getAllByText(/^Zoé Aubert, le /)).toHaveLength(2);
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.getByText(/ce que l’équipe des contenus en a décidé/)).toBeVisible();
    expect((await runAxe(document.body)).violations).toEqual([]);
  });

  // Issue #46: a typed answer (a short answer, a chart exercise) has no propositions to show.
  it('shows a typed answer’s expected words for the operator to judge the report by', async () => {
    renderSpace(
      '/central/signalements',
      {
        [`GET ${LIST}`]: () => ({
          body: {
            questions: [
              {
                ...question(twoReports),
                propositions: [],
                reponse_attendue: '«\u202ftriangle\u202f» (majuscules et accents libres)',
              },
            ],
          },
        }),
      },
      operator,
    );
    const card = await screen.findByRole('article', { name: /CR-A-002/ });
    expect(within(card).getByText(/^Réponse attendue/).parentElement?.textContent).toBe(
      'Réponse attendue\u202f: «\u202ftriangle\u202f» (majuscules et accents libres)',
    );
  });

  it('reads the status chosen and keeps it in the address', async () => {
    const { sentQuery, router } = renderReports('/central/signalements?from=prepacode');
    const status = await screen.findByRole('combobox', { name: 'Statut' });
    await userEvent.selectOptions(status, 'Corrigée');
    expect(await screen.findByText(/— Déjà vu\.$/)).toBeVisible();
    expect(sentQuery('GET', LIST)).toEqual({ statut: 'corrigee' });
    expect(status).toHaveValue('corrigee');
    expect(router.state.location.search).toBe('?from=prepacode&statut=corrigee');

    await userEvent.selectOptions(status, 'Tous');
    expect(await screen.findByText(/— La réponse B est juste aussi\.$/)).toBeVisible();
    expect(sentQuery('GET', LIST)).toEqual({});
  });

  it('marks one report with the version seen, says so and reads the list again', async () => {
    const message = 'Signalement marqué «\u202fcorrigée\u202f».';
    const { requests, calls } = renderReports(undefined, {
      status: 200,
      body: { message, signalements: [report({ statut: 'corrigee', version_statut: 5 })] },
    });
    const card = await screen.findByRole('article', { name: /CR-A-002/ });
    await userEvent.click(
      within(card).getByRole('button', {
        name: /^Corrigée\s*: le signalement «\s*La réponse B est juste aussi\.\s*»$/,
      }),
    );
    // Compared raw: the matchers' whitespace normalising would hide the narrow no-break space.
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(message));
    const sent = requests().find((request) => request.method === 'POST');
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      statut: 'corrigee',
      signalements: [{ id: 'r1', version_statut: 4 }],
    });
    expect(calls('GET', LIST)).toHaveLength(2);
  });

  it('shows the French refusal when another operator decided first', async () => {
    const refusal = 'Un autre opérateur a déjà traité ce signalement\u202f: la liste est à jour.';
    renderReports(undefined, {
      status: 409,
      body: { error: { code: 'signalement_modifie', message: refusal } },
    });
    const group = await screen.findByRole('group', {
      name: 'Marquer tous les signalements de la question CR-A-002',
    });
    await userEvent.click(within(group).getByRole('button', { name: /^Rejetée/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });
});
