import { dayInFranceAfter } from '@prepacode/domain/calendar';
import { inboxSchema } from '@prepacode/domain/contracts/inbox.contract';
import { beforeAll, expect } from 'vitest';
import { newId } from '../../src/lib/tokens.js';
import type { TestEngine } from './databases.js';
import { useOutbox } from './outbox.js';
import { readJson } from './read-json.js';
import { freshNetwork } from './school-fixture.js';
import { useTestApp } from './test-app.js';

export type Who = 'manager' | 'instructor' | 'otherManager' | 'operator';

/**
 * The exam requests' suites (issue #41): the app on a fresh database with its outbox, a network
 * whose school A has Zoé and school B Wendy, the staff of the refusal matrix, and the calls a
 * staff member makes on a request. Call it inside the suite's `describe`.
 */
export function useExamRequests(engine: TestEngine, label: string) {
  const { dir: outbox, mails } = useOutbox();
  const context = useTestApp(engine, { OUTBOX_DIR: outbox });
  let net: Awaited<ReturnType<typeof freshNetwork>>;
  let people: Awaited<ReturnType<typeof setUp>>;

  async function setUp() {
    net = await freshNetwork(context.app, label);
    return {
      zoe: await net.learner('Zoé', 'Aubert', net.schoolA),
      wendy: await net.learner('Wendy', 'Dupuis', net.schoolB),
      ...(await net.team()),
    };
  }
  beforeAll(async () => {
    people = await setUp();
  });

  let clock = Date.now() - 60_000;
  /** A new request sent by a learner, their previous open one closed first (one open each). */
  async function examRequest(learner: { id: string; inscription: number }) {
    const id = newId();
    clock += 1000;
    await context.app.db
      .updateTable('exam_requests')
      .set({ status: 'annulee' })
      .where('user_id', '=', learner.id)
      .where('status', '=', 'envoyee')
      .execute();
    await context.app.db
      .insertInto('exam_requests')
      .values({
        id,
        user_id: learner.id,
        inscription_id: learner.inscription,
        licence_code: 'b',
        neph: null,
        period: 'des_que_possible',
        centre: 'La Poste, Lyon 7e',
        phone: null,
        comment: null,
        status: 'envoyee',
        school_notified: 1,
        created_at: clock,
        updated_at: clock,
      })
      .execute();
    return id;
  }
  const decide = (who: Who, id: string, body: object) =>
    people[who].call('POST', `/central/api/ecole/demandes-examen/${id}/decision`, body);
  /** The booking fields of an exam `inDays` French days from today. */
  const booking = (inDays: number, time = '10:30', centre = 'La Poste — Lyon 7') => ({
    date_examen: dayInFranceAfter(inDays),
    heure_examen: time,
    centre_examen: centre,
  });
  const row = (id: string) =>
    context.app.db
      .selectFrom('exam_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  /** The request as a staff member's inbox lists it. */
  const listed = async (who: Who, id: string) => {
    const inbox = readJson(
      await people[who].call('GET', '/central/api/ecole/reception'),
      inboxSchema,
    );
    const request = inbox.demandes.find((d) => d.id === id);
    if (!request) throw new Error(`request ${id} is not in ${who}’s inbox`);
    return request;
  };
  /** Zoé's request confirmed for today, so that its result may be recorded. */
  async function bookedToday() {
    const id = await examRequest(people.zoe);
    const confirmed = await decide('instructor', id, { decision: 'confirmer', ...booking(0) });
    expect(confirmed.statusCode).toBe(200);
    return id;
  }
  return {
    context,
    mails,
    net: () => net,
    people: () => people,
    examRequest,
    decide,
    booking,
    row,
    listed,
    bookedToday,
  };
}
