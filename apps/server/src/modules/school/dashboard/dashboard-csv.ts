import { frenchDate } from '@prepacode/domain/calendar';
import {
  sharePercent,
  type Dashboard,
  type DashboardTable,
  type ResultCounts,
} from '@prepacode/domain/contracts/dashboard.contract';
import { EXAM_TESTS } from '@prepacode/domain/contracts/exam.contract';
import { schoolLicenceName } from '@prepacode/domain/licences';
import { spreadsheetCsv } from '../../../lib/spreadsheet.js';

// Each table of the « Tableau de bord » as a spreadsheet (issue #41, point 3): the page's
// figures with their rates, computed by the same `sharePercent`, written with a decimal comma
// as French Excel reads a number. An empty cell: no rate, nothing was counted.

const percentCell = (part: number, whole: number) =>
  String(sharePercent(part, whole) ?? '').replace('.', ',');

const RESULT_COLUMNS = [
  'resultats',
  'favorables',
  'taux_reussite',
  'premiers_passages',
  'premiers_favorables',
  'taux_premier_passage',
] as const;

const resultCells = (counts: ResultCounts) => [
  counts.resultats,
  counts.favorables,
  percentCell(counts.favorables, counts.resultats),
  counts.premiers,
  counts.premiers_favorables,
  percentCell(counts.premiers_favorables, counts.premiers),
];

/** 'yyyy-MM' → « 11/2026 ». */
const frenchMonth = (month: string) => month.split('-').reverse().join('/');

const TABLES: Record<DashboardTable, (dashboard: Dashboard) => string> = {
  activite: ({ activite }) =>
    spreadsheetCsv(
      ['semaine_du', 'eleves_actifs', 'examens_blancs'],
      activite.semaines.map((week) => [frenchDate(week.semaine), week.actifs, week.examens_blancs]),
    ),
  resultats: ({ resultats }) =>
    spreadsheetCsv(
      ['permis', 'epreuve', ...RESULT_COLUMNS, 'taux_national', 'annee_taux_national'],
      resultats.permis.map((line) => [
        schoolLicenceName(line.permis),
        EXAM_TESTS[line.permis].acronym,
        ...resultCells(line),
        line.national ? String(line.national.taux).replace('.', ',') : '',
        line.national?.annee ?? '',
      ]),
    ),
  'resultats-mois': ({ resultats }) =>
    spreadsheetCsv(
      ['mois', ...RESULT_COLUMNS],
      resultats.mois.map((month) => [frenchMonth(month.mois), ...resultCells(month)]),
    ),
  themes: ({ themes }) =>
    spreadsheetCsv(
      ['permis', 'theme', 'reponses', 'erreurs', 'taux_erreur'],
      themes.map((theme) => [
        schoolLicenceName(theme.permis),
        theme.libelle,
        theme.reponses,
        theme.erreurs,
        percentCell(theme.erreurs, theme.reponses),
      ]),
    ),
  ecoles: ({ ecoles }) =>
    spreadsheetCsv(
      [
        'ecole',
        'eleves_inscrits',
        'actifs_semaine',
        'actifs_mois',
        'examens_blancs_mois',
        'prets',
        'evaluables',
        'part_prets',
        ...RESULT_COLUMNS,
        'fins_acces_30_jours',
      ],
      (ecoles ?? []).map((school) => [
        school.nom,
        school.inscrits,
        school.actifs_semaine,
        school.actifs_mois,
        school.examens_blancs_mois,
        school.prets,
        school.evaluables,
        percentCell(school.prets, school.evaluables),
        ...resultCells(school),
        school.fins_acces,
      ]),
    ),
};

/** The table's CSV text, without the byte-order mark (the answer adds it). */
export const dashboardCsv = (dashboard: Dashboard, table: DashboardTable): string =>
  TABLES[table](dashboard);
