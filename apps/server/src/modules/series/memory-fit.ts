import { daysBetween, Rating, type MemoryModel, type ReviewEvent } from './memory.js';

// What `memory-fit` (issue #44, point 4; ADR 0034) learns from and judges by, apart from the
// database and the optimiser: the reviews of a bank's learners turned into the sequences FSRS's
// optimiser reads, and how well a model predicts answers it has not learnt from.

/** One review as the optimiser reads it: its rating and the days since the one before (0 first). */
export interface TrainingReview {
  rating: number;
  days: number;
}

/**
 * Each question's reviews by one learner, a review a day (a second answer the same day leaves
 * the model's memory as it is, ADR 0034): the sequences whose prefixes of two reviews or more
 * the optimiser learns to predict the last of. A question reviewed on one day only teaches it
 * nothing and is left out.
 */
export function trainingSequences(history: readonly ReviewEvent[]): TrainingReview[][] {
  const byQuestion = new Map<string, { at: number; reviews: TrainingReview[] }>();
  for (const event of history) {
    const kept = byQuestion.get(event.question_id);
    if (!kept) {
      byQuestion.set(event.question_id, {
        at: event.at,
        reviews: [{ rating: event.rating, days: 0 }],
      });
      continue;
    }
    const days = daysBetween(kept.at, event.at);
    if (days < 1) continue;
    kept.reviews.push({ rating: event.rating, days });
    kept.at = event.at;
  }
  return [...byQuestion.values()].map((kept) => kept.reviews).filter((r) => r.length > 1);
}

/** The reviews a sequence gives the optimiser to predict: all but its first. */
export const predictedReviews = (sequences: readonly TrainingReview[][]) =>
  sequences.reduce((sum, sequence) => sum + sequence.length - 1, 0);

/**
 * The learners whose answers judge a fit rather than feed it: one in five, by inscription,
 * the same at every run, so that a model is never judged on the answers it learnt from.
 */
export const heldOut = (inscriptionId: number) => inscriptionId % 5 === 0;

/** One predicted answer: the chance the model gave it, and whether it was right. */
export interface Prediction {
  p: number;
  right: boolean;
}

/**
 * Each answer to a question a learner reviewed before, predicted by `model` from the answers
 * before it (then learnt, as the product does); a first answer is left out, the model says
 * nothing of a question it has never seen. Histories oldest first.
 */
export function predictionsOf(
  model: MemoryModel,
  histories: Iterable<readonly ReviewEvent[]>,
): Prediction[] {
  const predictions: Prediction[] = [];
  for (const history of histories) {
    const memories = new Map<string, ReturnType<MemoryModel['review']>>();
    for (const event of history) {
      const memory = memories.get(event.question_id) ?? null;
      const p = model.retrievability(memory, event.at);
      if (p !== null) predictions.push({ p, right: event.rating !== Rating.Again });
      memories.set(event.question_id, model.review(memory, event.rating, event.at));
    }
  }
  return predictions;
}

const clamp = (p: number) => Math.min(1 - 1e-6, Math.max(1e-6, p));

/** The mean log loss of predictions: lower is better; 0.693 is a coin's. */
export const logLoss = (predictions: readonly Prediction[]) =>
  predictions.reduce((sum, { p, right }) => sum - Math.log(right ? clamp(p) : 1 - clamp(p)), 0) /
  Math.max(1, predictions.length);

/** The calibration table: by tenth of predicted chance, the mean predicted and the rate observed. */
export function deciles(predictions: readonly Prediction[]) {
  return Array.from({ length: 10 }, (_, decile) => {
    const bin = predictions.filter(
      ({ p }) => p >= decile / 10 && (p < (decile + 1) / 10 || (decile === 9 && p <= 1)),
    );
    const answers = bin.length;
    return {
      from: decile / 10,
      answers,
      predicted: answers && bin.reduce((sum, { p }) => sum + p, 0) / answers,
      observed: answers && bin.filter(({ right }) => right).length / answers,
    };
  }).filter((row) => row.answers > 0);
}
