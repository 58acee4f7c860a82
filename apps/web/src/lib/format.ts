import { groupThousands, LOCALE } from '@prepacode/domain/locale';

// fr-FR everywhere (spec §1), written here rather than by Intl: the first Intl formatter a page
// builds loads ICU's locale data, one task of 60 to 200 ms on Lighthouse's phone (4× throttled)
// on every learner page's first paint (bench/CHANGELOG.md, session 66; ADR 0038). The French
// writing of days, times and the usual numbers is short and fixed; Intl stays for the numbers
// written here only at great cost (negative, written with an exponent), built at its first use.

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/** dd/MM/yyyy of a date in the learner's time zone, as Intl writes fr-FR's 2-digit day. */
const dayOf = (date: Date) =>
  `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;

/** dd/MM/yyyy; a date-only string (yyyy-MM-dd) is read as that calendar day, not as UTC midnight. */
export function formatDate(value: Date | string): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T00:00:00`)
      : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return dayOf(date);
}

/** « 22/11/2026 à 14:05 »: a moment of the learner's day, in their time zone. */
export function formatDateTime(value: Date | string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return `${dayOf(date)} à ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/**
 * `value × 10^shift`, rounded to `decimals` decimals half away from zero and written the French
 * way; null when it is not written here. Rounded on the number's shortest decimal writing, digit
 * by digit, as ICU rounds: 2.0005 gives « 2,001 », where the double is just under it, and
 * 27.134999999999998 % « 2 713 % », where a double would round the shifted value up to 2713.5.
 */
function frenchDecimal(value: number, shift: number, decimals: number): string | null {
  const written = String(value);
  if (!Number.isFinite(value) || value < 0 || Object.is(value, -0) || written.includes('e')) {
    return null;
  }
  const [whole = '', fraction = ''] = written.split('.');
  const digits = whole + fraction.padEnd(shift + decimals + 1, '0');
  const kept = whole.length + shift + decimals;
  const rounded = BigInt(digits.slice(0, kept)) + (digits.charAt(kept) >= '5' ? 1n : 0n);
  const text = String(rounded).padStart(decimals + 1, '0');
  const units = groupThousands(text.slice(0, text.length - decimals));
  const decimalDigits = text.slice(text.length - decimals).replace(/0+$/, '');
  return decimalDigits ? `${units},${decimalDigits}` : units;
}

/** Intl's formatter of these options, built at its first use. */
function lazyIntl(options: Intl.NumberFormatOptions) {
  let made: Intl.NumberFormat | undefined;
  return (value: number) => (made ??= new Intl.NumberFormat(LOCALE, options)).format(value);
}
const intlNumber = lazyIntl({});
const intlPercent = lazyIntl({ style: 'percent', maximumFractionDigits: 0 });
const intlShare = lazyIntl({ style: 'percent', maximumFractionDigits: 1 });

/** « 12 345,5 »: up to three decimals, as fr-FR writes a number. */
export const formatNumber = (value: number) => frenchDecimal(value, 0, 3) ?? intlNumber(value);

const percent = (written: string | null) => written && `${written}\u00a0%`;

/** A rate between 0 and 1, as « 85 % » with a no-break space, as fr-FR writes it. */
export const formatPercent = (rate: number) =>
  percent(frenchDecimal(rate, 2, 0)) ?? intlPercent(rate);

/** A percent with one decimal, as pass rates are published: 52.8 → « 52,8 % ». */
export const formatShare = (value: number) =>
  percent(frenchDecimal(value / 100, 2, 1)) ?? intlShare(value / 100);

/** « 1 question », « 40 questions »: French plural for counts (0 and 1 are singular). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatNumber(count)} ${Math.abs(count) < 2 ? singular : pluralForm}`;
}
