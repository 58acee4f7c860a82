import type { LearnerRow, LearnersQuery } from '@prepacode/domain/contracts/school.contract';
import { OPEN_STATUS } from '@prepacode/domain/auth';
import { isLicenceCode } from '@prepacode/domain/licences';
import { PAGINATOR } from '@prepacode/domain/layout';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import type { Readiness } from '@prepacode/domain/readiness';
import { withPassChance } from '@prepacode/domain/readiness-chance';
import { nextTurn } from '../../../lib/turns.js';
import { passChancesOf, type PassChanceRow } from '../../series/preparation.service.js';
import { bankOfLicence } from '../../content/content.repository.js';
import {
  readinessVerdict,
  themeRateOf,
  themeTargetsOf,
  type ThemeTarget,
} from '../../series/theme-targets.js';
import {
  allLearnerRows,
  lastMockExams,
  learnerCount,
  learnerKeys,
  learnerPageKeys,
  learnerRowsWithIds,
  themeStatsOf,
  type LearnerListRow,
  type ListScope,
} from './learners-list.repository.js';

// The school space's learners list (issue #19, point 1): one row per open inscription (closed
// ones when asked) of the learners of the schools in scope, filtered, sorted and paged in SQL;
// the readiness verdict (domain readiness.ts, as the learner's dashboard says it) is computed
// for the rows shown, or for every matching key when the list is filtered by it. docs/api.md,
// "School space".

// A page of `in` ids stays far below PostgreSQL's parameter limit.
const CHUNK = 500;

/** What the list says of each row it shows: its verdict and its predicted chance. */
interface Judged {
  ready: Map<number, boolean>;
  chances: Map<number, number>;
}

/**
 * The verdict of the learner's dashboard for each inscription (series/theme-targets.ts). The
 * memory model's chances may come computed already (the rows shown carry theirs); otherwise
 * they are computed for the learners the mock exams and the themes find ready alone, the only
 * ones the chance can hold back (issue #44). The chances computed come back with the verdicts.
 */
export async function readinessOf(
  db: Kysely<Database>,
  rows: readonly PassChanceRow[],
  known?: Map<number, number>,
): Promise<Judged> {
  const verdicts = new Map<number, Readiness>();
  const targets = new Map<string, ThemeTarget[]>();
  for (const licence of new Set(rows.map((row) => row.licence_code))) {
    const bank = await bankOfLicence(db, licence);
    targets.set(
      licence,
      bank && isLicenceCode(licence) ? await themeTargetsOf(db, licence, bank) : [],
    );
  }
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const ids = chunk.map((row) => Number(row.inscription));
    const [exams, stats] = await Promise.all([lastMockExams(db, ids), themeStatsOf(db, ids)]);
    // Grouped once: a page of 500 rows would otherwise scan every exam and theme per row.
    const examsOf = new Map<number, typeof exams>();
    for (const exam of exams) {
      const id = Number(exam.inscription_id);
      examsOf.set(id, [...(examsOf.get(id) ?? []), exam]);
    }
    const statOf = new Map(
      stats.map((entry) => [`${Number(entry.inscription_id)} ${entry.theme}`, entry]),
    );
    for (const row of chunk) {
      const id = Number(row.inscription);
      if (!isLicenceCode(row.licence_code)) continue;
      const verdict = readinessVerdict(
        row.licence_code,
        examsOf.get(id) ?? [],
        (targets.get(row.licence_code) ?? []).map((target) =>
          themeRateOf(target, statOf.get(`${id} ${target.letter}`)),
        ),
      );
      verdicts.set(id, verdict);
    }
    await nextTurn();
  }
  const judged = rows.filter((row) => verdicts.get(Number(row.inscription))?.ready);
  const chances = known ?? (await passChancesOf(db, judged));
  const ready = new Map<number, boolean>();
  for (const [id, verdict] of verdicts) {
    ready.set(id, withPassChance(verdict, chances.get(id)).ready);
  }
  return { ready, chances };
}

const score = (right: number | null, total: number | null) =>
  right === null || total === null ? null : { bonnes: Number(right), total: Number(total) };

/**
 * The verdicts and the chances of the rows shown (every one of them carries its chance), with
 * the chances already computed when they are all known (the rows a « prêts » filter kept).
 */
async function judge(
  db: Kysely<Database>,
  rows: readonly PassChanceRow[],
  known?: Map<number, number>,
): Promise<Judged> {
  return readinessOf(db, rows, known ?? (await passChancesOf(db, rows)));
}

function toWire(row: LearnerListRow, { ready, chances }: Judged): LearnerRow {
  const id = Number(row.inscription);
  const last = row.derniere_activite === null ? null : Number(row.derniere_activite);
  return {
    inscription: Number(row.inscription),
    eleve: row.eleve,
    prenom: row.first_name,
    nom: row.last_name,
    email: row.email,
    ecole: row.ecole,
    groupe: row.groupe,
    permis: row.licence_code,
    acces_jusquau: row.expiration_date,
    fermee: row.status !== OPEN_STATUS,
    derniere_activite: last === null ? null : new Date(last).toISOString(),
    examens_faits: Number(row.examens_faits),
    dernier_score: score(row.dernier_bonnes, row.dernier_total),
    meilleur_score: score(row.meilleur_bonnes, row.meilleur_total),
    pret: ready.get(id) ?? false,
    chance_reussite: chances.get(id) ?? null,
    credits_restants: Number(row.remaining_credits),
    bonnes_reponses: Number(row.bonnes_reponses),
    questions_repondues: Number(row.questions_repondues),
    cours_termines: Number(row.cours_termines),
    demande_suppression:
      row.suppression_le === null
        ? null
        : {
            date_demande: new Date(Number(row.suppression_le)).toISOString(),
            motif: row.suppression_motif,
          },
  };
}

/** The rows of these inscriptions, in this order, with their verdicts. */
async function rowsOf(
  db: Kysely<Database>,
  scope: ListScope,
  query: LearnersQuery,
  ids: readonly number[],
  now: number,
  known?: Map<number, number>,
): Promise<LearnerRow[]> {
  if (ids.length === 0) return [];
  const rows = await learnerRowsWithIds(db, scope, query, ids, now);
  const byId = new Map(rows.map((row) => [Number(row.inscription), row]));
  const selected = ids.flatMap((id) => byId.get(id) ?? []);
  const judged = await judge(db, selected, known);
  return selected.map((row) => toWire(row, judged));
}

/**
 * One page of the list, and how many rows match in all. The page's keys come first, then their
 * columns: with the columns in the paged query, both engines computed every skipped row's
 * subqueries (the last of 40 pages took 6 to 9 times the first, bench/README.md).
 */
export async function listLearners(
  db: Kysely<Database>,
  scope: ListScope,
  query: LearnersQuery,
  now = Date.now(),
): Promise<{ rows: LearnerRow[]; total: number; page: number; size: number }> {
  const size = Number(query.taille ?? PAGINATOR.defaultPageSize);
  const page = Number(query.page ?? 1);
  const cut = <T>(list: readonly T[]) => list.slice((page - 1) * size, page * size);
  if (query.pret === 'oui') {
    // The verdict is not a column: every matching key is judged, then the page is cut.
    const keys = await learnerKeys(db, scope, query, now);
    // The rows kept are those found ready with their chance: the page reuses it.
    const { ready, chances } = await readinessOf(db, keys);
    const kept = keys.filter((key) => ready.get(Number(key.inscription)));
    const ids = cut(kept).map((key) => Number(key.inscription));
    const rows = await rowsOf(db, scope, query, ids, now, chances);
    return { rows, total: kept.length, page, size };
  }
  const [count, keys] = await Promise.all([
    learnerCount(db, scope, query, now),
    learnerPageKeys(db, scope, query, { size, number: page }, now),
  ]);
  const ids = keys.map((key) => Number(key.id));
  return { rows: await rowsOf(db, scope, query, ids, now), total: Number(count.n), page, size };
}

/** Every matching row, for the spreadsheet: the same filters and order, no page. */
export async function allLearners(
  db: Kysely<Database>,
  scope: ListScope,
  query: LearnersQuery,
  now = Date.now(),
): Promise<LearnerRow[]> {
  const all = await allLearnerRows(db, scope, query, now);
  const judged = await judge(db, all);
  return all
    .filter((row) => query.pret !== 'oui' || judged.ready.get(Number(row.inscription)))
    .map((row) => toWire(row, judged));
}
