import { addDays, dayInFrance, mondayOf, startOfFrenchDay } from '@prepacode/domain/calendar';
import {
  DASHBOARD_ENDING_DAYS,
  DASHBOARD_ENDING_SHOWN,
  DASHBOARD_MONTHS,
  DASHBOARD_THEME_MIN_ANSWERS,
  DASHBOARD_THEMES,
  DASHBOARD_WEEKS,
  type Dashboard,
  type MissedTheme,
  type ResultCounts,
  type SchoolFigures,
} from '@prepacode/domain/contracts/dashboard.contract';
import { KOPILOTE_LICENCES } from '@prepacode/domain/auth';
import { isLicenceCode } from '@prepacode/domain/licences';
import { NATIONAL_PASS_RATES } from '@prepacode/domain/national-rates';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { bankOfLicence, themesOfBank } from '../../content/content.repository.js';
import { nextTurn } from '../../../lib/turns.js';
import { readinessOf } from '../learners/learners-list.service.js';
import {
  activeLearnersSince,
  activityBySpan,
  endingAccessCounts,
  endingAccessRows,
  examResults,
  openInscriptions,
  openLearnerCounts,
  schoolNames,
  themeAnswers,
} from './dashboard.repository.js';

// The « Tableau de bord » (issue #41, point 3; docs/api.md « Tableau de bord »): the counts of
// dashboard.repository.ts per school, summed for the scope. Weeks and months are French ones;
// readiness is the learners list's verdict (learners-list.service.ts), so the page's « prêts »
// are the list's « Prêts » filter; results are the school's recorded ones, as corrected.

/** The French months 'yyyy-MM' shown, oldest first, the current one last. */
export function monthsShown(now: number): string[] {
  const [year = 1970, month = 1] = dayInFrance(now).split('-').map(Number);
  return Array.from({ length: DASHBOARD_MONTHS }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (DASHBOARD_MONTHS - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** The Mondays of the weeks shown, oldest first, the current week last. */
export function weeksShown(now: number): string[] {
  const current = mondayOf(dayInFrance(now));
  return Array.from({ length: DASHBOARD_WEEKS }, (_, index) =>
    addDays(current, -7 * (DASHBOARD_WEEKS - 1 - index)),
  );
}

const noResults = (): ResultCounts => ({
  resultats: 0,
  favorables: 0,
  premiers: 0,
  premiers_favorables: 0,
});

function add(counts: ResultCounts, favourable: boolean, first: boolean) {
  counts.resultats += 1;
  if (favourable) counts.favorables += 1;
  if (first) counts.premiers += 1;
  if (first && favourable) counts.premiers_favorables += 1;
}

type ResultRow = Awaited<ReturnType<typeof examResults>>[number];

/**
 * The results of the months shown, per licence, month and school. A learner's first try for a
 * licence is their earliest result for it, however long ago: a second try this month is not a
 * first one because the first fell before the months shown.
 */
export function countResults(rows: readonly ResultRow[], months: readonly string[]) {
  const dayOf = (row: ResultRow) =>
    row.exam_day ?? dayInFrance(Number(row.result_at ?? row.updated_at));
  const sorted = [...rows].sort(
    (a, b) =>
      dayOf(a).localeCompare(dayOf(b)) ||
      Number(a.result_at ?? a.updated_at) - Number(b.result_at ?? b.updated_at),
  );
  const byLicence = new Map(KOPILOTE_LICENCES.map((licence) => [licence, noResults()]));
  const byMonth = new Map(months.map((month) => [month, noResults()]));
  const bySchool = new Map<string, ResultCounts>();
  const tried = new Set<string>();
  for (const row of sorted) {
    const key = `${row.user_id} ${row.licence_code}`;
    const first = !tried.has(key);
    tried.add(key);
    const month = byMonth.get(dayOf(row).slice(0, 7));
    if (!month) continue;
    const favourable = row.result === 'favorable';
    add(month, favourable, first);
    const licence = byLicence.get(row.licence_code as (typeof KOPILOTE_LICENCES)[number]);
    if (licence) add(licence, favourable, first);
    const school = row.school ?? '';
    if (!bySchool.has(school)) bySchool.set(school, noResults());
    add(bySchool.get(school) ?? noResults(), favourable, first);
  }
  return { byLicence, byMonth, bySchool };
}

/** The themes most missed: the worst rates of those answered enough, worst first. */
async function missedThemes(
  db: Kysely<Database>,
  rows: Awaited<ReturnType<typeof themeAnswers>>,
): Promise<MissedTheme[]> {
  // Each school's sums, added up per licence and theme.
  const sums = new Map<
    string,
    { licence_code: string; theme: string; answered: number; correct: number }
  >();
  for (const row of rows) {
    const key = `${row.licence_code} ${row.theme}`;
    const sum = sums.get(key) ?? {
      licence_code: row.licence_code,
      theme: row.theme,
      answered: 0,
      correct: 0,
    };
    sum.answered += Number(row.answered);
    sum.correct += Number(row.correct);
    sums.set(key, sum);
  }
  const labels = new Map<string, string>();
  for (const licence of new Set(rows.map((row) => row.licence_code))) {
    const bank = await bankOfLicence(db, licence);
    for (const theme of bank ? await themesOfBank(db, bank) : []) {
      labels.set(`${licence} ${theme.letter}`, theme.label);
    }
  }
  return [...sums.values()]
    .flatMap((row) => {
      const answered = Number(row.answered);
      const label = labels.get(`${row.licence_code} ${row.theme}`);
      if (answered < DASHBOARD_THEME_MIN_ANSWERS || !label || !isLicenceCode(row.licence_code)) {
        return [];
      }
      return [
        {
          permis: row.licence_code,
          theme: row.theme,
          libelle: label,
          reponses: answered,
          erreurs: answered - Number(row.correct),
        },
      ];
    })
    .sort(
      (a, b) =>
        b.erreurs / b.reponses - a.erreurs / a.reponses ||
        b.reponses - a.reponses ||
        a.libelle.localeCompare(b.libelle, 'fr'),
    )
    .slice(0, DASHBOARD_THEMES);
}

/** Sums a per-school figure over the scope. */
const total = <T>(rows: readonly T[], value: (row: T) => number) =>
  rows.reduce((sum, row) => sum + value(row), 0);

/** What the dashboard reads of one school. */
async function schoolReads(db: Kysely<Database>, school: string, now: number) {
  const today = dayInFrance(now);
  const endingBy = addDays(today, DASHBOARD_ENDING_DAYS);
  const only = [school];
  const [open, spans, month, inscriptions, results, endingCounts, ending, themes] =
    await Promise.all([
      openLearnerCounts(db, only),
      activityBySpan(db, only, weeksShown(now).map(startOfFrenchDay)),
      activeLearnersSince(db, only, startOfFrenchDay(`${today.slice(0, 7)}-01`)),
      openInscriptions(db, only),
      examResults(db, only),
      endingAccessCounts(db, only, today, endingBy),
      endingAccessRows(db, only, today, endingBy, DASHBOARD_ENDING_SHOWN),
      themeAnswers(db, only),
    ]);
  const { ready } = await readinessOf(db, inscriptions);
  return { open, spans, month, inscriptions, results, endingCounts, ending, themes, ready };
}

type Reads = Awaited<ReturnType<typeof schoolReads>>;

/** One school's line of the network's table, from its reads. */
function lineOf(
  school: { id: string; name: string },
  reads: Reads,
  current: number,
  months: readonly string[],
): SchoolFigures {
  const thisWeek = reads.spans.find((row) => row.span === current);
  const assessed = reads.inscriptions.filter((row) => isLicenceCode(row.licence_code));
  const [month] = reads.month;
  return {
    id: school.id,
    nom: school.name,
    inscrits: Number(reads.open[0]?.learners ?? 0),
    actifs_semaine: thisWeek?.learners ?? 0,
    actifs_mois: Number(month?.learners ?? 0),
    examens_blancs_mois: Number(month?.mock_exams ?? 0),
    evaluables: assessed.length,
    prets: assessed.filter((row) => reads.ready.get(Number(row.inscription))).length,
    fins_acces: Number(reads.endingCounts[0]?.inscriptions ?? 0),
    ...(countResults(reads.results, months).bySchool.get(school.id) ?? noResults()),
  };
}

/**
 * The dashboard of these schools (already checked): one school, or several with their lines.
 * The schools are read one after the other, letting other requests run between two: on SQLite
 * a read holds the event loop, and a whole network's read at once would hold every learner's
 * answer behind it (bench/CHANGELOG.md, session 32). A learner is one school's, so the network's
 * figures are its schools' added up.
 */
export async function schoolDashboard(
  db: Kysely<Database>,
  schoolIds: readonly string[],
  now = Date.now(),
): Promise<Dashboard> {
  const weeks = weeksShown(now);
  const months = monthsShown(now);
  const current = weeks.length - 1;
  const names = await schoolNames(db, schoolIds);
  const lines: SchoolFigures[] = [];
  const spans: Reads['spans'] = [];
  const results: Reads['results'] = [];
  const ending: Reads['ending'] = [];
  const themes: Reads['themes'] = [];
  let mockExamsThisWeek = 0;
  for (const school of names) {
    const reads = await schoolReads(db, school.id, now);
    lines.push(lineOf(school, reads, current, months));
    spans.push(...reads.spans);
    results.push(...reads.results);
    ending.push(...reads.ending);
    themes.push(...reads.themes);
    mockExamsThisWeek += total(
      reads.spans.filter((row) => row.span === current),
      (row) => row.mockExams,
    );
    await nextTurn();
  }
  // The soonest ends of all the schools, in the order each school's read gives its own.
  ending.sort(
    (a, b) =>
      (a.expiration_date ?? '').localeCompare(b.expiration_date ?? '') ||
      a.last_name.localeCompare(b.last_name) ||
      a.first_name.localeCompare(b.first_name) ||
      Number(a.inscription) - Number(b.inscription),
  );
  const counted = countResults(results, months);
  const [only] = names;

  return {
    ecole: names.length === 1 && only ? { id: only.id, nom: only.name } : null,
    activite: {
      inscrits: total(lines, (line) => line.inscrits),
      actifs_semaine: total(lines, (line) => line.actifs_semaine),
      actifs_mois: total(lines, (line) => line.actifs_mois),
      examens_blancs_semaine: mockExamsThisWeek,
      examens_blancs_mois: total(lines, (line) => line.examens_blancs_mois),
      evaluables: total(lines, (line) => line.evaluables),
      prets: total(lines, (line) => line.prets),
      semaines: weeks.map((semaine, index) => {
        const week = spans.filter((row) => row.span === index);
        return {
          semaine,
          actifs: total(week, (row) => row.learners),
          examens_blancs: total(week, (row) => row.mockExams),
        };
      }),
    },
    resultats: {
      permis: KOPILOTE_LICENCES.map((permis) => ({
        permis,
        ...(counted.byLicence.get(permis) ?? noResults()),
        national: NATIONAL_PASS_RATES[permis],
      })),
      mois: months.map((mois) => ({ mois, ...(counted.byMonth.get(mois) ?? noResults()) })),
    },
    fins_acces: {
      total: total(lines, (line) => line.fins_acces),
      eleves: ending.slice(0, DASHBOARD_ENDING_SHOWN).flatMap((row) =>
        isLicenceCode(row.licence_code) && row.expiration_date
          ? [
              {
                eleve: row.eleve,
                inscription: Number(row.inscription),
                prenom: row.first_name,
                nom: row.last_name,
                ecole: row.ecole,
                permis: row.licence_code,
                acces_jusquau: row.expiration_date,
              },
            ]
          : [],
      ),
    },
    themes: await missedThemes(db, themes),
    ecoles: names.length > 1 ? lines : null,
  };
}
