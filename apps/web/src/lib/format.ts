import { LOCALE } from '@prepacode/domain/locale';

// fr-FR everywhere (spec §1): formatters are built once, they are costly to create.
const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit' });
const numberFormat = new Intl.NumberFormat(LOCALE);
const percentFormat = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 });
const shareFormat = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 });

/** dd/MM/yyyy; a date-only string (yyyy-MM-dd) is read as that calendar day, not as UTC midnight. */
export function formatDate(value: Date | string): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T00:00:00`)
      : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return dateFormat.format(date);
}

/** « 22/11/2026 à 14:05 »: a moment of the learner's day, in their time zone. */
export function formatDateTime(value: Date | string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return `${dateFormat.format(date)} à ${timeFormat.format(date)}`;
}

export const formatNumber = (value: number) => numberFormat.format(value);
/** A rate between 0 and 1, as « 85 % » with the French narrow no-break space. */
export const formatPercent = (rate: number) => percentFormat.format(rate);
/** A percent with one decimal, as pass rates are published: 52.8 → « 52,8 % ». */
export const formatShare = (percent: number) => shareFormat.format(percent / 100);

/** « 1 question », « 40 questions »: French plural for counts (0 and 1 are singular). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatNumber(count)} ${Math.abs(count) < 2 ? singular : pluralForm}`;
}
