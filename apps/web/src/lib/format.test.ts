import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatShare,
  plural,
} from './format';

/** Intl's fr-FR writing, which the hand-written one must give character for character. */
const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('fr-FR', options);

/** Numbers of every kind a page shows: counts, rates, ties at each decimal, large and odd ones. */
function numbers(): number[] {
  const values = [0, -0, 1, 7, 999, 1000, 9999, 10_000, 123_456_789, 2 ** 53, 1e21, 1e-7, -5];
  values.push(Number.NaN, Number.POSITIVE_INFINITY, 0.285, 2.0005, 0.0005, 0.0049, 52.85, 12.25);
  for (let n = 0; n <= 1000; n += 1) values.push(n / 1000, n / 7, n / 40, n * 1.005, n + 0.5);
  let seed = 42;
  const random = () => ((seed = (seed * 16_807) % 2_147_483_647) - 1) / 2_147_483_646;
  for (let i = 0; i < 2000; i += 1) values.push(random() * 10 ** Math.floor(random() * 12 - 4));
  return values;
}

describe('fr-FR formatting', () => {
  it('writes dates as dd/MM/yyyy', () => {
    expect(formatDate('2027-03-09')).toBe('09/03/2027');
    expect(formatDate(new Date(2026, 10, 21, 23, 30))).toBe('21/11/2026');
    expect(() => formatDate('pas une date')).toThrow(RangeError);
  });

  it('writes a moment as « dd/MM/yyyy à HH:mm »', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 14, 5))).toBe('22/11/2026 à 14:05');
    expect(formatDateTime(new Date(2026, 0, 1, 0, 7))).toBe('01/01/2026 à 00:07');
    expect(() => formatDateTime('pas une date')).toThrow(RangeError);
  });

  it('writes days and times as Intl does in fr-FR, every 7 hours over ten years', () => {
    const day = new Intl.DateTimeFormat('fr-FR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });
    const start = Date.parse('2024-01-01T00:00:00Z');
    for (let t = start; t < start + 10 * 365 * 86_400_000; t += 7 * 3_600_000 + 60_000) {
      const date = new Date(t);
      expect(formatDateTime(date)).toBe(`${day.format(date)} à ${time.format(date)}`);
    }
  });

  it('writes numbers and rates the French way', () => {
    expect(formatNumber(12345.5)).toBe('12\u202f345,5');
    expect(formatNumber(2.0005)).toBe('2,001');
    expect(formatPercent(0.875)).toBe('88\u00a0%');
    expect(formatPercent(0.285)).toBe('29\u00a0%');
    expect(formatShare(52.85)).toBe('52,9\u00a0%');
  });

  it('writes every number, rate and share as Intl does in fr-FR', () => {
    const number = intl({});
    const percent = intl({ style: 'percent', maximumFractionDigits: 0 });
    const share = intl({ style: 'percent', maximumFractionDigits: 1 });
    for (const value of numbers()) {
      expect(formatNumber(value), String(value)).toBe(number.format(value));
      expect(formatPercent(value), String(value)).toBe(percent.format(value));
      expect(formatShare(value), String(value)).toBe(share.format(value / 100));
    }
  });

  it('makes 0 and 1 singular, 2 and more plural', () => {
    expect(plural(0, 'crédit')).toBe('0 crédit');
    expect(plural(1, 'question')).toBe('1 question');
    expect(plural(40, 'question')).toBe('40 questions');
    expect(plural(1500, 'question')).toBe('1\u202f500 questions');
  });
});
