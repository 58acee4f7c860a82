import { questionResponseSchema } from '@prepacode/domain/contracts/player.contract';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../test/helpers/databases.js';
import { readJson } from '../../test/helpers/read-json.js';
import {
  learner,
  rightLetters,
  started,
  writeSeriesContent,
} from '../../test/helpers/series-fixture.js';
import { useTestApp } from '../../test/helpers/test-app.js';
import { DEFAULT_MEMORY_MODEL } from '../modules/series/memory.js';
import { memoryModelOf, saveFit } from '../modules/series/memory-parameters.repository.js';
import { replayAllMemories, reviewHistory } from '../modules/series/memory.repository.js';

// Issue #44, point 4: a bank's replay under new weights (`memory-fit`, `memory-replay`) runs on a
// live node, while its learners answer. Each row is written only where its reviews are still
// those of the history the replay read: an answer that lands in between keeps its review. The
// replay and an answer take the learner's rows in two orders: the replay gives way (before this
// test, each answer waited a second for PostgreSQL's deadlock detection, and some failed).
// PostgreSQL only: SQLite's one writer cannot race.
const postgres = testEngines().filter((engine) => engine === 'postgres');

describe.each(postgres)('a bank replayed while its learner answers, on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: writeSeriesContent() });

  it('loses none of the answers made during the replay', async () => {
    const { db } = context.app;
    const lea = await learner(context.app, 'eleve@demo.test');
    const answerAll = async (id: number, wrongEvery: number) => {
      for (let n = 0; n < 40; n += 1) {
        const q = readJson(await lea.question(id), questionResponseSchema);
        const answered = await lea.answer(
          id,
          q.identifiant,
          n % wrongEvery === 0 ? '' : rightLetters(q),
        );
        expect(answered.statusCode).toBe(200);
      }
    };
    const first = await started(lea, 'essai-examen-1', 'entrainement');
    await answerAll(first, 3);
    const { inscription_id } = await db
      .selectFrom('attempts')
      .select('inscription_id')
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    const inscriptionId = Number(inscription_id);

    // New weights for the bank, as a fit keeps them: the answers from now on learn under them.
    const weights = DEFAULT_MEMORY_MODEL.weights.map((w, n) => (n < 4 ? w / 3 : w));
    await saveFit(db, {
      bankId: 'essai',
      weights,
      reviews: 40,
      logLossDefaults: 0.6,
      logLossFitted: 0.5,
    });
    const model = await memoryModelOf(db, 'essai');
    expect(model.weights.slice(0, 4)).toEqual(weights.slice(0, 4));

    // The same forty questions answered again while the learner's memories are replayed over
    // and over, each replay in its transaction as `replayBank` runs them.
    const race = { answering: true };
    let replays = 0;
    const replaying = (async () => {
      while (race.answering) {
        await replayAllMemories(db, model, inscriptionId);
        replays += 1;
      }
    })();
    const second = await started(lea, 'essai-examen-1', 'entrainement');
    await answerAll(second, 4).finally(() => (race.answering = false));
    await replaying;
    expect(replays).toBeGreaterThan(1);

    // Every question's memory holds every review its history has, the last one included.
    const history = await reviewHistory(db, inscriptionId);
    expect(history).toHaveLength(80);
    const rows = await db
      .selectFrom('learner_question_stats')
      .select(['question_id', 'reviews', 'reviewed_at'])
      .where('inscription_id', '=', inscriptionId)
      .execute();
    expect(rows).toHaveLength(40);
    for (const row of rows) {
      const reviews = history.filter((event) => event.question_id === row.question_id);
      expect({
        question: row.question_id,
        reviews: row.reviews,
        at: Number(row.reviewed_at),
      }).toEqual({
        question: row.question_id,
        reviews: reviews.length,
        at: reviews.at(-1)?.at,
      });
    }
  });
});
