// Test support only (imported by *.test.tsx): the school space rendered as a staff member opens
// it, with its real routes, loaders and query client, and fetch answered by the mock of
// fetch-mock.ts.
import type { SchoolSpace } from '@prepacode/domain/contracts/school.contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { SCHOOL_SPACE_ROUTES } from '../central/school-space/router';
import { schoolQueryClient } from '../features/school-space/space/query-client';
import { mockApi, type ApiRoutes } from './fetch-mock';

/** A manager of one school, who may do everything a manager may. */
export const spaceWire = (changes: Partial<SchoolSpace> = {}): SchoolSpace => ({
  moi: { prenom: 'Claire', nom: 'Dumont', role: 'gestionnaire' },
  actions: [
    'voir_eleves',
    'ouvrir_session',
    'exporter_eleves',
    'voir_tableau_de_bord',
    'traiter_demandes',
    'corriger_resultats',
    'gerer_eleves',
    'publier_messages',
    'gerer_groupes',
    'gerer_equipe',
    'voir_signalements',
  ],
  ecoles: [{ id: 'a', nom: 'Auto-école de la Gare' }],
  groupes: [{ id: 'g1', nom: 'Code du mardi soir', ecole: 'a' }],
  ...changes,
});

/**
 * Opens the school space at `path` (with its query, as a bookmark would), signed in as `space`;
 * `api` answers the page's calls, and any call nobody expected fails with a 404.
 */
export function renderSpace(path: string, api: ApiRoutes, space: SchoolSpace = spaceWire()) {
  // The space's one client outlives a test: each starts with nothing read.
  schoolQueryClient.clear();
  const mocked = mockApi({
    'GET /central/api/ecole': { body: space },
    // The menu's count beside « Réception »: nothing waits unless the test says so.
    'GET /central/api/ecole/reception/compte': { body: { non_lus: 0, demandes_en_attente: 0 } },
    ...api,
  });
  const router = createMemoryRouter(SCHOOL_SPACE_ROUTES, { initialEntries: [path] });
  const rendered = render(
    <StrictMode>
      <QueryClientProvider client={schoolQueryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...mocked, router, unmount: rendered.unmount };
}
