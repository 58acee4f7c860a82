import { formatNumber } from './format';

// How the mock exam of a licence is put in words (issue #22), shared by the dashboard, the
// results, the history and the home page's catalogue.

/** « 45 minutes », « 1 h 30 », « 2 h »: the whole exam's clock as the French say it. */
export function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

/** « 14/20 », « 6,5/12 »: points out of a total, half points with the French decimal comma. */
export const markText = (mark: { points: number; outOf: number }): string =>
  `${formatNumber(mark.points)}/${formatNumber(mark.outOf)}`;

/**
 * « aux travaux sur la carte », « en calcul de marée »: where a part's minimum is asked, from
 * the part's name (a plural first word takes « aux »).
 */
export function inPart(label: string): string {
  const name = /^\p{Lu}\p{Ll}/u.test(label)
    ? label.charAt(0).toLowerCase() + label.slice(1)
    : label;
  const firstWord = name.split(/[\s,(]/)[0] ?? '';
  return `${/[sx]$/.test(firstWord) ? 'aux' : 'en'} ${name}`;
}
