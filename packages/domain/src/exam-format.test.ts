import { describe, expect, it } from 'vitest';
import {
  examFormatSchema,
  partResults,
  passMarkOf,
  passPercent,
  specExamFormat,
  scoreOf,
  toExamFormat,
  totalOf,
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

// The offshore test out of 20: chart work by day and by night 6 + 6 (at least 7 of the 12), a
// tide calculation 4, a quiz of electronic aids 2 × 0,5, weather 2 × 1 and safety 1.
const hauturier = {
  nb_questions: 13,
  seuil: 10,
  minutes: 90,
  repartition: { C: 3, F: 3, H: 2, E: 2, M: 2, S: 1 },
  bareme: { C: 2, F: 2, H: 2, E: 0.5, M: 1, S: 1 },
  parties: [
    { identifiant: 'carte', libelle: 'Travaux sur la carte', themes: ['C', 'F'], seuil: 7 },
    { identifiant: 'maree', libelle: 'Calcul de marée', themes: ['H'], seuil: 0 },
    { identifiant: 'questionnaire', libelle: 'Questionnaire', themes: ['E', 'M', 'S'], seuil: 0 },
  ],
  sources: ['arrêté du 28 septembre 2007 modifié, annexe, épreuve théorique hauturière'],
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
    ).toContain('seuil de la partie plus grand que son total de 6');
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

  it('marks the offshore test out of 20 with the chart’s own minimum', () => {
    expect(messages(hauturier)).toEqual([]);
    const format = toExamFormat(examFormatSchema.parse(hauturier));
    expect(totalOf(format)).toBe(20);
    expect(passPercent(format)).toBe(50);
    // 5 of 6 chart exercises (10 points), nothing else: 10/20 overall, chart passed.
    const answers = [
      ...['C', 'C', 'C', 'F', 'F', 'F'].map((theme, index) => ({ theme, right: index < 5 })),
      { theme: 'H', right: false },
      { theme: 'H', right: false },
      ...['E', 'E', 'M', 'M', 'S'].map((theme) => ({ theme, right: false })),
    ];
    expect(scoreOf(format.points, answers)).toEqual({ score: 10, maxScore: 20 });
    // 3 of 6 on the chart (6 points) but everything else (8): 14/20, yet the chart fails.
    const weakChart = answers.map((answer, index) => ({
      ...answer,
      right: index < 3 || index > 5,
    }));
    expect(scoreOf(format.points, weakChart).score).toBe(14);
    expect(
      partResults(format.parts, weakChart, format.points).map((part) => [
        part.score,
        part.maxScore,
        part.passed,
      ]),
    ).toEqual([
      [6, 12, false],
      [4, 4, true],
      [4, 4, true],
    ]);
  });

  it('refuses a scale that misses a theme or a mark out of reach', () => {
    expect(messages({ ...hauturier, bareme: { C: 2, F: 2, H: 2, E: 0.5, M: 1 } })).toContain(
      'chaque thème de la répartition a sa valeur dans le barème',
    );
    expect(messages({ ...hauturier, seuil: 21 })).toContain('seuil plus grand que le total de 20');
    expect(messages({ ...hauturier, bareme: { ...hauturier.bareme, E: 0.3 } })).not.toEqual([]);
  });
});
