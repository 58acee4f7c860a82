/**
 * A two-part question (docs/content-format.md) has a second statement: its propositions A and
 * B answer the first, C and D the second. Every screen that shows one keeps each part's
 * propositions under their own statement: the player, its review and the commented series.
 */
export function splitParts<T>(propositions: readonly T[], twoParts: boolean): [T[], T[]] {
  return twoParts ? [propositions.slice(0, 2), propositions.slice(2)] : [[...propositions], []];
}
