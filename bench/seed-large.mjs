// @ts-check
// `npm run bench:seed -- <database-url>`: a country's worth of data in one database, to show
// that the hot paths' cost does not grow with it (issue #37, point 5): 1,000 schools, 100,000
// learners and 10 million answers (250,000 ended mock exams of 40 questions, with the learners'
// theme and question statistics the answers make). Batched, in transactions of a few thousand
// rows, with a progress bar on standard error. SEED_SCHOOLS, SEED_LEARNERS and SEED_ANSWERS
// change the sizes. The database is prepared as the server's first start does (migrations, the
// banks, the demo accounts), so the server can start on it at once.
//
// Also imported by bench/capacity.mjs (CAPACITY_SEED=1), which measures on such a database.
import { sql } from 'kysely';
import { openDatabase } from './learning.mjs';

const QUESTIONS_PER_ATTEMPT = 40;
const ROWS_PER_INSERT = 1_000;
const INSERTS_PER_TRANSACTION = 20;
const DAY = 86_400_000;

/** First ids of the seeded rows: far from the demo data's and the benchmarks' own. */
const INSCRIPTION_BASE = 2 ** 42;
const ATTEMPT_BASE = 2 ** 45;

function progress(label, done, total) {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const line = `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.floor((done / total) * 100)} % ${label} ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`;
  process.stderr.write(done >= total ? `${line}\n` : line);
}

/** Inserts rows made on demand, `total` of them, in batched transactions. */
async function insertAll(db, table, total, makeRow) {
  let done = 0;
  while (done < total) {
    await db.transaction().execute(async (trx) => {
      for (let batch = 0; batch < INSERTS_PER_TRANSACTION && done < total; batch += 1) {
        const rows = [];
        for (let n = 0; n < ROWS_PER_INSERT && done + n < total; n += 1)
          rows.push(makeRow(done + n));
        await trx.insertInto(table).values(rows).execute();
        done += rows.length;
      }
    });
    progress(table, done, total);
  }
}

/**
 * Seeds `db` (migrated, with the banks): schools, learners with an open b inscription, their
 * ended mock exams and what their answers make. Returns the counts.
 */
export async function seedLarge(db, sizes = {}) {
  const schools = sizes.schools ?? Number(process.env.SEED_SCHOOLS ?? 1_000);
  const learners = sizes.learners ?? Number(process.env.SEED_LEARNERS ?? 100_000);
  const answers = sizes.answers ?? Number(process.env.SEED_ANSWERS ?? 10_000_000);
  const attempts = Math.ceil(answers / QUESTIONS_PER_ATTEMPT);
  const questions = await db
    .selectFrom('questions as q')
    .innerJoin('propositions as p', (join) =>
      join.onRef('p.question_id', '=', 'q.id').onRef('p.version', '=', 'q.current_version'),
    )
    .where('q.bank_id', '=', 'code-route')
    .where('q.retired_at', 'is', null)
    .where('p.correct', '=', 1)
    .select(['q.id', 'q.theme', 'q.current_version', 'p.letter'])
    .execute();
  const pool = [...new Map(questions.map((q) => [q.id, q])).values()];
  if (pool.length < QUESTIONS_PER_ATTEMPT)
    throw new Error('seed-large: the code bank is not imported');
  const now = Date.now();
  const start = now - 365 * DAY;
  const learnerOf = (attempt) => attempt % learners;
  const questionOf = (attempt, position) => pool[(attempt * 7 + position * 13) % pool.length];

  await insertAll(db, 'structures', schools, (n) => ({
    id: `banc-ecole-${n}`,
    name: `Auto-école d’essai n° ${n + 1}`,
    email: null,
    created_at: start,
    network_id: null,
    address: null,
    phone: null,
    brand: null,
  }));
  await insertAll(db, 'users', learners, (n) => ({
    id: `banc-eleve-${n}`,
    email: `banc-eleve-${n}@bench.test`,
    role: 'learner',
    first_name: 'Élève',
    last_name: `Essai ${n + 1}`,
    structure_id: `banc-ecole-${n % schools}`,
    created_at: start,
  }));
  await insertAll(db, 'inscriptions', learners, (n) => ({
    id: INSCRIPTION_BASE + n,
    user_id: `banc-eleve-${n}`,
    licence_code: 'b',
    expiration_date: '2099-12-31',
    total_credits: 100,
    remaining_credits: 90,
    status: 'ouvert',
    created_at: start,
  }));
  await insertAll(db, 'attempts', attempts, (k) => {
    const learner = learnerOf(k);
    const at = start + (k / attempts) * 360 * DAY;
    return {
      id: ATTEMPT_BASE + k,
      user_id: `banc-eleve-${learner}`,
      inscription_id: INSCRIPTION_BASE + learner,
      licence_code: 'b',
      bank_id: 'code-route',
      slug: 'code-route-examen-1',
      type: 'examen',
      label: 'Examen blanc n°\u202f1',
      series_position: 1,
      theme: null,
      parcours: 'entrainement',
      timed: 0,
      nb_questions: QUESTIONS_PER_ATTEMPT,
      nb_answered: QUESTIONS_PER_ATTEMPT,
      nb_correct: 25 + (k % 16),
      ended: 1,
      created_at: at,
      updated_at: at,
    };
  });
  // Every third answer wrong, the others right: what the statistics below sum.
  const rightAt = (k, position) => (k + position) % 3 !== 0;
  await insertAll(db, 'attempt_questions', attempts * QUESTIONS_PER_ATTEMPT, (row) => {
    const k = Math.floor(row / QUESTIONS_PER_ATTEMPT);
    const position = row % QUESTIONS_PER_ATTEMPT;
    const question = questionOf(k, position);
    const right = rightAt(k, position);
    return {
      attempt_id: ATTEMPT_BASE + k,
      position,
      question_id: question.id,
      version: question.current_version,
      theme: question.theme,
      lettering: 'ABCD',
      correct_letters: question.letter,
      answer: right ? question.letter : question.letter === 'A' ? 'B' : 'A',
      correct: right ? 1 : 0,
      answered_at: start + (k / attempts) * 360 * DAY + position * 10_000,
      deadline_at: null,
    };
  });
  // Each learner's statistics, summed from their attempts' answers (learner l made attempts
  // l, l + learners, l + 2 × learners…), a block of learners at a time.
  const statsOf = (learner) => {
    const themes = new Map();
    const seen = new Map();
    for (let k = learner; k < attempts; k += learners) {
      for (let position = 0; position < QUESTIONS_PER_ATTEMPT; position += 1) {
        const question = questionOf(k, position);
        const right = rightAt(k, position);
        const theme = themes.get(question.theme) ?? { answered: 0, correct: 0 };
        theme.answered += 1;
        theme.correct += right ? 1 : 0;
        themes.set(question.theme, theme);
        const stat = seen.get(question.id) ?? { answered: 0, last: 0 };
        stat.answered += 1;
        stat.last = right ? 1 : 0;
        seen.set(question.id, stat);
      }
    }
    const inscription = INSCRIPTION_BASE + learner;
    return {
      themes: [...themes].map(([theme, t]) => ({ inscription_id: inscription, theme, ...t })),
      questions: [...seen].map(([questionId, stat]) => ({
        inscription_id: inscription,
        question_id: questionId,
        answered: stat.answered,
        last_correct: stat.last,
        last_answered_at: now - DAY,
        // Their memory is the replay's to make from these answers, as after the model came in
        // (issue #44): `npm run memory:replay` (ADR 0034).
        reviews: null,
        due_at: now - DAY,
      })),
    };
  };
  const BLOCK = 1_000;
  for (let first = 0; first < learners; first += BLOCK) {
    const block = Array.from({ length: Math.min(BLOCK, learners - first) }, (_, n) =>
      statsOf(first + n),
    );
    await db.transaction().execute(async (trx) => {
      for (const [table, rows] of [
        ['learner_theme_stats', block.flatMap((stats) => stats.themes)],
        ['learner_question_stats', block.flatMap((stats) => stats.questions)],
      ]) {
        for (let n = 0; n < rows.length; n += ROWS_PER_INSERT) {
          await trx
            .insertInto(table)
            .values(rows.slice(n, n + ROWS_PER_INSERT))
            .execute();
        }
      }
    });
    progress('learners’ statistics', Math.min(first + BLOCK, learners), learners);
  }
  // The attempts' count the history shows, as starting each series counts it (create.service.ts).
  await sql`update learner_totals set attempts = (
      select count(*) from attempts a where a.inscription_id = learner_totals.inscription_id)
    where inscription_id >= ${INSCRIPTION_BASE}`.execute(db);
  return { schools, learners, attempts, answers: attempts * QUESTIONS_PER_ATTEMPT };
}

/** The command: prepares the database as a first start does, then seeds it. */
async function main() {
  const url = process.argv[2];
  if (!url) {
    console.error('usage: npm run bench:seed -- <database-url> (sqlite:<file> or postgres://…)');
    process.exit(2);
  }
  const serverDist = new URL(process.env.SERVER_DIST ?? '../apps/server/dist/', import.meta.url);
  const { prepareDatabase } = await import(new URL('first-start.js', serverDist).href);
  const db = await openDatabase(url, serverDist);
  try {
    const contentDir = new URL('../content', import.meta.url).pathname;
    const log = { info: (/** @type {string} */ message) => console.error(message) };
    await prepareDatabase(db, { demoData: true, passwordCost: 10, contentDir }, log);
    const started = Date.now();
    const counts = await seedLarge(db);
    console.log(
      `Seeded ${counts.schools} schools, ${counts.learners} learners, ${counts.attempts} attempts and ${counts.answers} answers in ${Math.round((Date.now() - started) / 1000)} s.`,
    );
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
