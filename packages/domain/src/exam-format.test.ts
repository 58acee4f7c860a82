import { describe, expect, it } from 'vitest';
import {
  examFormatSchema,
  partResults,
  passMarkOf,
  passPercent,
  specExamFormat,
  toExamFormat,
} from './exam-format.js';

const crr = {
  nb_questions: 20,
  seuil: 10,
  minutes: 45,
  repartition: { R: 3, M: 3, P: 4, C: 3, D: 7 },
  parties: [
    { identifiant: 'generalites', libelle: 'Généralités', themes: ['R', 'M'], seuil: 3 },
    { identifiant: 'vhf', libelle: 'Radiotéléphonie VHF', themes: ['P', 'C'], seuil: 4 },
    { identifiant: 'detresse', libelle: 'Détresse et sécurité', themes: ['D'], seuil: 4 },
  ],
  sources: ['anfr.fr, examen du CRR, consulté en novembre 2026'],
};

const messages = (value: unknown) =>
  examFormatSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('exam formats declared by a bank (issue #22)', () => {
  it('accepts the CRR’s three parts and reads them in English', () => {
    expect(messages(crr)).toEqual([]);
    const format = toExamFormat(examFormatSchema.parse(crr));
    expect(format).toMatchObject({
      nbQuestions: 20,
      passMark: 10,
      questionSeconds: null,
      totalMinutes: 45,
    });
    expect(format.parts.map((part) => [part.id, part.passMark])).toEqual([
      ['generalites', 3],
      ['vhf', 4],
      ['detresse', 4],
    ]);
  });

  it('refuses a split that does not add up, two clocks, or a theme outside every part', () => {
    expect(messages({ ...crr, repartition: { ...crr.repartition, D: 6 } })).toContain(
      'la répartition compte 19 questions au lieu de 20',
    );
    expect(messages({ ...crr, secondes_par_question: 20 })).toContain(
      'un seul chronomètre, secondes_par_question ou minutes',
    );
    expect(messages({ ...crr, parties: crr.parties.slice(0, 2) })).toContain(
      'chaque thème de la répartition appartient à une partie',
    );
    expect(
      messages({ ...crr, parties: [{ ...crr.parties[0], seuil: 7 }, ...crr.parties.slice(1)] }),
    ).toContain('seuil de la partie plus grand que ses 6 questions');
  });

  it('scores a series of another length at the same rate, rounded up', () => {
    const etg = specExamFormat('b');
    expect(etg).toMatchObject({ nbQuestions: 40, passMark: 35, questionSeconds: 20 });
    expect(passMarkOf(etg, 40)).toBe(35);
    expect(passMarkOf(etg, 20)).toBe(18);
    expect(passPercent(etg)).toBe(88);
    // Spec §9's 30-question licences keep 25/30 where their bank declares no exam.
    expect(specExamFormat('ha')).toMatchObject({ nbQuestions: 30, passMark: 25 });
  });

  it('fails a part below its mark even when the total is enough', () => {
    const parts = toExamFormat(examFormatSchema.parse(crr)).parts;
    const answers = [
      ...Array.from({ length: 6 }, () => ({ theme: 'R', right: true })),
      ...Array.from({ length: 7 }, () => ({ theme: 'P', right: true })),
      ...Array.from({ length: 7 }, (_, index) => ({ theme: 'D', right: index < 3 })),
    ];
    expect(
      partResults(parts, answers).map((part) => [part.right, part.total, part.passed]),
    ).toEqual([
      [6, 6, true],
      [7, 7, true],
      [3, 7, false],
    ]);
  });
});
