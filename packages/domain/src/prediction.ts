import { worthOf, type ExamFormat } from './exam-format.js';

// What the memory model predicts for the exam day (issue #44, point 3; ADR 0034): from the
// chance of a right answer on a question drawn in each theme, the chance of passing the mock
// exam of the licence, in every format: right answers out of 40 or 30, the CRR's parts each
// with their own mark, the hauturier's points.

/**
 * How many questions of each theme one exam asks: the bank's split, or the same number of each
 * theme of `themeOrder` (the first ones one more) when it declares none.
 */
export function examSpread(
  distribution: Readonly<Record<string, number>>,
  themeOrder: readonly string[],
  size: number,
): [string, number][] {
  if (Object.keys(distribution).length > 0) return Object.entries(distribution);
  return themeOrder.map((theme, index) => [
    theme,
    Math.floor(size / themeOrder.length) + (index < size % themeOrder.length ? 1 : 0),
  ]);
}

/** The chances of k = 0…n right answers out of n, each right with chance p. */
function binomial(n: number, p: number): number[] {
  const chances = [1];
  for (let trial = 0; trial < n; trial += 1) {
    const next = new Array<number>(chances.length + 1).fill(0);
    chances.forEach((chance, k) => {
      next[k] = (next[k] ?? 0) + chance * (1 - p);
      next[k + 1] = (next[k + 1] ?? 0) + chance * p;
    });
    chances.splice(0, chances.length, ...next);
  }
  return chances;
}

/** The chances of each score (in steps), of two independent scores added up. */
function add(a: readonly number[], b: readonly number[]): number[] {
  const sum = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (sum[i + j] = (sum[i + j] ?? 0) + x * y)));
  return sum;
}

/**
 * The chance of passing one mock exam of `format`: each theme's questions right or wrong
 * independently with that theme's chance (`chanceOf`, between 0 and 1), the score in right
 * answers or points, every part at its own mark and the whole at the exam's. Points come in
 * halves at finest (exam-format.ts), so scores are counted in half points.
 */
export function passChance(
  format: ExamFormat,
  themeOrder: readonly string[],
  chanceOf: (theme: string) => number,
): number {
  const spread = examSpread(format.distribution, themeOrder, format.nbQuestions);
  const step = format.points ? 2 : 1;
  const scoreOfThemes = (themes: readonly [string, number][]) =>
    themes.reduce<number[]>(
      (total, [theme, count]) => {
        const worth = worthOf(format.points, theme) * step;
        const right = binomial(count, Math.min(1, Math.max(0, chanceOf(theme))));
        const scores = new Array<number>(count * worth + 1).fill(0);
        right.forEach((chance, k) => (scores[k * worth] = chance));
        return add(total, scores);
      },
      [1],
    );
  const parts =
    format.parts.length > 0
      ? format.parts.map((part) => {
          const scores = scoreOfThemes(spread.filter(([theme]) => part.themes.includes(theme)));
          // A part under its own mark fails the exam, whatever the rest.
          return scores.map((chance, score) => (score < part.passMark * step ? 0 : chance));
        })
      : [scoreOfThemes(spread)];
  const total = parts.reduce<number[]>((sum, part) => add(sum, part), [1]);
  return total.reduce(
    (chance, each, score) => (score >= format.passMark * step ? chance + each : chance),
    0,
  );
}
