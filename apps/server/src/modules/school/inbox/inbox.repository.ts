import type { ExamRequestStatus } from '@prepacode/domain/contracts/exam.contract';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../../db/database.js';

// The inbox's queries (issue #19, point 5): the learners' contact messages with their answers,
// and their exam requests. Every read is scoped to the schools given by the caller.

/** How many messages and requests the page shows, newest first. */
const INBOX_LIMIT = 200;

export const unreadCount = (db: Kysely<Database>, schoolIds: string[]) =>
  db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('structure_id', 'in', schoolIds)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();

/** The exam requests of these schools' learners waiting for the school's decision. */
export const waitingRequestCount = (db: Kysely<Database>, schoolIds: string[]) =>
  db
    .selectFrom('exam_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('u.structure_id', 'in', schoolIds)
    .where('r.status', '=', 'envoyee')
    .executeTakeFirstOrThrow();

/** The contact messages of these schools (or one learner's there), newest first. */
export const contactMessageRows = (
  db: Kysely<Database>,
  schoolIds: string[],
  learnerId: string | undefined,
) =>
  db
    .selectFrom('contact_messages as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('structures as s', 's.id', 'm.structure_id')
    .select([
      's.name as school_name',
      'm.id',
      'm.subject',
      'm.message',
      'm.phone',
      'm.created_at',
      'm.read_at',
      'u.id as learner_id',
      'u.first_name',
      'u.last_name',
      'u.email',
    ])
    .where('m.structure_id', 'in', schoolIds)
    .$if(learnerId !== undefined, (qb) => qb.where('m.user_id', '=', learnerId ?? ''))
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(INBOX_LIMIT)
    .execute();

/** The answers to these messages, oldest first. */
export const answersTo = (db: Kysely<Database>, messageIds: string[]) =>
  db
    .selectFrom('contact_answers')
    .selectAll()
    .where('message_id', 'in', messageIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** A contact message with its learner and school, whoever's it is. */
export const findContactMessage = (db: Kysely<Database>, id: string) =>
  db
    .selectFrom('contact_messages as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('structures as s', 's.id', 'm.structure_id')
    .select([
      'm.id',
      'm.message',
      'm.brand',
      'm.structure_id',
      'm.read_at',
      'u.id as learner_id',
      'u.email',
      'u.first_name',
      's.name as school_name',
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();

/** Marks the message read; reading it again keeps the first time (idempotent). */
export const markRead = (db: Kysely<Database>, id: string, now: number) =>
  db
    .updateTable('contact_messages')
    .set({ read_at: now })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();

export const insertAnswer = (db: Kysely<Database>, row: Insertable<Database['contact_answers']>) =>
  db.insertInto('contact_answers').values(row).execute();

/** The exam requests of these schools' learners (or of one of them), newest first. */
export const examRequestRows = (
  db: Kysely<Database>,
  schoolIds: string[],
  {
    learnerId,
    toHandle,
  }: {
    learnerId?: string | undefined;
    /** Only what is still to handle on `day`, and what was handled since `since`. */
    toHandle?: { day: string; since: number } | undefined;
  },
) =>
  db
    .selectFrom('exam_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('structures as s', 's.id', 'u.structure_id')
    .selectAll('r')
    .select(['u.first_name', 'u.last_name', 'u.email', 's.name as school_name'])
    .where('u.structure_id', 'in', schoolIds)
    .$if(learnerId !== undefined, (qb) => qb.where('r.user_id', '=', learnerId ?? ''))
    // Still to handle on that day: a decision to take, or a result to record once the exam's
    // day has come (a booking from before exam days had none). What was just handled stays in
    // view with its outcome, so that a decided card does not vanish under its author's eyes.
    .$if(toHandle !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('r.status', '=', 'envoyee'),
          eb.and([
            eb('r.status', '=', 'confirmee'),
            eb('r.result', 'is', null),
            eb.or([eb('r.exam_day', 'is', null), eb('r.exam_day', '<=', toHandle?.day ?? '')]),
          ]),
          eb('r.updated_at', '>=', toHandle?.since ?? 0),
        ]),
      ),
    )
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(INBOX_LIMIT)
    .execute();

/** An exam request with its learner, their school and its brand, whoever's it is. */
export const findExamRequest = (db: Kysely<Database>, id: string) =>
  db
    .selectFrom('exam_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('structures as s', 's.id', 'u.structure_id')
    .selectAll('r')
    .select(['u.structure_id', 'u.email', 'u.first_name', 's.name as school_name', 's.brand'])
    .where('r.id', '=', id)
    .executeTakeFirst();

/**
 * Writes a decision on a request still as it was read (its status and last change); answers
 * how many rows changed, so that of two staff deciding at once exactly one sees 1.
 */
export const updateRequestIf = async (
  db: Kysely<Database>,
  read: { id: string; status: ExamRequestStatus; updated_at: number },
  changes: Updateable<Database['exam_requests']>,
) =>
  Number(
    (
      await db
        .updateTable('exam_requests')
        .set(changes)
        .where('id', '=', read.id)
        .where('status', '=', read.status)
        .where('updated_at', '=', read.updated_at)
        .executeTakeFirst()
    ).numUpdatedRows,
  );

/** The centres these schools booked exams at, newest booking first (50 bookings at most). */
export const recentCentreRows = (db: Kysely<Database>, schoolIds: string[]) =>
  db
    .selectFrom('exam_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select('r.exam_centre')
    .where('u.structure_id', 'in', schoolIds)
    .where('r.exam_centre', 'is not', null)
    .orderBy('r.updated_at', 'desc')
    .limit(50)
    .execute();
