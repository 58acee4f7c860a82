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
import type { CommandContext } from './command.js';
import { replayMemories } from './memory-replay.js';

// Issue #44, point 1: the histories kept before the memory model are replayed into it by a
// command that can be stopped and run again.
describe.each(testEngines())('memory-replay on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: writeSeriesContent() });

  it('gives the rows kept before the model the memory their answers make, once', async () => {
    const { db } = context.app;
    const lea = await learner(context.app, 'eleve@demo.test');
    const id = await started(lea, 'essai-examen-1', 'entrainement');
    for (let n = 0; n < 40; n += 1) {
      const q = readJson(await lea.question(id), questionResponseSchema);
      await lea.answer(id, q.identifiant, n % 3 === 0 ? '' : rightLetters(q));
    }
    const rows = () =>
      db
        .selectFrom('learner_question_stats')
        .selectAll()
        .orderBy('inscription_id')
        .orderBy('question_id')
        .execute();
    const live = await rows();
    expect(live.length).toBeGreaterThanOrEqual(40);
    // As the migration leaves the rows it found.
    await db
      .updateTable('learner_question_stats')
      .set({ reviews: null, stability: null, difficulty: null, reviewed_at: null, lapses: 0 })
      .execute();

    const printed: string[] = [];
    const progress: [number, number][] = [];
    const terminal = {
      db,
      print: (line: string) => printed.push(line),
      warn: () => {},
      progress: () => (done: number, total: number) => progress.push([done, total]),
    } as unknown as CommandContext;
    expect(await replayMemories(terminal)).toBe(0);
    expect(await rows()).toEqual(live);
    // The demo's other learners with a history are replayed as well.
    const learners = new Set(live.map((row) => row.inscription_id)).size;
    expect(progress.at(-1)).toEqual([learners, learners]);
    expect(printed).toEqual([
      `${learners} élève(s), ${live.length} question(s)\u202f: mémoire rejouée depuis l’historique.`,
    ]);

    // Run again: nothing left to do, nothing changed.
    expect(await replayMemories(terminal)).toBe(0);
    expect(printed.at(-1)).toBe(
      'Aucune mémoire à rejouer\u202f: chaque question répondue a la sienne.',
    );
    expect(await rows()).toEqual(live);
  });
});
