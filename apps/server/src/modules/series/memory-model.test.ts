import { questionResponseSchema } from '@prepacode/domain/contracts/player.contract';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { testEngines } from '../../../test/helpers/databases.js';
import { readJson } from '../../../test/helpers/read-json.js';
import {
  fakeDate,
  learner,
  rightLetters,
  started,
  writeSeriesContent,
  type Learner,
} from '../../../test/helpers/series-fixture.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { DEFAULT_MEMORY_MODEL as model, Rating, type ReviewEvent } from './memory.js';
import { MEMORY_COLUMNS, memoryOfRow } from './memory.js';
import { reviewHistory } from './memory.repository.js';

// Issue #44, point 1: every answer of every kind of series moves the question's memory in the
// answer's own transaction, and the state it leaves is the one a replay of the same answers
// from scratch gives.
const contentDir = writeSeriesContent();
// In seconds, as `wait` counts.
const DAY = 86_400;

async function memories(db: Kysely<Database>, inscriptionId: number) {
  const rows = await db
    .selectFrom('learner_question_stats')
    .select(['question_id', ...MEMORY_COLUMNS])
    .where('inscription_id', '=', inscriptionId)
    .execute();
  return new Map(rows.map((row) => [row.question_id, memoryOfRow(row)]));
}

const inscriptionOf = async (db: Kysely<Database>, attemptId: number) =>
  Number(
    (
      await db
        .selectFrom('attempts')
        .select('inscription_id')
        .where('id', '=', attemptId)
        .executeTakeFirstOrThrow()
    ).inscription_id,
  );

describe.each(testEngines())('the memory model on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });
  const { wait } = fakeDate(Date.now());
  // Days go by between series: the learner signs in again, as their session has expired.
  const again = () => learner(context.app, 'eleve@demo.test');

  /** Plays a whole series, each answer picked, waited for and rated by the test itself. */
  async function play(
    lea: Learner,
    id: number,
    pick: (n: number) => { right: boolean; seconds: number } | 'none',
    events: ReviewEvent[],
  ) {
    for (let n = 1; ; n += 1) {
      const q = readJson(await lea.question(id), questionResponseSchema);
      await lea.shown(id, q.identifiant);
      const how = pick(n);
      wait(how === 'none' ? 0 : how.seconds);
      const reponse = how === 'none' ? '' : how.right ? rightLetters(q) : wrongLetter(q);
      const response = await lea.answer(id, q.identifiant, reponse);
      expect(response.statusCode, response.body).toBe(200);
      const timed = q.temps_imparti !== null;
      const rating =
        how === 'none' || !how.right
          ? Rating.Again
          : timed && how.seconds > 15
            ? Rating.Hard
            : Rating.Good;
      events.push({ question_id: q.identifiant, at: Date.now(), rating });
      if (n === q.total) return;
    }
  }

  it('keeps each question’s memory as a replay of the learner’s answers from scratch gives it', async () => {
    const { db } = context.app;
    const lea = await learner(context.app, 'eleve@demo.test');
    const events: ReviewEvent[] = [];
    const training = await started(lea, 'essai-theme-l', 'entrainement');
    await play(lea, training, () => ({ right: true, seconds: 30 }), events);
    wait(3 * DAY);
    // A timed mock exam: slow right answers (Hard), quick ones, mistakes and a silence.
    const back = await again();
    const exam = await started(back, 'essai-examen-1');
    await play(
      back,
      exam,
      (n) => (n === 5 ? 'none' : { right: n % 4 !== 0, seconds: n % 3 === 0 ? 16 : 4 }),
      events,
    );
    wait(6 * DAY);
    const later = await again();
    const third = await started(later, 'essai-theme-l', 'entrainement');
    await play(later, third, () => ({ right: true, seconds: 3 }), events);

    const inscriptionId = await inscriptionOf(db, exam);
    const kept = await memories(db, inscriptionId);
    expect(kept.size).toBe(40);
    expect(kept).toEqual(model.replay(events));
    // What `memory:replay` reads from the history gives the same.
    expect(model.replay(await reviewHistory(db, inscriptionId))).toEqual(kept);
    expect(kept.get('ES-L-001')).toMatchObject({ reviews: 3, lapses: 0 });
  });

  it('replays a question kept before the model on its next answer, then goes on from there', async () => {
    const { db } = context.app;
    const lea = await learner(context.app, 'eleve@demo.test');
    const events: ReviewEvent[] = [];
    const first = await started(lea, 'essai-theme-l', 'entrainement');
    await play(lea, first, (n) => ({ right: n === 1, seconds: 5 }), events);
    const inscriptionId = await inscriptionOf(db, first);
    // As the migration left the rows written before it: counted, but no memory yet.
    await db
      .updateTable('learner_question_stats')
      .set({ reviews: null, stability: null, difficulty: null, reviewed_at: null })
      .where('inscription_id', '=', inscriptionId)
      .execute();
    wait(4 * DAY);
    const back = await again();
    await play(
      back,
      await started(back, 'essai-theme-l', 'entrainement'),
      () => ({ right: true, seconds: 5 }),
      events,
    );
    // The learner's earlier answers (the test above) are replayed with these.
    const history = await reviewHistory(db, inscriptionId);
    const replayed = model.replay(history);
    const kept = await memories(db, inscriptionId);
    for (const { question_id } of events) {
      const answered = history.filter((event) => event.question_id === question_id).length;
      expect(kept.get(question_id)).toEqual(replayed.get(question_id));
      expect(kept.get(question_id)?.reviews).toBe(answered);
    }
    // The others wait for `memory:replay`.
    expect(kept.get('ES-C-001')?.reviews).toBeNull();
  });
});

/** A wrong answer to a question of the fixture, whatever its lettering. */
function wrongLetter(q: { propositions: { lettre: string }[] }): string {
  const right = new Set(rightLetters(q as never).split(','));
  return q.propositions.find((p) => !right.has(p.lettre))?.lettre ?? 'A';
}

// Two tabs of one learner answer the same question in two series at once: each answer is a
// review, none lost, and the memory is the one their replay gives. Both engines write from the
// memory read with the question, which the other tab's answer may have moved meanwhile.
describe.each(testEngines())('the memory model on %s, written at once', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });

  it('counts both reviews of a question answered in two series at the same time', async () => {
    const { db } = context.app;
    const lea = await learner(context.app, 'eleve@demo.test');
    let inscriptionId = 0;
    for (let round = 0; round < 5; round += 1) {
      // Both series open on ES-L-001; a third request sends the first answer again.
      const ids = [
        await started(lea, 'essai-theme-l', 'entrainement'),
        await started(lea, 'essai-bienvenue', 'entrainement'),
      ];
      const questions = await Promise.all(
        ids.map(async (id) => readJson(await lea.question(id), questionResponseSchema)),
      );
      const sent = await Promise.all(
        [0, 1, 0].map((n) =>
          lea.answer(ids[n] ?? 0, 'ES-L-001', rightLetters(questions[n] as never)),
        ),
      );
      expect(
        sent.map((response) => response.statusCode),
        sent.map((r) => r.body).join(),
      ).toEqual([200, 200, 200]);
      // The thematic series ends, so that the next round starts it afresh.
      const second = readJson(await lea.question(ids[0] ?? 0), questionResponseSchema);
      await lea.answer(ids[0] ?? 0, second.identifiant, rightLetters(second));
      inscriptionId = await inscriptionOf(db, ids[0] ?? 0);
    }
    const kept = await memories(db, inscriptionId);
    expect(kept.get('ES-L-001')?.reviews).toBe(10);
    expect(kept).toEqual(model.replay(await reviewHistory(db, inscriptionId)));
  });
});
