import { z } from 'zod';
import { bankLicences } from '../modules/content/content.repository.js';
import { DEFAULT_MEMORY_MODEL, MemoryModel, type ReviewEvent } from '../modules/series/memory.js';
import {
  deciles,
  heldOut,
  logLoss,
  predictedReviews,
  predictionsOf,
  trainingSequences,
  type Prediction,
  type TrainingReview,
} from '../modules/series/memory-fit.js';
import { latestBankLearners, saveFit } from '../modules/series/memory-parameters.repository.js';
import { bankHistories } from '../modules/series/memory.repository.js';
import { APP, defineCommand, type CommandContext } from './command.js';
import { replayBank } from './memory-replay.js';
import { CommandError, integerSchema } from './options.js';

// Issue #44, point 4 (ADR 0034): FSRS-6's weights fitted on one bank's answers by the
// open-spaced-repetition project's own optimiser (fsrs-rs, through its Node binding), kept only
// when they predict the answers of learners they did not learn from better than the defaults.
// Per bank, never per learner: a learner's few hundred answers would fit their noise.

/** Reviews to predict, below which a fit says more of its sample than of the bank's learners. */
export const MIN_REVIEWS = 1_000;
/** The latest learners a fit reads by default: enough for the optimiser, bounded in memory. */
const LEARNERS = 5_000;
/** Learners read per query. */
const PAGE = 200;

const number = new Intl.NumberFormat('fr-FR');
const loss = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const percent = new Intl.NumberFormat('fr-FR', {
  maximumFractionDigits: 1,
  minimumFractionDigits: 1,
});

/** The optimiser, loaded only by this command: the server never needs its native module. */
export async function optimise(sequences: readonly TrainingReview[][]): Promise<number[]> {
  const { computeParameters, FSRSBindingItem, FSRSBindingReview } =
    await import('@open-spaced-repetition/binding');
  const items = sequences.flatMap((sequence) => {
    const reviews = sequence.map((r) => new FSRSBindingReview(r.rating, r.days));
    return reviews.slice(1).map((_, index) => new FSRSBindingItem(reviews.slice(0, index + 2)));
  });
  return computeParameters(items, { enableShortTerm: false, numRelearningSteps: 0 });
}

/** The calibration table of both models, side by side, by tenth of predicted chance. */
function table(context: CommandContext, before: Prediction[], after: Prediction[]) {
  const pct = (p: number) => `${percent.format(p * 100)}\u00a0%`.padStart(9);
  const side = (row: ReturnType<typeof deciles>[number] | undefined) =>
    row
      ? `${number.format(row.answers).padStart(8)} ${pct(row.predicted)} ${pct(row.observed)}`
      : ' '.repeat(28);
  context.print(
    '  chance prévue   par défaut\u202f: réponses, prévue, observée | ajustés\u202f: de même',
  );
  const [defaults, fitted] = [before, after].map(
    (predictions) => new Map(deciles(predictions).map((row) => [row.from, row])),
  );
  for (let tenth = 0; tenth < 10; tenth += 1) {
    const [one, other] = [defaults?.get(tenth / 10), fitted?.get(tenth / 10)];
    if (!one && !other) continue;
    const range = `${tenth * 10}–${tenth * 10 + 10}\u00a0%`.padStart(10);
    context.print(`  ${range}   ${side(one)} | ${side(other)}`);
  }
}

/** Reads a bank's latest learners' reviews: the sequences to learn from, the histories held out. */
async function readBank(context: CommandContext, bankId: string, learners: number) {
  const ids = (await latestBankLearners(context.db, bankId, learners)).map((row) =>
    Number(row.inscription_id),
  );
  const progress = context.progress(`élèves lus (${bankId})`);
  const sequences: TrainingReview[][] = [];
  const judged: ReviewEvent[][] = [];
  progress(0, ids.length);
  for (let first = 0; first < ids.length; first += PAGE) {
    const page = ids.slice(first, first + PAGE);
    for (const [id, history] of await bankHistories(context.db, bankId, page)) {
      if (heldOut(id)) judged.push(history);
      else sequences.push(...trainingSequences(history));
    }
    progress(Math.min(first + PAGE, ids.length), ids.length);
  }
  return { learners: ids.length, sequences, judged };
}

async function fitBank(
  context: CommandContext,
  bankId: string,
  options: { learners: number; dryRun: boolean },
) {
  const { learners, sequences, judged } = await readBank(context, bankId, options.learners);
  const reviews = predictedReviews(sequences);
  const before = predictionsOf(DEFAULT_MEMORY_MODEL, judged);
  if (reviews < MIN_REVIEWS || before.length < MIN_REVIEWS / 4) {
    context.print(
      `${bankId}\u202f: ${number.format(reviews)} réponse(s) à apprendre et ${number.format(before.length)} pour juger (il en faut ${number.format(MIN_REVIEWS)} et ${number.format(MIN_REVIEWS / 4)})\u202f: paramètres par défaut gardés.`,
    );
    return;
  }
  const weights = await optimise(sequences);
  const fitted = new MemoryModel(weights);
  const after = predictionsOf(fitted, judged);
  const [lossBefore, lossAfter] = [logLoss(before), logLoss(after)];
  context.print(
    `${bankId}\u202f: ${number.format(reviews)} réponses apprises de ${number.format(learners)} élèves\u202f; jugés sur ${number.format(before.length)} réponses de ${number.format(judged.length)} élève(s) mis de côté\u202f: perte logarithmique ${loss.format(lossBefore)} avec les paramètres par défaut, ${loss.format(lossAfter)} ajustés.`,
  );
  table(context, before, after);
  if (lossAfter >= lossBefore) {
    context.print(
      `${bankId}\u202f: les paramètres ajustés ne prédisent pas mieux\u202f: rien ne change.`,
    );
    return;
  }
  if (options.dryRun) {
    context.print(`${bankId}\u202f: essai (--dry-run)\u202f: rien n’est enregistré.`);
    return;
  }
  const fit = { bankId, weights, reviews, logLossDefaults: lossBefore, logLossFitted: lossAfter };
  await saveFit(context.db, fit);
  await replayBank(context, bankId, 0);
}

const schema = z.object({
  bank: z.string().trim().min(1).optional(),
  learners: integerSchema(100, 1_000_000).optional(),
  dryRun: z.boolean().default(false),
});

export async function fitMemory(context: CommandContext, options: z.output<typeof schema>) {
  const banks = [...new Set((await bankLicences(context.db)).map((row) => row.bankId))].sort();
  if (options.bank !== undefined && !banks.includes(options.bank)) {
    throw new CommandError(`Banque inconnue\u202f: ${options.bank} (${banks.join(', ')}).`);
  }
  const learners = options.learners ?? LEARNERS;
  for (const bankId of options.bank === undefined ? banks : [options.bank]) {
    await fitBank(context, bankId, { learners, dryRun: options.dryRun });
  }
  return 0;
}

export const memoryFitCommand = defineCommand({
  name: 'memory-fit',
  summary: 'Ajuste les paramètres du modèle de mémoire de chaque banque sur ses réponses.',
  synopsis: '[--bank <id>] [--learners <n>] [--dry-run]',
  description:
    'Ajuste les 21 paramètres de FSRS sur les réponses des derniers élèves de chaque banque (un élève sur cinq mis de côté pour juger), les garde seulement s’ils prédisent mieux que les paramètres par défaut, puis rejoue la mémoire des élèves de la banque avec eux. Sans risque pendant le service\u202f; un rejeu interrompu se termine avec memory-replay.',
  options: [
    { name: 'bank', value: '<id>', help: 'une seule banque (code-route, moto…)' },
    {
      name: 'learners',
      value: '<n>',
      help: `élèves lus par banque, les derniers inscrits (${number.format(LEARNERS)} par défaut)`,
    },
    { name: 'dry-run', help: 'affiche le résultat sans rien enregistrer' },
  ],
  examples: [`${APP} memory-fit --dry-run`, `${APP} memory-fit --bank code-route`],
  schema,
  run: fitMemory,
});
