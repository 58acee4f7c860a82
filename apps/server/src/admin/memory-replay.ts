import { z } from 'zod';
import {
  bankLearnerCount,
  bankLearnersAfter,
  memoryModelOf,
  memoryModelOfLicence,
  replaysLeft,
  setReplayAfter,
} from '../modules/series/memory-parameters.repository.js';
import {
  learnersToReplay,
  replayAllMemories,
  writeReplayed,
} from '../modules/series/memory.repository.js';
import { APP, defineCommand, type CommandContext } from './command.js';

// Issue #44 (ADR 0034): the memories the answers make, replayed from the history in their order:
// point 1, for the questions answered before the model came in; point 4, for a bank's learners
// once `memory-fit` changed its weights. The work left is kept in the database (the rows still
// to replay, where a bank's replay stands), so a run stopped half-way is taken up by the next;
// a live answer replays a row it meets first itself, and each keeps what the other wrote.

/**
 * A bank's learners read per query. Each is replayed in a transaction of its own, holding their
 * rows (memory.repository.ts `replayTransaction`): an answer of theirs meanwhile waits for that
 * learner's replay alone, not for a block's.
 */
const LEARNERS_PER_READ = 50;

/** The rows kept before the model: each learner's replayed under their bank's model. */
async function replayOlderRows(context: CommandContext) {
  const { db } = context;
  const learners = await learnersToReplay(db);
  const progress = context.progress('élèves');
  let questions = 0;
  progress(0, learners.length);
  for (const [done, learner] of learners.entries()) {
    const model = await memoryModelOfLicence(db, learner.licence_code);
    questions += await writeReplayed(db, model, Number(learner.inscription_id));
    progress(done + 1, learners.length);
  }
  context.print(
    learners.length === 0
      ? 'Aucune mémoire à rejouer\u202f: chaque question répondue a la sienne.'
      : `${learners.length} élève(s), ${questions} question(s)\u202f: mémoire rejouée depuis l’historique.`,
  );
}

/**
 * Replays the memories of a bank's learners under its weights, from after `after` (an
 * inscription), each learner's commit saying where the replay stands.
 */
export async function replayBank(context: CommandContext, bankId: string, after: number) {
  const { db } = context;
  const model = await memoryModelOf(db, bankId);
  const total = await bankLearnerCount(db, bankId);
  const progress = context.progress(`élèves (${bankId})`);
  let done = 0;
  progress(0, total);
  for (let last = after; ;) {
    const block = (await bankLearnersAfter(db, bankId, last, LEARNERS_PER_READ)).map((row) =>
      Number(row.inscription_id),
    );
    for (const id of block) {
      await replayAllMemories(db, model, id, { then: (trx) => setReplayAfter(trx, bankId, id) });
    }
    const end = block.at(-1);
    if (end === undefined) break;
    last = end;
    done += block.length;
    progress(Math.min(done, total), total);
  }
  await setReplayAfter(db, bankId, null);
  context.print(`${bankId}\u202f: mémoire des élèves rejouée avec les paramètres de la banque.`);
}

export async function replayMemories(context: CommandContext): Promise<number> {
  await replayOlderRows(context);
  for (const left of await replaysLeft(context.db)) {
    await replayBank(context, left.bank_id, Number(left.replay_after));
  }
  return 0;
}

export const memoryReplayCommand = defineCommand({
  name: 'memory-replay',
  summary: 'Rejoue l’historique des élèves dans le modèle de mémoire (après une mise à jour).',
  synopsis: '',
  description:
    'Donne à chaque question répondue avant le modèle de mémoire (FSRS) l’état que ses réponses font, rejouées dans leur ordre, puis termine le rejeu d’une banque dont `memory-fit` a changé les paramètres. Sans risque pendant le service\u202f; interrompue, la commande reprend où elle s’était arrêtée.',
  options: [],
  examples: [`${APP} memory-replay`],
  schema: z.object({}),
  run: replayMemories,
});
