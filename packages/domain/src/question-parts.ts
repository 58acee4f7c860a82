/**
 * A two-part question (docs/content-format.md) has a second statement: its propositions A and
 * B answer the first, C and D the second. Every screen that shows one keeps each part's
 * propositions under their own statement: the player, its review and the commented series.
 */
export function splitParts<T>(propositions: readonly T[], twoParts: boolean): [T[], T[]] {
  return twoParts ? [propositions.slice(0, 2), propositions.slice(2)] : [[...propositions], []];
}

const YES_OR_NO = /^(oui|non|vrai|faux)\b/i;
/** A leading number as written in French: « 1 852 mètres », « 0,5 g/l », « 092° ». */
const LEADING_NUMBER = /^\d+(?:[\u00a0\u202f ]\d{3})*(?:,\d+)?/;

const leadingNumber = (text: string): number | undefined => {
  const match = LEADING_NUMBER.exec(text.trim())?.[0];
  return match === undefined ? undefined : Number(match.replace(/\s/g, '').replace(',', '.'));
};

/**
 * Issue #40: propositions whose order carries meaning, so that no shuffle moves them: Oui/Non
 * (or Vrai/Faux) answers, and numbers written in order, a scale (« 0,2 g/l | 0,5 g/l | 0,8 g/l »).
 * Everything else is shown in a random order unless the learner chose the bank's.
 */
export function keepsOrder(texts: readonly string[]): boolean {
  if (texts.every((text) => YES_OR_NO.test(text.trim()))) return true;
  const numbers = texts.map(leadingNumber);
  if (numbers.length < 2 || numbers.some((number) => number === undefined)) return false;
  const values = numbers as number[];
  const rising = values.every((value, i) => i === 0 || value > (values[i - 1] as number));
  const falling = values.every((value, i) => i === 0 || value < (values[i - 1] as number));
  return rising || falling;
}
