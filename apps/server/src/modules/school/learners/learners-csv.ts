import type { LearnerRow } from '@prepacode/domain/contracts/school.contract';
import { rate } from '@prepacode/domain/series';
import { spreadsheetCsv } from '../../../lib/spreadsheet.js';
import { dayInFrance } from '@prepacode/domain/calendar';

// The learners list as a spreadsheet: the school space's « Exporter la liste » and the admin
// command `learners-export` write the same file (issue #19: one implementation of each action).

export const LEARNERS_CSV_COLUMNS = [
  'nom',
  'prenom',
  'email',
  'ecole',
  'groupe',
  'permis',
  'acces_jusquau',
  'derniere_activite',
  'examens_faits',
  'dernier_score',
  'meilleur_score',
  'pret',
  'chance_reussite',
  'credits_restants',
  'bonnes_reponses',
  'questions_repondues',
  'taux_reussite',
  'cours_termines',
] as const;

/** « 36/40 », « 13,5/20 »: a French decimal comma, as the learner's page writes a mark. */
const frenchNumber = (value: number) => String(value).replace('.', ',');
const scoreText = (score: LearnerRow['dernier_score']) =>
  score ? `${frenchNumber(score.bonnes)}/${frenchNumber(score.total)}` : '';

/** The CSV text, without the byte-order mark (the file or the answer adds it). */
export const learnersCsv = (rows: readonly LearnerRow[]): string =>
  spreadsheetCsv(
    LEARNERS_CSV_COLUMNS,
    rows.map((row) => [
      row.nom,
      row.prenom,
      row.email,
      row.ecole,
      row.groupe ?? '',
      row.permis,
      row.acces_jusquau ?? '',
      row.derniere_activite ? dayInFrance(Date.parse(row.derniere_activite)) : '',
      row.examens_faits,
      scoreText(row.dernier_score),
      scoreText(row.meilleur_score),
      row.pret ? 'oui' : 'non',
      row.chance_reussite === null ? '' : Math.round(row.chance_reussite * 100),
      row.credits_restants,
      row.bonnes_reponses,
      row.questions_repondues,
      row.questions_repondues > 0 ? rate(row.bonnes_reponses, row.questions_repondues) : '',
      row.cours_termines,
    ]),
  );
