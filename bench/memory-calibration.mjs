// @ts-check
// `node bench/memory-calibration.mjs [sqlite:<file>]` (after `npm run build`): how well the
// memory model (issue #44, ADR 0034) predicts the next answer, against the fixed intervals it
// replaced. Each answer of a history, in its order, is first predicted by both, then learnt by
// both; the report gives their log loss and a calibration table by tenth of predicted chance.
//
// The histories: a simulated cohort, whose learners forget by a law that is not FSRS's (below),
// and, given a database, every learner's answers kept in it (the demo's, a run's).
import Database from 'better-sqlite3';

const serverDist = new URL('../apps/server/dist/', import.meta.url);
const { DEFAULT_MEMORY_MODEL, MemoryModel, Rating } = await import(
  new URL('modules/series/memory.js', serverDist).href
);
const { deciles, heldOut, logLoss, predictionsOf, trainingSequences } = await import(
  new URL('modules/series/memory-fit.js', serverDist).href
);
const { optimise } = await import(new URL('admin/memory-fit.js', serverDist).href);

const DAY = 86_400_000;

/**
 * The scheduler before issue #44 (1, 3, 7, 21, 60 days by right answers in a row) read as a
 * prediction: a question is planned when its chance has fallen to 90 %, so its chance after t
 * days is 0.9^(t / interval), the interval that of its streak; 0 days (just missed) counts as a
 * day.
 */
const INTERVALS = [0, 1, 3, 7, 21, 60];
const fixedChance = (
  /** @type {{ streak: number, at: number }} */ state,
  /** @type {number} */ at,
) => 0.9 ** ((at - state.at) / DAY / Math.max(1, INTERVALS[Math.min(state.streak, 5)] ?? 60));

/**
 * The simulated cohort: each learner has a level, each question a difficulty. A first answer is
 * right with the logistic of their difference. After it, the chance of a right answer is a
 * guess's (one in five: all-or-nothing on two to four propositions) plus what is remembered,
 * which halves every half-life (exponential, with a floor: not FSRS's power law). The half-life
 * starts at `firstHalfLife` days for a question at the learner's level, grows about two and a half
 * times with each right answer and shrinks by a third with each wrong one (the correction is
 * read). Learners practise a session every one to three days, 30 questions each, half of them
 * new, half revised at random among those seen.
 */
function simulatedCohort(
  firstHalfLife = 1.5,
  learners = 300,
  questions = 600,
  days = 60,
  seed = 7,
) {
  let s = seed;
  const random = () => (s = (s * 48271) % 2147483647) / 2147483647;
  const GUESS = 0.2;
  const histories = [];
  for (let l = 0; l < learners; l += 1) {
    const level = (random() - 0.5) * 3;
    const difficulty = Array.from({ length: questions }, () => (random() - 0.5) * 3);
    const truth = new Map();
    const events = [];
    let next = 0;
    for (let day = 0; day < days; day += 1 + Math.floor(random() * 3)) {
      const start = day * DAY + 18 * 3_600_000;
      const seen = [...truth.keys()];
      for (let n = 0; n < 30; n += 1) {
        const at = start + n * 20_000;
        const fresh = n % 2 === 0 || seen.length === 0;
        const q = fresh ? next++ % questions : (seen[Math.floor(random() * seen.length)] ?? 0);
        const gap = level - (difficulty[q] ?? 0);
        const memory = truth.get(q);
        const chance = memory
          ? GUESS + (1 - GUESS) * 2 ** (-(at - memory.at) / DAY / memory.halfLife)
          : 1 / (1 + Math.exp(-gap));
        const right = random() < chance;
        const halfLife = memory ? memory.halfLife : firstHalfLife * Math.exp(gap / 2);
        truth.set(q, {
          at,
          halfLife: right ? halfLife * (2 + random()) : Math.max(0.3, (halfLife * 2) / 3),
        });
        events.push({ question_id: `q${q}`, at, rating: right ? Rating.Good : Rating.Again });
      }
    }
    histories.push(events);
  }
  return histories;
}

/** Every learner's answers kept in a SQLite database, in their order. */
function keptHistories(/** @type {string} */ file) {
  const db = new Database(file, { readonly: true });
  const rows = db
    .prepare(
      `select a.inscription_id as learner, q.question_id, q.answered_at as at, q.correct, q.answer, a.type
         from attempt_questions q join attempts a on a.id = q.attempt_id
        where q.answer is not null order by a.inscription_id, q.answered_at, q.attempt_id, q.position`,
    )
    .all();
  db.close();
  const byLearner = new Map();
  for (const row of /** @type {any[]} */ (rows)) {
    // A classroom question left unanswered is no review (ADR 0034).
    if (row.answer === '' && row.type === 'salle') continue;
    const events = byLearner.get(row.learner) ?? [];
    // All-or-nothing, no clock here: right is Good, wrong is Again (ADR 0034).
    const rating = row.correct === 1 ? Rating.Good : Rating.Again;
    events.push({ question_id: row.question_id, at: Number(row.at), rating });
    byLearner.set(row.learner, events);
  }
  return [...byLearner.values()];
}

/**
 * The fixed intervals' prediction of each answer to a question seen before, as `predictionsOf`
 * gives the memory model's (the same answers, in the same order).
 */
function fixedPredictions(
  /** @type {{ question_id: string, at: number, rating: number }[][]} */ histories,
) {
  const predictions = [];
  for (const events of histories) {
    const fixed = new Map();
    for (const event of events) {
      const old = fixed.get(event.question_id);
      const right = event.rating > 1;
      if (old) predictions.push({ p: fixedChance(old, event.at), right });
      fixed.set(event.question_id, { streak: right ? (old?.streak ?? 0) + 1 : 0, at: event.at });
    }
  }
  return predictions;
}

const percent = (/** @type {number} */ p) => `${(p * 100).toFixed(1).padStart(5)} %`;

function table(/** @type {string} */ name, /** @type {{ p: number, right: boolean }[]} */ rows) {
  const base = rows.filter((row) => row.right).length / Math.max(1, rows.length);
  const constant = logLoss(rows.map(({ right }) => ({ right, p: base })));
  console.log(
    `  ${name}: log loss ${logLoss(rows).toFixed(4)} (the observed rate alone: ${constant.toFixed(4)})`,
  );
  console.log('    predicted   answers  mean predicted  observed right');
  for (const row of deciles(rows)) {
    const range = `${String(row.from * 100).padStart(3)}–${String(row.from * 100 + 10).padEnd(3)} %`;
    console.log(
      `    ${range}  ${String(row.answers).padStart(7)}  ${percent(row.predicted).padStart(13)}  ${percent(row.observed).padStart(13)}`,
    );
  }
}

/**
 * The report on some histories: FSRS-6's defaults against the fixed intervals on all of them;
 * then, as `memory-fit` does (its optimiser, its split), weights fitted on four learners in five
 * and every model judged on the fifth.
 */
async function report(/** @type {string} */ name, /** @type {any[][]} */ histories) {
  const all = fixedPredictions(histories);
  console.log(`\n${name}: ${all.length} answers to questions seen before`);
  if (all.length === 0) return;
  table('FSRS-6 defaults (ts-fsrs)', predictionsOf(DEFAULT_MEMORY_MODEL, histories));
  table('fixed intervals', all);
  const judged = histories.filter((_, index) => heldOut(index + 1));
  const sequences = histories.filter((_, index) => !heldOut(index + 1)).flatMap(trainingSequences);
  const started = performance.now();
  const fitted = new MemoryModel(await optimise(sequences));
  const took = Math.round(performance.now() - started);
  console.log(
    `  fitted on ${histories.length - judged.length} learners in ${took} ms; judged on the other ${judged.length}:`,
  );
  table('FSRS-6 defaults', predictionsOf(DEFAULT_MEMORY_MODEL, judged));
  table('FSRS-6 fitted', predictionsOf(fitted, judged));
  table('fixed intervals', fixedPredictions(judged));
}

// Two cohorts: one that forgets a question in days, one that keeps it for a week or more. Which
// a bank's learners are is what its answers say, and why the parameters are fitted per bank.
await report(
  'A simulated cohort that forgets fast (first half-life 1.5 days; 300 learners, 60 days)',
  simulatedCohort(1.5),
);
await report(
  'A simulated cohort that forgets slowly (first half-life 6 days; 300 learners, 60 days)',
  simulatedCohort(6),
);
const database = process.argv.at(2);
if (database?.startsWith('sqlite:')) {
  await report(`The answers kept in ${database}`, keptHistories(database.slice(7)));
}
