import { examSpread } from '@prepacode/domain/prediction';
import { rate } from '@prepacode/domain/series';

// The two series composed for each learner (docs/series.md). Pure functions: the caller loads
// the bank's active questions and the learner's aggregates, so the rule is tested without I/O.

export interface BankQuestion {
  id: string;
  theme: string;
  /** Asked on a moving scene (issue #42). */
  scene?: boolean;
}

export interface QuestionStat {
  question_id: string;
  last_correct: number;
  last_answered_at: number;
  due_at: number;
}

export interface ThemeStat {
  theme: string;
  answered: number;
  correct: number;
}

/** Unseen questions taken per theme in each round, so one weak theme does not fill a series. */
const UNSEEN_PER_THEME_PER_ROUND = 4;

/**
 * What an exam's day changes in the personalised series (issue #44, point 2), from the memory
 * model's plan (plan.ts).
 */
export interface ExamPlanning {
  /** Themes by the chance the model gives them for the exam's day, the weakest first. */
  weakestFirst: readonly string[];
  /** Unseen questions to learn in this series: the plan's daily pace, none on short notice. */
  newToday: number;
  /** Questions not due now that the model expects under the target that day, to revise first. */
  weakOnTheDay: readonly string[];
}

/**
 * The personalised series: first the questions due again (missed ones first, then the longest
 * due), then unseen questions, weakest themes first and a few per theme per round, then the
 * questions that will be due soonest. Never the same question twice. With an exam's day, the
 * unseen questions come at the plan's pace, the weakest themes by the model's chances for that
 * day, then the questions it expects forgotten by then; the other unseen ones after them.
 */
export function composePersonalised(
  questions: readonly BankQuestion[],
  stats: readonly QuestionStat[],
  themeStats: readonly ThemeStat[],
  themeOrder: readonly string[],
  now: number,
  size: number,
  exam?: ExamPlanning,
): string[] {
  const active = new Set(questions.map((question) => question.id));
  const known = stats.filter((stat) => active.has(stat.question_id));
  const seen = new Set(known.map((stat) => stat.question_id));
  const chosen: string[] = [];
  const take = (id: string) => {
    if (chosen.length < size && !chosen.includes(id)) chosen.push(id);
  };

  known
    .filter((stat) => stat.due_at <= now)
    .sort((a, b) => a.last_correct - b.last_correct || a.due_at - b.due_at)
    .forEach((stat) => take(stat.question_id));

  const rates = new Map(themeStats.map((stat) => [stat.theme, rate(stat.correct, stat.answered)]));
  const weakestFirst =
    exam?.weakestFirst ??
    [...themeOrder].sort(
      (a, b) =>
        (rates.get(a) ?? 0) - (rates.get(b) ?? 0) || themeOrder.indexOf(a) - themeOrder.indexOf(b),
    );
  const unseen = new Map(
    weakestFirst.map((theme) => [
      theme,
      questions.filter((question) => question.theme === theme && !seen.has(question.id)),
    ]),
  );
  const takeUnseen = (until: number) => {
    while (chosen.length < until && [...unseen.values()].some((queue) => queue.length > 0)) {
      for (const queue of unseen.values()) {
        const room = Math.min(UNSEEN_PER_THEME_PER_ROUND, until - chosen.length);
        for (const question of queue.splice(0, Math.max(0, room))) take(question.id);
      }
    }
  };
  if (exam) {
    takeUnseen(Math.min(size, chosen.length + exam.newToday));
    exam.weakOnTheDay.forEach(take);
  }
  takeUnseen(size);

  known
    .filter((stat) => stat.due_at > now)
    .sort((a, b) => a.due_at - b.due_at)
    .forEach((stat) => take(stat.question_id));
  return chosen;
}

/** The mistakes review: the questions whose last answer was wrong, most recent first. */
export function composeMistakes(
  questions: readonly BankQuestion[],
  stats: readonly QuestionStat[],
  size: number,
): string[] {
  const active = new Set(questions.map((question) => question.id));
  return stats
    .filter((stat) => stat.last_correct === 0 && active.has(stat.question_id))
    .sort((a, b) => b.last_answered_at - a.last_answered_at)
    .slice(0, size)
    .map((stat) => stat.question_id);
}

/**
 * A mock exam drawn afresh (issue #22): `distribution` questions of each theme (an even spread
 * over `themeOrder` when the bank declares none), never one twice, the learner's unseen
 * questions first, then those answered longest ago, chance deciding between equals; a theme
 * short of questions leaves its places to the others. `scenes` of them are asked on a moving
 * scene (issue #42), when the bank has them. The real test mixes the themes, so the exam is
 * shuffled.
 */
export function composeDrawnExam(
  questions: readonly BankQuestion[],
  stats: readonly Pick<QuestionStat, 'question_id' | 'last_answered_at'>[],
  distribution: Readonly<Record<string, number>>,
  themeOrder: readonly string[],
  size: number,
  random: () => number,
  scenes = 0,
): string[] {
  const lastSeen = new Map(stats.map((stat) => [stat.question_id, stat.last_answered_at]));
  const freshFirst = shuffle([...questions], random).sort(
    (a, b) => (lastSeen.get(a.id) ?? -1) - (lastSeen.get(b.id) ?? -1),
  );
  const wanted = new Map(examSpread(distribution, themeOrder, size));
  const chosen: BankQuestion[] = [];
  const take = (question: BankQuestion) => {
    const left = wanted.get(question.theme) ?? 0;
    if (left > 0 && chosen.length < size && !chosen.includes(question)) {
      chosen.push(question);
      wanted.set(question.theme, left - 1);
    }
  };
  // The scenes first, as many as the format asks, then pictures and text for the rest: the
  // exam holds the real test's share of scenes, no more.
  for (const question of freshFirst) {
    if (chosen.length >= scenes) break;
    if (question.scene) take(question);
  }
  for (const question of freshFirst) if (!question.scene) take(question);
  const stills = freshFirst.filter((question) => !question.scene);
  for (const question of [...stills, ...freshFirst]) {
    if (chosen.length >= size) break;
    if (!chosen.includes(question)) chosen.push(question);
  }
  return shuffle(chosen, random).map((question) => question.id);
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/**
 * A network's share of a mock exam (issue #46): `share` per cent of its questions, scenes
 * aside, swapped for questions of the network's own banks on the same theme, so the exam's
 * spread by theme holds; fewer when a theme has not enough of them.
 */
export function shareWithNetwork(
  exam: readonly BankQuestion[],
  pool: readonly BankQuestion[],
  share: number,
  random: () => number,
): string[] {
  const ids = exam.map((question) => question.id);
  let left = Math.round((exam.length * share) / 100);
  const spare = shuffle(
    pool.filter((question) => !ids.includes(question.id)),
    random,
  );
  const places = shuffle(
    exam.flatMap((question, index) => (question.scene ? [] : [index])),
    random,
  );
  for (const place of places) {
    if (left === 0) break;
    const at = spare.findIndex((question) => question.theme === exam[place]?.theme);
    const [swapped] = at < 0 ? [] : spare.splice(at, 1);
    if (!swapped) continue;
    ids[place] = swapped.id;
    left -= 1;
  }
  return ids;
}
