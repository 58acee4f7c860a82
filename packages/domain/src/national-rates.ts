import type { ExamLicence } from './contracts/exam.contract.js';
import type { NationalRate } from './contracts/dashboard.contract.js';

// The national pass rates a school's own is set against on its « Tableau de bord » (issue #41,
// point 3), for the tests whose yearly figure is public: the Sécurité routière's yearly review
// of the driving tests, all attempts counted (« toutes présentations confondues »). Its first-try
// rate is not published, and no figure exists for the boat licences or the CRR. Sources, and
// why these years: docs/decisions/0029-national-pass-rates.md. Update each year with its review.

export const NATIONAL_PASS_RATES: Readonly<Record<ExamLicence, NationalRate | null>> = {
  b: {
    taux: 52.8,
    annee: 2024,
    epreuve: 'ETG',
    source: 'Sécurité routière, bilan des examens du permis de conduire 2024',
  },
  etm: {
    taux: 74.2,
    annee: 2023,
    epreuve: 'ETM',
    source: 'Sécurité routière, bilan des examens du permis de conduire 2023',
  },
};
