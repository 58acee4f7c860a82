import type { ExamensBlancsResponse } from '@prepacode/domain/contracts/catalogue.contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LicenceCatalogue } from './licence-catalogue';
import { mockFetch } from '../../../test/fetch-mock';

/** GET /api/examens-blancs with the offshore exam marked out of 20, and the radio one. */
const examensBlancs: ExamensBlancsResponse = {
  examens: [
    {
      permis: 'ha',
      slug: 'hauturier-nouvel-examen',
      nb_questions: 13,
      seuil: 10,
      note_sur: 20,
      secondes_par_question: null,
      minutes: 90,
      parties: [
        { libelle: 'Travaux sur la carte', nb_questions: 6, seuil: 7, note_sur: 12 },
        { libelle: 'Calcul de marée', nb_questions: 2, seuil: 0, note_sur: 4 },
        {
          libelle: 'Questionnaire (électronique, météorologie, sécurité)',
          nb_questions: 5,
          seuil: 0,
          note_sur: 4,
        },
      ],
    },
    {
      permis: 'crr',
      slug: 'crr-nouvel-examen',
      nb_questions: 20,
      seuil: 10,
      secondes_par_question: null,
      minutes: 45,
      parties: [],
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('the licence catalogue', () => {
  it('says what the offshore test asks: its length, and its points to pass', async () => {
    mockFetch(() => ({ body: examensBlancs }));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LicenceCatalogue />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText(
        '13 exercices et questions en 1 h 30 par examen blanc, 10/20 pour réussir, dont 7/12 aux travaux sur la carte',
      ),
    ).toBeVisible();
    expect(screen.getByText('20 questions en 45 minutes par examen blanc')).toBeVisible();
  });
});
