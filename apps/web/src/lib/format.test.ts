import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatPercent, plural } from './format';

describe('fr-FR formatting', () => {
  it('writes dates as dd/MM/yyyy', () => {
    expect(formatDate('2027-03-09')).toBe('09/03/2027');
    expect(formatDate(new Date(2026, 10, 21, 23, 30))).toBe('21/11/2026');
    expect(() => formatDate('pas une date')).toThrow(RangeError);
  });

  it('writes a moment as « dd/MM/yyyy à HH:mm »', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 14, 5))).toBe('22/11/2026 à 14:05');
    expect(() => formatDateTime('pas une date')).toThrow(RangeError);
  });

  it('writes numbers and rates the French way', () => {
    expect(formatNumber(12345.5)).toBe('12\u202f345,5');
    expect(formatPercent(0.875)).toBe('88\u00a0%');
  });

  it('makes 0 and 1 singular, 2 and more plural', () => {
    expect(plural(0, 'crédit')).toBe('0 crédit');
    expect(plural(1, 'question')).toBe('1 question');
    expect(plural(40, 'question')).toBe('40 questions');
  });
});
