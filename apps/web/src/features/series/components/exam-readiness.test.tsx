import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toHistoryEntry } from '../api/get-historique';
import type { ThemeResult } from '../api/get-series-eleve';
import type { LicenceTheme } from '../api/get-themes';
import { ExamReadiness } from './exam-readiness';
import {
  etgMockExam,
  hauturierMockExam,
  historiqueEntry,
  welcomeEnded,
} from '../../../test/series-kit';

const themes = new Map<string, LicenceTheme>([
  ['L', { id: 'L', color: '#0b5cad', label: 'Dispositions légales', shortLabel: 'Circulation' }],
  ['U', { id: 'U', color: '#be123c', label: 'Les autres usagers', shortLabel: 'Usagers' }],
  ['M', { id: 'M', color: '#4d7c0f', label: 'Mécanique', shortLabel: null }],
]);
const result = (themeId: string, score: number, disabled = false): ThemeResult => ({
  themeId,
  nbQuestions: 30,
  score,
  limitScore: 88,
  disabled,
  seriesSlug: null,
});
const onTarget = [result('L', 90), result('U', 88), result('M', 10, true)];

let nextId = 1;
/** An ended mock exam in exam conditions, newest first in the order given. */
const exam = (score: number, changes: Parameters<typeof historiqueEntry>[0] = {}) =>
  toHistoryEntry(historiqueEntry({ id: nextId++, score, reussi: score >= 35, ...changes }));

const etg = etgMockExam;

const renderReadiness = (
  history: ReturnType<typeof exam>[],
  results = onTarget,
  mockExam = etg,
) => {
  render(
    <ExamReadiness
      history={history}
      results={results}
      themes={themes}
      licence="b"
      mockExam={mockExam}
    />,
  );
  return screen.getByRole('region', { name: 'Ma préparation à l’examen' });
};

describe('the readiness verdict', () => {
  it('says ready only with the last three exams passed and every theme on target', () => {
    const panel = renderReadiness([exam(36), exam(35), exam(39), exam(12)]);
    expect(panel).toHaveTextContent('Prêt pour l’examen');
    // textContent, as toHaveTextContent folds the narrow no-break space into a plain one.
    expect(panel.textContent).toContain(
      'Vos 3 derniers examens blancs en conditions d’examen\u202f: 36/40 (réussi), 35/40 (réussi), 39/40 (réussi).',
    );
    expect(within(panel).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says what is missing: exams to pass after a failure, themes under target by name', () => {
    const panel = renderReadiness(
      [exam(36), exam(34), exam(38)],
      [result('L', 72), result('U', 0), result('M', 10, true)],
    );
    expect(panel).toHaveTextContent('Encore un effort');
    expect(panel).not.toHaveTextContent('Prêt pour l’examen');
    const missing = within(panel).getByRole('list', { name: 'Ce qu’il vous reste à faire' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Encore 2 examens blancs réussis à faire',
      '2 thèmes sous l’objectif\u202f: Circulation, Usagers',
    ]);
    expect(panel).toHaveTextContent('36/40 (réussi), 34/40 (pas encore), 38/40 (réussi)');
  });

  it('is singular at one exam and one theme, and still not ready with two passed exams', () => {
    const panel = renderReadiness([exam(37), exam(40)], [result('L', 87), result('U', 95)]);
    const items = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Encore 1 examen blanc réussi à faire',
      '1 thème sous l’objectif\u202f: Circulation',
    ]);
  });

  it('counts neither training, nor an unfinished exam, nor the welcome series', () => {
    const panel = renderReadiness([
      exam(12, { termine: false, reussi: null }),
      exam(40, { parcours: 'entrainement' }),
      exam(39, { parcours: 'entrainement' }),
      exam(38, { parcours: 'entrainement' }),
      toHistoryEntry(welcomeEnded),
    ]);
    expect(panel).toHaveTextContent('À vous de jouer');
    expect(within(panel).getByRole('listitem')).toHaveTextContent(
      'Encore 3 examens blancs réussis à faire',
    );
    expect(panel).toHaveTextContent(
      'Il faut réussir vos 3 derniers examens blancs en conditions d’examen (35 bonnes réponses sur 40 au moins)',
    );
    expect(panel).not.toHaveTextContent('Votre dernier examen blanc');
  });

  it('asks for the mark of each part of an exam that has parts (CRR, issue #22)', () => {
    // A CRR exam at 16/20 failed on a part: the verdict reads the server's « reussi ».
    const failed = exam(16, { nb_questions: 20, reussi: false });
    const panel = renderReadiness([failed], onTarget, {
      ...etg,
      nbQuestions: 20,
      passMark: 10,
      questionSeconds: null,
      totalMinutes: 45,
      parts: [
        { label: 'Généralités', nbQuestions: 6, passMark: 3 },
        { label: 'Radiotéléphonie VHF', nbQuestions: 7, passMark: 4 },
        { label: 'Détresse et sécurité', nbQuestions: 7, passMark: 4 },
      ],
    });
    expect(panel.textContent).toContain('16/20 (pas encore)');
    expect(panel.textContent).toContain(
      'la moyenne dans chacune des 3 parties\u202f: Généralités (3 sur 6), Radiotéléphonie VHF (4 sur 7), Détresse et sécurité (4 sur 7)',
    );
  });

  it('says the points of an exam marked out of 20, and the offshore pass rule (hauturier)', () => {
    const marked = (points: number, reussi: boolean, changes = {}) =>
      exam(9, { nb_questions: 13, note: { points, sur: 20 }, reussi, ...changes });
    const panel = renderReadiness(
      // A training exam in between does not count, nor shift the marks of those that do.
      [marked(14, false), marked(18, true, { parcours: 'entrainement' }), marked(12.5, true)],
      onTarget,
      hauturierMockExam,
    );
    expect(panel.textContent).toContain(
      'Vos 2 derniers examens blancs en conditions d’examen\u202f: 14/20 (pas encore), 12,5/20 (réussi).',
    );
    expect(panel).toHaveTextContent(
      'Il faut réussir vos 3 derniers examens blancs en conditions d’examen (10/20 au moins, dont 7/12 aux travaux sur la carte)',
    );
  });
});
