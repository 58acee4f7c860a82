import { z } from 'zod';
import { replay } from '../modules/series/memory.js';
import {
  learnersToReplay,
  reviewHistory,
  writeReplayed,
} from '../modules/series/memory.repository.js';
import { APP, defineCommand, type CommandContext } from './command.js';

// Issue #44, point 1 (ADR 0034): the questions a learner answered before the memory model came
// in are given the memory their answers make, replayed from the history in their order. The work
// left is exactly the rows still to replay, so a run stopped half-way is taken up by the next;
// the answer path replays a row it meets first itself, and each keeps what the other wrote.

/** Learners replayed per transaction: one commit for many, few locks held at once. */
const LEARNERS_PER_COMMIT = 50;

export async function replayMemories(context: CommandContext): Promise<number> {
  const { db } = context;
  const learners = (await learnersToReplay(db)).map((row) => Number(row.inscription_id));
  const progress = context.progress('élèves');
  let questions = 0;
  progress(0, learners.length);
  for (let first = 0; first < learners.length; first += LEARNERS_PER_COMMIT) {
    const block = learners.slice(first, first + LEARNERS_PER_COMMIT);
    questions += await db.transaction().execute(async (trx) => {
      let written = 0;
      for (const inscriptionId of block) {
        const states = replay(await reviewHistory(trx, inscriptionId));
        written += await writeReplayed(trx, inscriptionId, states);
      }
      return written;
    });
    progress(first + block.length, learners.length);
  }
  context.print(
    learners.length === 0
      ? 'Aucune mémoire à rejouer\u202f: chaque question répondue a la sienne.'
      : `${learners.length} élève(s), ${questions} question(s)\u202f: mémoire rejouée depuis l’historique.`,
  );
  return 0;
}

export const MEMORY_COMMANDS = [
  defineCommand({
    name: 'memory-replay',
    summary:
      'Rejoue l’historique des élèves dans le modèle de mémoire (une fois après la mise à jour).',
    synopsis: '',
    description:
      'Donne à chaque question répondue avant le modèle de mémoire (FSRS) l’état que ses réponses font, rejouées dans leur ordre. Sans risque pendant le service\u202f; interrompue, la commande reprend où elle s’était arrêtée.',
    options: [],
    examples: [`${APP} memory-replay`],
    schema: z.object({}),
    run: replayMemories,
  }),
];
