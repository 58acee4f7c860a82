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
import type { App } from '../app.js';
import {
  DEFAULT_MEMORY_MODEL,
  MEMORY_COLUMNS,
  memoryOfRow,
  MemoryModel,
} from '../modules/series/memory.js';
import { memoryModelOf } from '../modules/series/memory-parameters.repository.js';
import { reviewHistory } from '../modules/series/memory.repository.js';
import type { CommandContext } from './command.js';
import { fitMemory } from './memory-fit.js';
import { replayMemories } from './memory-replay.js';

const DAY = 86_400_000;
/** The days the copied learners practise on, from the first. */
const DAYS = [0, 1, 2, 4, 8, 9, 15, 16, 24];

/**
 * A bank whose learners forget in days: the 40 questions of one played attempt, copied for
 * other inscriptions over nine days. A question is answered right with a guess's chance (one in
 * five) plus what is remembered, which halves every half-life: a day at first, two and a half
 * times longer after a right answer, a third shorter after a wrong one. FSRS-6's defaults, fitted
 * on learners who keep a question for weeks, expect more of them.
 */
async function seedForgetfulLearners(app: App, template: number, start: number) {
  const { db } = app;
  const attempt = await db
    .selectFrom('attempts')
    .selectAll()
    .where('id', '=', template)
    .executeTakeFirstOrThrow();
  const questions = await db
    .selectFrom('attempt_questions')
    .selectAll()
    .where('attempt_id', '=', template)
    .execute();
  // Ten inscriptions of the same learner, by ids of our own: inscription ids are random, and
  // a fit holds out those divisible by five (two of these).
  const inscription = await db
    .selectFrom('inscriptions')
    .selectAll()
    .where('id', '=', attempt.inscription_id)
    .executeTakeFirstOrThrow();
  const others = Array.from({ length: 10 }, (_, n) => ({ id: 800_001 + n }));
  await db
    .insertInto('inscriptions')
    .values(others.map(({ id }) => ({ ...inscription, id })))
    .execute();
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  let copyId = 900_000;
  for (const { id: inscriptionId } of others) {
    const memory = new Map<string, { at: number; halfLife: number }>();
    for (const day of DAYS) {
      const at = start + day * DAY;
      const copy = { ...attempt, id: (copyId += 1), inscription_id: inscriptionId, created_at: at };
      await db
        .insertInto('attempts')
        .values({ ...copy, updated_at: at })
        .execute();
      const answers = questions.map((q) => {
        const known = memory.get(q.question_id);
        const kept = known ? 2 ** (-(at - known.at) / DAY / known.halfLife) : 0.5;
        const right = random() < 0.2 + 0.8 * kept;
        const halfLife = known?.halfLife ?? 1;
        memory.set(q.question_id, { at, halfLife: right ? halfLife * 2.5 : halfLife * 0.7 });
        return {
          ...q,
          attempt_id: copy.id,
          answer: right ? q.correct_letters : '',
          correct: right ? 1 : 0,
          answered_at: at + q.position * 10_000,
        };
      });
      await db.insertInto('attempt_questions').values(answers).execute();
    }
  }
  return others.length;
}

const terminal = (app: App) => {
  const printed: string[] = [];
  const context = {
    db: app.db,
    print: (line: string) => printed.push(line),
    warn: () => {},
    progress: () => () => {},
  } as unknown as CommandContext;
  return { context, printed };
};

// Issue #44, point 4: a bank's weights fitted on its answers, kept only when they predict the
// answers of learners held out better than the defaults, then its learners' memories replayed.
describe.each(testEngines())('memory-fit on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: writeSeriesContent() });

  it('fits a bank whose learners forget fast, keeps it, and replays their memories', async () => {
    const { app } = context;
    const lea = await learner(app, 'eleve@demo.test');
    const id = await started(lea, 'essai-examen-1', 'entrainement');
    for (let n = 0; n < 40; n += 1) {
      const q = readJson(await lea.question(id), questionResponseSchema);
      await lea.answer(id, q.identifiant, n % 4 === 0 ? '' : rightLetters(q));
    }
    const copies = await seedForgetfulLearners(app, id, Date.now() - 30 * DAY);
    const played = await app.db
      .selectFrom('attempts')
      .select('inscription_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const inscriptionId = Number(played.inscription_id);
    expect(copies).toBe(10);

    // Too few answers in the other bank; a trial saves nothing.
    const trial = terminal(app);
    expect(await fitMemory(trial.context, { dryRun: true })).toBe(0);
    expect(trial.printed[0]).toMatch(
      /^autre\u202f: 0 réponse\(s\) à apprendre .* paramètres par défaut gardés\.$/,
    );
    expect(trial.printed.join('\n')).toMatch(
      /perte logarithmique 0,\d{3} avec les paramètres par défaut, 0,\d{3} ajustés/,
    );
    expect(trial.printed.at(-1)).toBe(
      'essai\u202f: essai (--dry-run)\u202f: rien n’est enregistré.',
    );
    expect(await app.db.selectFrom('memory_parameters').selectAll().execute()).toEqual([]);

    const run = terminal(app);
    expect(await fitMemory(run.context, { bank: 'essai', dryRun: false })).toBe(0);
    const saved = await app.db
      .selectFrom('memory_parameters')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ bank_id: 'essai', replay_after: null });
    expect(Number(saved.log_loss_fitted)).toBeLessThan(Number(saved.log_loss_defaults));
    const weights = JSON.parse(saved.weights) as number[];
    expect(weights).toHaveLength(21);
    // Every node reads the bank's new model (the fit bumped the content stamp).
    expect((await memoryModelOf(app.db, 'essai')).weights).toEqual(
      new MemoryModel(weights).weights,
    );
    expect((await memoryModelOf(app.db, 'autre')).weights).not.toEqual(weights);

    // The learner's memories are those her answers make under the fitted weights.
    const memories = async () => {
      const rows = await app.db
        .selectFrom('learner_question_stats')
        .select(['question_id', ...MEMORY_COLUMNS])
        .where('inscription_id', '=', inscriptionId)
        .execute();
      return new Map(rows.map((row) => [row.question_id, memoryOfRow(row)]));
    };
    const replayed = new MemoryModel(weights).replay(await reviewHistory(app.db, inscriptionId));
    expect(await memories()).toEqual(replayed);

    // A live answer learns under them too.
    const next = await started(lea, 'essai-examen-1', 'entrainement');
    const q = readJson(await lea.question(next), questionResponseSchema);
    await lea.answer(next, q.identifiant, rightLetters(q));
    const history = await reviewHistory(app.db, inscriptionId);
    expect(history).toHaveLength(41);
    expect(await memories()).toEqual(new MemoryModel(weights).replay(history));
    expect(await memories()).not.toEqual(DEFAULT_MEMORY_MODEL.replay(history));

    // A replay stopped half-way is finished by memory-replay.
    await app.db.updateTable('memory_parameters').set({ replay_after: 0 }).execute();
    await app.db
      .updateTable('learner_question_stats')
      .set({ stability: 1, difficulty: 5 })
      .where('inscription_id', '=', inscriptionId)
      .execute();
    expect(await replayMemories(terminal(app).context)).toBe(0);
    expect(await memories()).toEqual(new MemoryModel(weights).replay(history));
    const left = await app.db.selectFrom('memory_parameters').select('replay_after').execute();
    expect(left).toEqual([{ replay_after: null }]);
  });

  it('says which bank it does not know', async () => {
    await expect(
      fitMemory(terminal(context.app).context, { bank: 'nulle', dryRun: true }),
    ).rejects.toThrow('Banque inconnue\u202f: nulle (autre, essai).');
  });
});
