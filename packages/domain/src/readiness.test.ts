import { describe, expect, it } from 'vitest';
import {
  countsAsMockExam,
  examReadiness,
  THEME_TARGET_MIN_ANSWERS,
  themeTargetReached,
  type ReadinessAttempt,
  type ReadinessTheme,
} from './readiness.js';
import { isGradedSeries, SERIES_TYPES } from './series.js';

const exam = (score: number, changes: Partial<ReadinessAttempt> = {}): ReadinessAttempt => ({
  type: 'examen',
  parcours: 'examen',
  ended: true,
  score,
  nbQuestions: 40,
  ...changes,
});
const theme = (
  themeId: string,
  score: number,
  changes: Partial<ReadinessTheme> = {},
): ReadinessTheme => ({
  themeId,
  answered: 40,
  score,
  limitScore: 88,
  disabled: false,
  ...changes,
});
const onTarget = [theme('L', 90), theme('A', 88)];

describe('the readiness verdict', () => {
  it('is ready when the last three mock exams passed and every theme reached its target', () => {
    const verdict = examReadiness('b', [exam(35), exam(38), exam(36), exam(20)], onTarget);
    expect(verdict).toEqual({
      ready: true,
      exams: [
        { score: 35, nbQuestions: 40, passMark: 35, passed: true, mark: null },
        { score: 38, nbQuestions: 40, passMark: 35, passed: true, mark: null },
        { score: 36, nbQuestions: 40, passMark: 35, passed: true, mark: null },
      ],
      examsToPass: 0,
      themesBelow: [],
    });
  });

  it('asks for three passed exams when none was done, and for the rest with fewer than three', () => {
    expect(examReadiness('b', [], onTarget)).toMatchObject({ ready: false, examsToPass: 3 });
    expect(examReadiness('b', [exam(36)], onTarget)).toMatchObject({
      ready: false,
      examsToPass: 2,
    });
    expect(examReadiness('b', [exam(36), exam(40)], onTarget).examsToPass).toBe(1);
  });

  it('counts from the newest failure: one failed among the last three has to be pushed out', () => {
    // Newest first: passed, failed (34 < 35), passed → two more passes needed.
    const verdict = examReadiness('b', [exam(36), exam(34), exam(37)], onTarget);
    expect(verdict.ready).toBe(false);
    expect(verdict.examsToPass).toBe(2);
    expect(examReadiness('b', [exam(30), exam(36), exam(37)], onTarget).examsToPass).toBe(3);
    expect(examReadiness('b', [exam(36), exam(37), exam(30)], onTarget).examsToPass).toBe(1);
  });

  it('ignores an unfinished exam, one done in training and the welcome series', () => {
    const attempts = [
      exam(12, { ended: false }),
      exam(40, { parcours: 'entrainement' }),
      exam(5, { type: 'accueil', parcours: 'entrainement', nbQuestions: 5 }),
      exam(36),
      exam(37),
      exam(38),
    ];
    expect(attempts.filter(countsAsMockExam)).toHaveLength(3);
    expect(examReadiness('b', attempts, onTarget)).toMatchObject({ ready: true, examsToPass: 0 });
    // Training exams alone, however good, do not make a learner ready.
    const training = [40, 40, 40].map((score) => exam(score, { parcours: 'entrainement' }));
    expect(examReadiness('b', training, onTarget)).toMatchObject({
      ready: false,
      exams: [],
      examsToPass: 3,
    });
  });

  it('uses the licence’s pass mark and the exam’s own length', () => {
    // 25/30 on the boat and moto licences; a 20-question series on b needs 18.
    expect(
      examReadiness(
        'co',
        [25, 26, 25].map((s) => exam(s, { nbQuestions: 30 })),
        [],
      ).ready,
    ).toBe(true);
    expect(examReadiness('b', [exam(17, { nbQuestions: 20 })], []).exams[0]).toEqual({
      score: 17,
      nbQuestions: 20,
      passMark: 18,
      passed: false,
      mark: null,
    });
    // An exam marked out of a total (hauturier) keeps its points for the panel to show.
    const offshore = exam(9, {
      nbQuestions: 13,
      passMark: 10,
      passed: true,
      mark: { points: 14, outOf: 20 },
    });
    expect(examReadiness('ha', [offshore], []).exams[0]).toMatchObject({
      passed: true,
      mark: { points: 14, outOf: 20 },
    });
  });

  it('names the themes under their target, in order, and leaves out the disabled ones', () => {
    const themes = [
      theme('L', 72),
      theme('A', 0),
      theme('M', 50, { disabled: true }),
      theme('S', 88),
      theme('U', 87),
    ];
    const verdict = examReadiness('b', [exam(36), exam(37), exam(38)], themes);
    expect(verdict).toMatchObject({ ready: false, examsToPass: 0, themesBelow: ['L', 'A', 'U'] });
  });

  // Issue #40: one right answer made a theme « objectif atteint ».
  it('counts a theme on target only with enough answers', () => {
    const few = theme('L', 100, { answered: THEME_TARGET_MIN_ANSWERS - 1 });
    const enough = theme('L', 100, { answered: THEME_TARGET_MIN_ANSWERS });
    expect(themeTargetReached(few)).toBe(false);
    expect(themeTargetReached(enough)).toBe(true);
    expect(themeTargetReached({ ...enough, disabled: true })).toBe(false);
    expect(examReadiness('b', [exam(36), exam(37), exam(38)], [few])).toMatchObject({
      ready: false,
      themesBelow: ['L'],
    });
  });

  it('grades every series but the welcome one', () => {
    expect(SERIES_TYPES.filter(isGradedSeries)).toEqual([
      'examen',
      'thematique',
      'personnalise',
      'erreurs',
      // A classroom session is marked against the exam's pass rate (issue #43).
      'salle',
    ]);
  });
});
