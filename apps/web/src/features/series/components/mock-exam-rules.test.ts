import { describe, expect, it } from 'vitest';
import type { MockExam } from '../api/get-series-eleve';
import { durationText, markText } from '../../../lib/exam-text';
import { clockRule, detailedPassRule, passRule } from './mock-exam-rules';
import { etgMockExam, hauturierMockExam } from '../../../test/series-kit';

const etg = etgMockExam;

const crr: MockExam = {
  slug: 'crr-nouvel-examen',
  nbQuestions: 20,
  passMark: 10,
  questionSeconds: null,
  totalMinutes: 45,
  parts: [
    { label: 'Généralités', nbQuestions: 6, passMark: 3 },
    { label: 'Radiotéléphonie VHF', nbQuestions: 7, passMark: 4 },
  ],
};

const hauturier = hauturierMockExam;

describe('how a mock exam reads', () => {
  it('keeps the road and radio licences’ rules', () => {
    expect(clockRule(etg)).toBe('40 questions, 20 s par question');
    expect(passRule(etg)).toBe('35 bonnes réponses sur 40 au moins');
    expect(clockRule(crr)).toBe('20 questions en 45 minutes');
    expect(passRule(crr)).toBe('la moyenne dans chacune des 2 parties');
    expect(detailedPassRule(crr)).toBe(
      'la moyenne dans chacune des 2 parties\u202f: Généralités (3 sur 6), Radiotéléphonie VHF (4 sur 7)',
    );
  });

  it('says what the offshore test asks: points out of 20, and the chart work’s own minimum', () => {
    expect(clockRule(hauturier)).toBe('13 exercices et questions en 1 h 30');
    // The tide and the quiz parts ask no minimum of their own: not a condition.
    expect(passRule(hauturier)).toBe('10/20 pour réussir, dont 7/12 aux travaux sur la carte');
    expect(detailedPassRule(hauturier)).toBe('10/20 au moins, dont 7/12 aux travaux sur la carte');
    expect(passRule({ ...hauturier, parts: [] })).toBe('10/20 pour réussir');
  });

  it('writes a clock in minutes or hours, and half points with a decimal comma', () => {
    expect(durationText(45)).toBe('45 minutes');
    expect(durationText(60)).toBe('1 h');
    expect(durationText(90)).toBe('1 h 30');
    expect(durationText(125)).toBe('2 h 05');
    expect(markText({ points: 14, outOf: 20 })).toBe('14/20');
    expect(markText({ points: 6.5, outOf: 12 })).toBe('6,5/12');
  });
});
