import { describe, expect, it } from 'vitest';
import { ASAP_PERIOD, examPeriodLabel, examPeriods, isAllowedExamPeriod } from './exam.contract.js';

// The periods a learner may ask for her exam (issue #8), counted from the French month and
// named without Intl (ADR 0038): held here to what Intl writes and counts.

describe('exam periods', () => {
  it('offers the next six French months after « Dès que possible »', () => {
    // 00:30 in Paris on 1 December is still 30 November in UTC: December is the current month.
    expect(examPeriods(Date.parse('2026-11-30T23:30:00Z'))).toEqual([
      ASAP_PERIOD,
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
    ]);
    expect(isAllowedExamPeriod('2026-12', Date.parse('2026-11-30T23:30:00Z'))).toBe(true);
    expect(isAllowedExamPeriod('2026-11', Date.parse('2026-11-30T23:30:00Z'))).toBe(false);
  });

  it('names each month as Intl writes it in fr-FR', () => {
    const intl = new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'UTC',
      month: 'long',
      year: 'numeric',
    });
    for (let year = 2026; year <= 2031; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const period = `${year}-${String(month).padStart(2, '0')}`;
        expect(examPeriodLabel(period)).toBe(intl.format(Date.UTC(year, month - 1, 1)));
      }
    }
    expect(examPeriodLabel(ASAP_PERIOD)).toBe('Dès que possible');
  });
});
