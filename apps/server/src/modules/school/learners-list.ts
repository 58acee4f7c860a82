import {
  EXPIRING_DAYS,
  INACTIVE_DAYS,
  type LearnerRow,
  type LearnerSort,
  type LearnersQuery,
} from '@prepacode/domain/contracts/school.contract';
import { OPEN_STATUS } from '@prepacode/domain/auth';
import { isLicenceCode } from '@prepacode/domain/licences';
import { READINESS_EXAMS } from '@prepacode/domain/readiness';
import { PAGINATOR } from '@prepacode/domain/layout';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import { dayInFrance, dayInFranceAfter } from '@prepacode/domain/calendar';
import { bankOfLicence } from '../content/content.repository.js';
import {
  readinessVerdict,
  themeRateOf,
  themeTargetsOf,
  type ThemeTarget,
} from '../series/theme-targets.js';

// The school space's learners list (issue #19, point 1): one row per open inscription (closed
// ones when asked) of the learners of the schools in scope, filtered, sorted and paged in SQL;
// the readiness verdict (domain readiness.ts, as the learner's dashboard says it) is computed
// for the rows shown, or for every matching key when the list is filtered by it. docs/api.md,
// "School space".

export interface ListScope {
  /** The schools the staff member may see, already checked (staff-access.ts). */
  schoolIds: readonly string[];
}

// A page of `in` ids stays far below PostgreSQL's parameter limit.
const CHUNK = 500;
const DAY = 86_400_000;

/** `%` and `_` typed by the staff member are letters, not wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

function filtered(db: Kysely<Database>, scope: ListScope, query: LearnersQuery, now: number) {
  const today = dayInFrance(now);
  const schools = query.ecole ? [query.ecole] : scope.schoolIds;
  return (
    db
      .selectFrom('inscriptions as i')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .innerJoin('structures as s', 's.id', 'u.structure_id')
      .leftJoin('groups as g', 'g.id', 'u.group_id')
      // A deletion request the school has still to act on (ADR 0017): one per learner at most.
      .leftJoin('deletion_requests as dr', (join) =>
        join.onRef('dr.user_id', '=', 'u.id').on('dr.handled_at', 'is', null),
      )
      .where('u.role', '=', 'learner')
      // An anonymised learner is nobody any more: their answers count only in statistics.
      .where('u.anonymised_at', 'is', null)
      .$if(query.acces !== 'fermee', (qb) => qb.where('i.status', '=', OPEN_STATUS))
      .$if(query.acces === 'fermee', (qb) => qb.where('i.status', '!=', OPEN_STATUS))
      .where('u.structure_id', 'in', schools.length > 0 ? [...schools] : [''])
      .$if(query.recherche !== undefined && query.recherche !== '', (qb) => {
        const pattern = likePattern(query.recherche ?? '');
        const like = (column: string) =>
          sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
        return qb.where((eb) =>
          eb.or([
            like('u.first_name'),
            like('u.last_name'),
            like('u.email'),
            sql<SqlBool>`lower(u.first_name || ' ' || u.last_name) like ${pattern} escape '\\'`,
            sql<SqlBool>`lower(u.last_name || ' ' || u.first_name) like ${pattern} escape '\\'`,
          ]),
        );
      })
      .$if(query.permis !== undefined, (qb) => qb.where('i.licence_code', '=', query.permis ?? ''))
      .$if(query.acces === 'expire', (qb) => qb.where('i.expiration_date', '<', today))
      .$if(query.acces === 'bientot', (qb) =>
        qb
          .where('i.expiration_date', '>=', today)
          .where('i.expiration_date', '<=', dayInFranceAfter(EXPIRING_DAYS, now)),
      )
      .$if(query.groupe !== undefined, (qb) => qb.where('u.group_id', '=', query.groupe ?? ''))
      .$if(query.suppression === 'demandee', (qb) => qb.where('dr.user_id', 'is not', null))
      .$if(query.inactif === 'oui', (qb) =>
        qb.where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('attempts as a')
                .select('a.id')
                .whereRef('a.inscription_id', '=', 'i.id')
                .where('a.updated_at', '>=', now - INACTIVE_DAYS * DAY),
            ),
          ),
        ),
      )
  );
}

const lastExam = (column: 'nb_correct' | 'nb_questions', order: 'updated_at' | 'nb_correct') =>
  sql<
    number | null
  >`(select a.${sql.raw(column)} from attempts a where a.inscription_id = i.id and a.type = 'examen' and a.ended = 1 order by a.${sql.raw(order)} desc, a.id desc limit 1)`;

/** Columns read by a subquery on the inscription's own attempts (indexed), by name. */
const COMPUTED = {
  derniere_activite: sql<
    number | null
  >`(select max(a.updated_at) from attempts a where a.inscription_id = i.id)`,
  examens_faits: sql<number>`(select count(*) from attempts a where a.inscription_id = i.id and a.type = 'examen' and a.ended = 1)`,
  dernier_bonnes: lastExam('nb_correct', 'updated_at'),
  dernier_total: lastExam('nb_questions', 'updated_at'),
  meilleur_bonnes: lastExam('nb_correct', 'nb_correct'),
  meilleur_total: lastExam('nb_questions', 'nb_correct'),
  bonnes_reponses: sql<number>`(select coalesce(sum(a.nb_correct), 0) from attempts a where a.inscription_id = i.id)`,
  questions_repondues: sql<number>`(select coalesce(sum(a.nb_answered), 0) from attempts a where a.inscription_id = i.id)`,
  cours_termines: sql<number>`(select count(*) from lesson_completions lc where lc.user_id = u.id)`,
};

function withColumns(base: ReturnType<typeof filtered>) {
  return base.select([
    'i.id as inscription',
    'u.id as eleve',
    'u.first_name',
    'u.last_name',
    'u.email',
    's.name as ecole',
    'g.name as groupe',
    'i.licence_code',
    'i.expiration_date',
    'i.remaining_credits',
    'i.status',
    'dr.created_at as suppression_le',
    'dr.reason as suppression_motif',
    COMPUTED.derniere_activite.as('derniere_activite'),
    COMPUTED.examens_faits.as('examens_faits'),
    COMPUTED.dernier_bonnes.as('dernier_bonnes'),
    COMPUTED.dernier_total.as('dernier_total'),
    COMPUTED.meilleur_bonnes.as('meilleur_bonnes'),
    COMPUTED.meilleur_total.as('meilleur_total'),
    COMPUTED.bonnes_reponses.as('bonnes_reponses'),
    COMPUTED.questions_repondues.as('questions_repondues'),
    COMPUTED.cours_termines.as('cours_termines'),
  ]);
}

type Selected = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

/** The list's order: the column asked for, empty cells last either way, then a stable order. */
function orderOf(query: LearnersQuery): RawBuilder<unknown>[] {
  const direction = sql.raw(query.ordre === 'desc' ? 'desc' : 'asc');
  // PostgreSQL orders by an output name only when it stands alone: the expression is repeated.
  const columns: Record<LearnerSort, RawBuilder<unknown>> = {
    nom: sql.ref('u.last_name'),
    permis: sql.ref('i.licence_code'),
    acces: sql.ref('i.expiration_date'),
    activite: COMPUTED.derniere_activite,
    examens: COMPUTED.examens_faits,
    dernier: COMPUTED.dernier_bonnes,
    meilleur: COMPUTED.meilleur_bonnes,
    credits: sql.ref('i.remaining_credits'),
  };
  const column = columns[query.tri ?? 'nom'];
  return [
    sql`${column} is null`,
    sql`${column} ${direction}`,
    sql.ref('u.last_name'),
    sql.ref('u.first_name'),
    sql.ref('i.licence_code'),
    sql.ref('i.id'),
  ];
}

function sorted<Q extends { orderBy: (expression: RawBuilder<unknown>) => Q }>(
  qb: Q,
  query: LearnersQuery,
): Q {
  return orderOf(query).reduce((ordered, expression) => ordered.orderBy(expression), qb);
}

/** The verdict of the learner's dashboard for each inscription (series/theme-targets.ts). */
async function readinessOf(
  db: Kysely<Database>,
  rows: readonly { inscription: number | string; licence_code: string }[],
) {
  const ready = new Map<number, boolean>();
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
    const [exams, stats] = await Promise.all([
      sql<{
        inscription_id: number;
        nb_correct: number;
        nb_questions: number;
        pass_mark: number | null;
        parts_passed: number | null;
        score: number | null;
      }>`
        select inscription_id, nb_correct, nb_questions, pass_mark, parts_passed, score from (
          select inscription_id, nb_correct, nb_questions, pass_mark, parts_passed, score,
            row_number() over (
            partition by inscription_id order by updated_at desc, id desc) as rank
          from attempts
          where inscription_id in (${sql.join(ids)})
            and type = 'examen' and parcours = 'examen' and ended = 1) ranked
        where rank <= ${READINESS_EXAMS} order by inscription_id, rank`.execute(db),
      db
        .selectFrom('learner_theme_stats')
        .select(['inscription_id', 'theme', 'answered', 'correct'])
        .where('inscription_id', 'in', ids)
        .execute(),
    ]);
    // Grouped once: a page of 500 rows would otherwise scan every exam and theme per row.
    const examsOf = new Map<number, typeof exams.rows>();
    for (const exam of exams.rows) {
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
      ready.set(id, verdict.ready);
    }
  }
  return ready;
}

const score = (right: number | null, total: number | null) =>
  right === null || total === null ? null : { bonnes: Number(right), total: Number(total) };

function toWire(row: Selected, ready: Map<number, boolean>): LearnerRow {
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
    pret: ready.get(Number(row.inscription)) ?? false,
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

/** One page of the list, and how many rows match in all. */
/** The rows of these inscriptions, in this order, with their verdicts. */
async function rowsOf(
  db: Kysely<Database>,
  scope: ListScope,
  query: LearnersQuery,
  ids: readonly number[],
  now: number,
): Promise<LearnerRow[]> {
  if (ids.length === 0) return [];
  const rows = await withColumns(
    filtered(db, scope, query, now).where('i.id', 'in', [...ids]),
  ).execute();
  const byId = new Map(rows.map((row) => [Number(row.inscription), row]));
  const selected = ids.flatMap((id) => byId.get(id) ?? []);
  const ready = await readinessOf(db, selected);
  return selected.map((row) => toWire(row, ready));
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
  const base = filtered(db, scope, query, now);
  const cut = <T>(list: readonly T[]) => list.slice((page - 1) * size, page * size);
  if (query.pret === 'oui') {
    // The verdict is not a column: every matching key is judged, then the page is cut.
    const keys = await sorted(
      base.select(['i.id as inscription', 'i.licence_code']),
      query,
    ).execute();
    const ready = await readinessOf(db, keys);
    const kept = keys.filter((key) => ready.get(Number(key.inscription)));
    const ids = cut(kept).map((key) => Number(key.inscription));
    return { rows: await rowsOf(db, scope, query, ids, now), total: kept.length, page, size };
  }
  const [count, keys] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    sorted(base.select('i.id'), query)
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
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
  const all = await sorted(withColumns(filtered(db, scope, query, now)), query).execute();
  const ready = await readinessOf(db, all);
  return all
    .filter((row) => query.pret !== 'oui' || ready.get(Number(row.inscription)))
    .map((row) => toWire(row, ready));
}
