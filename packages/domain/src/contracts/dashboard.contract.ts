import { z } from 'zod/mini';
import { KOPILOTE_LICENCES } from '../auth.js';
import { LICENCE_CODES } from '../licences.js';

// The school's « Tableau de bord » (issue #41, point 3): what a manager steers by, for one
// school or, for the network's operator, the whole network and each of its schools. Not in spec
// §7: ours, in French; docs/api.md ("School space › Tableau de bord") describes it. Every figure
// is a count: the page and the spreadsheets compute the rates from them, the same way.

/** Weeks of the activity chart, the current one last. */
export const DASHBOARD_WEEKS = 12;
/** Months of the results by month, the current one last. */
export const DASHBOARD_MONTHS = 12;
/** The learners whose access ends within this many days (the list's « Accès bientôt fini »). */
export const DASHBOARD_ENDING_DAYS = 30;
/** The learners of that list shown on the page; the learners list shows them all. */
export const DASHBOARD_ENDING_SHOWN = 10;
/** The themes most missed, shown and exported. */
export const DASHBOARD_THEMES = 8;
/** Below this many answers of the school's learners a theme's rate says little: not ranked. */
export const DASHBOARD_THEME_MIN_ANSWERS = 20;

/** GET {central}/api/ecole/tableau-de-bord?ecole=: left out, all the staff member's schools. */
export const dashboardQuerySchema = z.object({ ecole: z.optional(z.string()) });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** Learners who practised and mock exams ended in one week (Monday, French calendar). */
export const activityWeekSchema = z.object({
  /** yyyy-MM-dd, the week's Monday. */
  semaine: z.string(),
  actifs: z.number(),
  examens_blancs: z.number(),
});
export type ActivityWeek = z.infer<typeof activityWeekSchema>;

/** The figures of the page's first row, for the scope. */
export const activitySchema = z.object({
  /** Learners with an open inscription. */
  inscrits: z.number(),
  /** Learners who answered since Monday, since the 1st of the month (French calendar). */
  actifs_semaine: z.number(),
  actifs_mois: z.number(),
  /** Mock exams ended since Monday, since the 1st of the month. */
  examens_blancs_semaine: z.number(),
  examens_blancs_mois: z.number(),
  /** Open inscriptions of a licence with a readiness verdict, and those the verdict says ready. */
  evaluables: z.number(),
  prets: z.number(),
  semaines: z.array(activityWeekSchema),
});
export type Activity = z.infer<typeof activitySchema>;

/** Exam results counted: all of them, and each learner's first for the licence. */
export const resultCountsSchema = z.object({
  resultats: z.number(),
  favorables: z.number(),
  premiers: z.number(),
  premiers_favorables: z.number(),
});
export type ResultCounts = z.infer<typeof resultCountsSchema>;

/** A published national pass rate, all attempts counted (national-rates.ts). */
export const nationalRateSchema = z.object({
  /** Percent, one decimal. */
  taux: z.number(),
  annee: z.number(),
  epreuve: z.string(),
  source: z.string(),
});
export type NationalRate = z.infer<typeof nationalRateSchema>;

export const licenceResultsSchema = z.extend(resultCountsSchema, {
  permis: z.enum(KOPILOTE_LICENCES),
  /** null: no public figure for this test. */
  national: z.nullable(nationalRateSchema),
});
export type LicenceResults = z.infer<typeof licenceResultsSchema>;

export const monthResultsSchema = z.extend(resultCountsSchema, {
  /** yyyy-MM, the month of the exam (French calendar). */
  mois: z.string(),
});
export type MonthResults = z.infer<typeof monthResultsSchema>;

/** A learner whose access ends soon: the manager extends it or lets it go. */
export const endingAccessSchema = z.object({
  eleve: z.string(),
  inscription: z.number(),
  prenom: z.string(),
  nom: z.string(),
  ecole: z.string(),
  permis: z.enum(LICENCE_CODES),
  /** yyyy-MM-dd, the last day of access. */
  acces_jusquau: z.string(),
});
export type EndingAccess = z.infer<typeof endingAccessSchema>;

/** A theme the scope's learners miss, across all their answers. */
export const missedThemeSchema = z.object({
  permis: z.enum(LICENCE_CODES),
  theme: z.string(),
  libelle: z.string(),
  reponses: z.number(),
  erreurs: z.number(),
});
export type MissedTheme = z.infer<typeof missedThemeSchema>;

/** One school's line of the network's table. */
export const schoolFiguresSchema = z.extend(resultCountsSchema, {
  id: z.string(),
  nom: z.string(),
  inscrits: z.number(),
  actifs_semaine: z.number(),
  actifs_mois: z.number(),
  examens_blancs_mois: z.number(),
  evaluables: z.number(),
  prets: z.number(),
  fins_acces: z.number(),
});
export type SchoolFigures = z.infer<typeof schoolFiguresSchema>;

export const dashboardSchema = z.object({
  /** The school shown; null: every school of the staff member (the network). */
  ecole: z.nullable(z.object({ id: z.string(), nom: z.string() })),
  activite: activitySchema,
  resultats: z.object({
    /** Over the months shown. */
    permis: z.array(licenceResultsSchema),
    mois: z.array(monthResultsSchema),
  }),
  fins_acces: z.object({
    total: z.number(),
    /** The first DASHBOARD_ENDING_SHOWN, the soonest first. */
    eleves: z.array(endingAccessSchema),
  }),
  themes: z.array(missedThemeSchema),
  /** Each school's line, for a scope of several schools; null for one school. */
  ecoles: z.nullable(z.array(schoolFiguresSchema)),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/**
 * The dashboard's spreadsheets, one per table: GET …/tableau-de-bord.csv?tableau=&ecole=. The
 * learners whose access ends soon are the learners list's export, filtered.
 */
export const DASHBOARD_TABLES = [
  'activite',
  'resultats',
  'resultats-mois',
  'themes',
  'ecoles',
] as const;
export type DashboardTable = (typeof DASHBOARD_TABLES)[number];
export const dashboardCsvQuerySchema = z.extend(dashboardQuerySchema, {
  tableau: z.enum(DASHBOARD_TABLES),
});

/** A share in percent with one decimal, as the national rates are published; null: none counted. */
export const sharePercent = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part * 1000) / whole) / 10;
