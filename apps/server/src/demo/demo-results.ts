import { dayInFrance, dayInFranceAfter } from '@prepacode/domain/calendar';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { newId, newNumericId } from '../lib/tokens.js';

const DAY = 86_400_000;

/** A former learner of a demo school and their exam results: [days ago, passed]. */
interface FormerLearner {
  first: string;
  last: string;
  school: 'demo-auto-ecole' | 'demo-auto-ecole-port';
  licence: 'b' | 'etm';
  tries: readonly (readonly [daysAgo: number, passed: boolean])[];
  /** Still enrolled, access ending in so many days; else their formation is closed. */
  endsInDays?: number;
}

/**
 * The demo schools' past learners (issue #41, point 3), so that `npm start` shows a « Tableau
 * de bord » worth reading: exam results over the last months, first tries failed and passed,
 * and two learners whose access ends within 30 days. Their formations are closed but two, so
 * the learners list shows what it showed before; nobody signs in with these accounts.
 */
const FORMER_LEARNERS: readonly FormerLearner[] = [
  {
    first: 'Camille',
    last: 'Roux',
    school: 'demo-auto-ecole',
    licence: 'b',
    tries: [
      [205, false],
      [176, true],
    ],
  },
  {
    first: 'Yanis',
    last: 'Lambert',
    school: 'demo-auto-ecole',
    licence: 'b',
    tries: [[151, true]],
  },
  { first: 'Sarah', last: 'Faure', school: 'demo-auto-ecole', licence: 'b', tries: [[122, true]] },
  {
    first: 'Adam',
    last: 'Mathieu',
    school: 'demo-auto-ecole',
    licence: 'b',
    tries: [
      [96, false],
      [68, false],
      [44, true],
    ],
  },
  {
    first: 'Lina',
    last: 'Chevalier',
    school: 'demo-auto-ecole',
    licence: 'b',
    tries: [[61, true]],
  },
  {
    first: 'Noah',
    last: 'Gauthier',
    school: 'demo-auto-ecole',
    licence: 'b',
    tries: [[33, true]],
    endsInDays: 23,
  },
  {
    first: 'Zoé',
    last: 'Perrin',
    school: 'demo-auto-ecole',
    licence: 'b',
    tries: [[12, false]],
    endsInDays: 9,
  },
  {
    first: 'Enzo',
    last: 'Roussel',
    school: 'demo-auto-ecole',
    licence: 'etm',
    tries: [[83, true]],
  },
  {
    first: 'Julien',
    last: 'Blanc',
    school: 'demo-auto-ecole',
    licence: 'etm',
    tries: [
      [27, false],
      [8, true],
    ],
  },
  {
    first: 'Maël',
    last: 'Henry',
    school: 'demo-auto-ecole-port',
    licence: 'b',
    tries: [[104, true]],
  },
  {
    first: 'Rose',
    last: 'Nicolas',
    school: 'demo-auto-ecole-port',
    licence: 'b',
    tries: [
      [52, false],
      [21, true],
    ],
  },
  {
    first: 'Gabin',
    last: 'Brun',
    school: 'demo-auto-ecole-port',
    licence: 'b',
    tries: [[31, true]],
  },
  {
    first: 'Alice',
    last: 'Giraud',
    school: 'demo-auto-ecole-port',
    licence: 'etm',
    tries: [[16, true]],
  },
];

const emailOf = (learner: FormerLearner) =>
  `${learner.first}.${learner.last}@ancien.demo.test`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Loads the former learners once, when the demo schools exist; does nothing otherwise. */
export async function seedDemoResults(db: Kysely<Database>, now = Date.now()): Promise<void> {
  const school = await db
    .selectFrom('structures')
    .select('id')
    .where('id', '=', 'demo-auto-ecole')
    .executeTakeFirst();
  const first = FORMER_LEARNERS[0];
  if (!school || !first) return;
  const done = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', emailOf(first))
    .executeTakeFirst();
  if (done) return;
  const manager = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'gerant@demo.test')
    .executeTakeFirst();

  await db.transaction().execute(async (trx) => {
    for (const learner of FORMER_LEARNERS) {
      const userId = newId();
      const inscriptionId = newNumericId();
      const [firstTry] = learner.tries;
      const enrolled = now - ((firstTry?.[0] ?? 0) + 120) * DAY;
      await trx
        .insertInto('users')
        .values({
          id: userId,
          email: emailOf(learner),
          password_hash: null,
          role: 'learner',
          staff_role: null,
          first_name: learner.first,
          last_name: learner.last,
          photo_url: null,
          structure_id: learner.school,
          network_id: null,
          group_id: null,
          created_at: enrolled,
        })
        .execute();
      await trx
        .insertInto('inscriptions')
        .values({
          id: inscriptionId,
          user_id: userId,
          licence_code: learner.licence,
          expiration_date: dayInFranceAfter(learner.endsInDays ?? -1, now),
          total_credits: 10,
          remaining_credits: 0,
          status: learner.endsInDays === undefined ? 'ferme' : 'ouvert',
          created_at: enrolled,
        })
        .execute();
      for (const [daysAgo, passed] of learner.tries) {
        const examAt = now - daysAgo * DAY;
        await trx
          .insertInto('exam_requests')
          .values({
            id: newId(),
            user_id: userId,
            inscription_id: inscriptionId,
            licence_code: learner.licence,
            neph: null,
            period: 'des_que_possible',
            centre: 'La Poste, Nantes Centre',
            phone: null,
            comment: null,
            status: 'confirmee',
            school_notified: 1,
            created_at: examAt - 30 * DAY,
            updated_at: examAt + DAY,
            decided_by: manager?.id ?? null,
            exam_day: dayInFrance(examAt),
            exam_time: '10:30',
            exam_centre: 'La Poste — Nantes Centre',
            reminded_at: examAt - 2 * DAY,
            result: passed ? 'favorable' : 'defavorable',
            score: passed ? 36 : 32,
            result_at: examAt + DAY,
          })
          .execute();
      }
    }
  });
}
