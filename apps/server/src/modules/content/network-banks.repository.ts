import type { Kysely, Transaction } from 'kysely';
import type { QuestionsTable } from '../../db/content.table.js';
import type { Database } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';

// The queries of a network's own banks (issue #46): which network a learner's school belongs
// to, the banks and questions its operator reviews, and what is accepted for its learners.

type ReviewStatus = NonNullable<QuestionsTable['review_status']>;

/** The network of a user's school, read on every dashboard: built and compiled once. */
const networkRow = prepared((db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('users as u')
    .innerJoin('structures as s', 's.id', 'u.structure_id')
    .select('s.network_id')
    .where('u.id', '=', userId),
);

/** The network of a learner's school, or null for a school alone or no school. */
export const networkOfUser = async (db: Kysely<Database>, userId: string) =>
  (await networkRow(db, userId))[0]?.network_id ?? null;

/** A network's banks, with how many of their questions stand at each review status. */
export const networkBanks = (db: Kysely<Database>, networkId: string) =>
  db
    .selectFrom('content_banks as b')
    .leftJoin('questions as q', (join) =>
      join.onRef('q.bank_id', '=', 'b.id').on('q.retired_at', 'is', null),
    )
    .select((eb) => [
      'b.id',
      'b.name',
      'b.licence_code',
      'b.exam_share',
      eb.fn.count<number>('q.id').filterWhere('q.review_status', '=', 'a_relire').as('to_review'),
      eb.fn.count<number>('q.id').filterWhere('q.review_status', '=', 'acceptee').as('accepted'),
      eb.fn.count<number>('q.id').filterWhere('q.review_status', '=', 'refusee').as('refused'),
    ])
    .where('b.network_id', '=', networkId)
    .groupBy(['b.id', 'b.name', 'b.licence_code', 'b.exam_share'])
    .orderBy('b.name')
    .execute();

/** Which of a network's imported questions: at one status, of one bank, one question. */
export interface ReviewFilter {
  status?: ReviewStatus;
  bank?: string;
  id?: string;
}

const reviewable = (db: Kysely<Database>, networkId: string, filter: ReviewFilter) => {
  let query = db
    .selectFrom('questions as q')
    .innerJoin('content_banks as b', 'b.id', 'q.bank_id')
    .where('b.network_id', '=', networkId)
    .where('q.retired_at', 'is', null)
    .where('q.review_status', 'is not', null);
  if (filter.status) query = query.where('q.review_status', '=', filter.status);
  if (filter.bank) query = query.where('b.id', '=', filter.bank);
  if (filter.id) query = query.where('q.id', '=', filter.id);
  return query;
};

/** How many of a network's imported questions the filter keeps. */
export const countReviewQuestions = async (
  db: Kysely<Database>,
  networkId: string,
  filter: ReviewFilter,
) =>
  Number(
    (
      await reviewable(db, networkId, filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A page of a network's imported questions, by bank and id, with their current version. */
export const reviewQuestions = (
  db: Kysely<Database>,
  networkId: string,
  filter: ReviewFilter,
  window: { limit: number; offset: number } = { limit: 1, offset: 0 },
) =>
  reviewable(db, networkId, filter)
    .innerJoin('question_versions as v', (join) =>
      join.onRef('v.question_id', '=', 'q.id').onRef('v.version', '=', 'q.current_version'),
    )
    .leftJoin('users as r', 'r.id', 'q.reviewed_by')
    .select([
      'q.id',
      'q.theme',
      'q.current_version',
      'q.review_status',
      'q.review_notes',
      'q.review_version',
      'q.reviewed_at',
      'v.content_hash',
      'b.id as bank_id',
      'b.name as bank_name',
      'b.licence_code',
      'r.first_name as reviewer_first',
      'r.last_name as reviewer_last',
    ])
    .orderBy('b.name')
    .orderBy('q.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();

/**
 * Records a decision on a network's question if its review still stands at `version`: how
 * many rows changed (0: someone decided since, or it is not this network's).
 */
export const decideQuestion = async (
  trx: Transaction<Database>,
  networkId: string,
  question: { id: string; version: number },
  decision: { status: ReviewStatus; by: string; currentVersion?: number },
  now: number,
) =>
  Number(
    (
      await trx
        .updateTable('questions')
        .set({
          review_status: decision.status,
          reviewed_by: decision.by,
          reviewed_at: now,
          review_version: question.version + 1,
          ...(decision.currentVersion ? { current_version: decision.currentVersion } : {}),
        })
        .where('id', '=', question.id)
        .where('review_version', '=', question.version)
        .where('bank_id', 'in', (eb) =>
          eb.selectFrom('content_banks').select('id').where('network_id', '=', networkId),
        )
        .executeTakeFirst()
    ).numUpdatedRows,
  );

/** The accepted questions of a bank by theme and id: what its learners are asked. */
export const acceptedQuestions = (db: Kysely<Database>, bankId: string) =>
  db
    .selectFrom('questions')
    .select(['id', 'theme'])
    .where('bank_id', '=', bankId)
    .where('review_status', '=', 'acceptee')
    .where('retired_at', 'is', null)
    .orderBy('theme')
    .orderBy('id')
    .execute();

/** The questions of an imported bank an export writes: all but those refused, by theme and id. */
export const exportedQuestions = (db: Kysely<Database>, bankId: string) =>
  db
    .selectFrom('questions')
    .select(['id', 'theme', 'review_status'])
    .where('bank_id', '=', bankId)
    .where('review_status', '!=', 'refusee')
    .where('retired_at', 'is', null)
    .orderBy('theme')
    .orderBy('id')
    .execute();

/** Sets a network's bank's share of the mock exams; 0 rows when it is not that network's. */
export const setExamShare = async (
  db: Kysely<Database>,
  networkId: string,
  bankId: string,
  share: number,
) =>
  Number(
    (
      await db
        .updateTable('content_banks')
        .set({ exam_share: share })
        .where('id', '=', bankId)
        .where('network_id', '=', networkId)
        .executeTakeFirst()
    ).numUpdatedRows,
  );

/** An imported bank's name and licence. */
export const bankOfImport = (db: Kysely<Database>, bankId: string) =>
  db
    .selectFrom('content_banks')
    .select(['name', 'licence_code', 'network_id'])
    .where('id', '=', bankId)
    .executeTakeFirst();

/**
 * The accepted questions of a network's banks for a licence, with each bank's share of the
 * mock exams: those with a share only.
 */
export const examPoolOfNetwork = (db: Kysely<Database>, networkId: string, licence: string) =>
  db
    .selectFrom('questions as q')
    .innerJoin('content_banks as b', 'b.id', 'q.bank_id')
    .select(['q.id', 'q.theme', 'b.exam_share'])
    .where('b.network_id', '=', networkId)
    .where('b.licence_code', '=', licence)
    .where('b.exam_share', '>', 0)
    .where('q.review_status', '=', 'acceptee')
    .where('q.retired_at', 'is', null)
    .orderBy('q.id')
    .execute();

/**
 * Holds a bank's row until the transaction ends (an update takes its lock on both engines): its
 * review decisions then follow one another.
 */
export const lockBank = (trx: Transaction<Database>, bankId: string) =>
  trx
    .updateTable('content_banks')
    .set((eb) => ({ exam_share: eb.ref('exam_share') }))
    .where('id', '=', bankId)
    .execute();
