// Test support only (imported by the learners' *.test.tsx): rows of the list as the server
// sends them, and the list opened with them.
import type { LearnerRow, SchoolSpace } from '@prepacode/domain/contracts/school.contract';
import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { ApiRoutes, Reply } from '../../../test/fetch-mock';
import { renderSpace } from '../../../test/school-space-kit';

export const LEARNERS = '/central/api/ecole/eleves';

export const learnerRow = (changes: Partial<LearnerRow> = {}): LearnerRow => ({
  inscription: 11,
  eleve: 'e1',
  prenom: 'Léa',
  nom: 'Martin',
  email: 'lea.martin@exemple.fr',
  ecole: 'Auto-école de la Gare',
  groupe: null,
  permis: 'b',
  acces_jusquau: '2027-06-30',
  fermee: false,
  derniere_activite: '2026-11-20T10:00:00.000Z',
  examens_faits: 3,
  dernier_score: { bonnes: 36, total: 40 },
  meilleur_score: { bonnes: 38, total: 40 },
  pret: true,
  chance_reussite: 0.912,
  credits_restants: 5,
  bonnes_reponses: 300,
  questions_repondues: 400,
  cours_termines: 4,
  demande_suppression: null,
  ...changes,
});

export const lea = learnerRow();
export const hugo = learnerRow({
  inscription: 12,
  eleve: 'e2',
  prenom: 'Hugo',
  nom: 'Bernard',
  email: 'hugo.bernard@exemple.fr',
  permis: 'co',
  pret: false,
  chance_reussite: 0.431,
  examens_faits: 0,
  dernier_score: null,
  meilleur_score: null,
});

/** One page of the list, as GET /central/api/ecole/eleves answers. */
export const learnersPage = (eleves: LearnerRow[], total = eleves.length, page = 1) => ({
  eleves,
  total,
  page,
  taille: 25,
});

export const refusal = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: { code, message } },
});

/**
 * The learners list at `path`, listing `rows` (a function: what the server holds after a
 * change); `routes` answer the page's other calls.
 */
export function renderLearners({
  path = '/central/eleves?from=prepacode',
  rows = () => [lea, hugo],
  routes = {},
  space,
}: {
  path?: string;
  rows?: () => LearnerRow[];
  routes?: ApiRoutes;
  space?: SchoolSpace;
} = {}) {
  return renderSpace(
    path,
    { [`GET ${LEARNERS}`]: () => ({ body: learnersPage(rows()) }), ...routes },
    space,
  );
}

/** A sentence of success in a live region, compared raw: the narrow no-break spaces matter. */
export const saidDone = (message: string) =>
  vi.waitFor(() =>
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(message),
  );
