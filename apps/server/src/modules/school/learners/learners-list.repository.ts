import {
  EXPIRING_DAYS,
  INACTIVE_DAYS,
  type LearnerSort,
  type LearnersQuery,
} from '@prepacode/domain/contracts/school.contract';
import { OPEN_STATUS } from '@prepacode/domain/auth';
import { READINESS_EXAMS } from '@prepacode/domain/readiness';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../db/database.js';
import { dayInFrance, dayInFranceAfter } from '@prepacode/domain/calendar';

// The learners list's queries (issue #19, point 1): one row per open inscription (closed ones
// when asked) of the learners of the schools in scope, filtered, sorted and paged in SQL.

export interface ListScope {
  /** The schools the staff member may see, already checked (staff-access.ts). */
  schoolIds: readonly string[];
}

const DAY = 86_400_000;

const ADDRESS = sql<string>`coalesce(ei.email, u.email)`;

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
      // A held account (ADR 0030) shows the address the school typed, never its stand-in.
      .leftJoin('enrolment_invitations as ei', 'ei.user_id', 'u.id')
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
            sql<SqlBool>`lower(${ADDRESS}) like ${pattern} escape '\\'`,
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
      // Inactive for 14 days: enrolled for 14 days at least, and no practice in them.
      .$if(query.inactif === 'oui', (qb) =>
        qb.where('i.created_at', '<=', now - INACTIVE_DAYS * DAY).where((eb) =>
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

// A mock exam's mark as the learner's page shows it (issue #41, point 4): points out of the
// total for an exam counted in points (hauturier, « 13,5/20 »), else right answers.
const MARK = {
  got: 'coalesce(a.score, a.nb_correct)',
  outOf: 'coalesce(a.max_score, a.nb_questions)',
} as const;
const ORDER = {
  updated_at: 'a.updated_at',
  mark: 'coalesce(a.score * 1.0 / a.max_score, a.nb_correct * 1.0 / a.nb_questions)',
} as const;
const lastExam = (part: keyof typeof MARK, order: keyof typeof ORDER) =>
  sql<
    number | null
  >`(select ${sql.raw(MARK[part])} from attempts a where a.inscription_id = i.id and a.type = 'examen' and a.ended = 1 order by ${sql.raw(ORDER[order])} desc, a.id desc limit 1)`;

/** Columns read by a subquery on the inscription's own attempts (indexed), by name. */
const COMPUTED = {
  derniere_activite: sql<
    number | null
  >`(select max(a.updated_at) from attempts a where a.inscription_id = i.id)`,
  examens_faits: sql<number>`(select count(*) from attempts a where a.inscription_id = i.id and a.type = 'examen' and a.ended = 1)`,
  dernier_bonnes: lastExam('got', 'updated_at'),
  dernier_total: lastExam('outOf', 'updated_at'),
  meilleur_bonnes: lastExam('got', 'mark'),
  meilleur_total: lastExam('outOf', 'mark'),
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
    ADDRESS.as('email'),
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

/** A row of the list as read, before it is put in the wire's words. */
export type LearnerListRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

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

/** The rows of these inscriptions (the caller puts them in order). */
export const learnerRowsWithIds = (
  db: Kysely<Database>,
  scope: ListScope,
  query: LearnersQuery,
  ids: readonly number[],
  now: number,
) => withColumns(filtered(db, scope, query, now).where('i.id', 'in', [...ids])).execute();

/** Every matching row with its columns, in the list's order. */
export const allLearnerRows = (
  db: Kysely<Database>,
  scope: ListScope,
  query: LearnersQuery,
  now: number,
) => sorted(withColumns(filtered(db, scope, query, now)), query).execute();

/** Every matching inscription's key and licence, in the list's order. */
export const learnerKeys = (
  db: Kysely<Database>,
  scope: ListScope,
  query: LearnersQuery,
  now: number,
) =>
  sorted(
    filtered(db, scope, query, now).select(['i.id as inscription', 'i.licence_code']),
    query,
  ).execute();

/** How many rows match in all. */
export const learnerCount = (
  db: Kysely<Database>,
  scope: ListScope,
  query: LearnersQuery,
  now: number,
) =>
  filtered(db, scope, query, now)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();

/** The keys of one page, in the list's order. */
export const learnerPageKeys = (
  db: Kysely<Database>,
  scope: ListScope,
  query: LearnersQuery,
  page: { size: number; number: number },
  now: number,
) =>
  sorted(filtered(db, scope, query, now).select('i.id'), query)
    .limit(page.size)
    .offset((page.number - 1) * page.size)
    .execute();

/** The last READINESS_EXAMS mock exams of each of these inscriptions, newest first. */
export const lastMockExams = async (db: Kysely<Database>, inscriptionIds: readonly number[]) =>
  (
    await sql<{
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
          where inscription_id in (${sql.join(inscriptionIds)})
            and type = 'examen' and parcours = 'examen' and ended = 1) ranked
        where rank <= ${READINESS_EXAMS} order by inscription_id, rank`.execute(db)
  ).rows;

/** The per-theme answers of these inscriptions. */
export const themeStatsOf = (db: Kysely<Database>, inscriptionIds: readonly number[]) =>
  db
    .selectFrom('learner_theme_stats')
    .select(['inscription_id', 'theme', 'answered', 'correct'])
    .where('inscription_id', 'in', [...inscriptionIds])
    .execute();
