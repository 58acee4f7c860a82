import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { dayInFrance } from '../modules/auth/calendar.js';
import { testEngines } from '../test/databases.js';
import {
  answerCurrent,
  learner,
  rightLetters,
  started,
  writeSeriesContent,
  type CurrentQuestion,
} from '../test/series-fixture.js';
import { useTestApp } from '../test/test-app.js';
import { EXPORT_COLUMNS, exportLearners, learnersCsv } from './learners-export.js';

const contentDir = writeSeriesContent();

// The letters of a wrong answer: any proposition not among the right ones.
const wrongLetters = (q: CurrentQuestion) =>
  q.propositions.find((p) => !rightLetters(q).split(',').includes(p.lettre))?.lettre ?? '';

describe.each(testEngines())('admin learners-export on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });

  it('gives each learner of the school with their access and progress', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    // Two right answers to a thematic series, one wrong to another: both ended.
    const themeL = await started(lea, 'essai-theme-l', 'entrainement');
    await answerCurrent(lea, themeL, rightLetters);
    await answerCurrent(lea, themeL, rightLetters);
    const themeC = await started(lea, 'essai-theme-c', 'entrainement');
    await answerCurrent(lea, themeC, wrongLetters);
    const userId = (
      await context.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'eleve@demo.test')
        .executeTakeFirstOrThrow()
    ).id;
    await context.app.db
      .insertInto('lesson_completions')
      .values({ user_id: userId, lesson_id: 'essai-L', completed_at: Date.now() - 86_400_000 })
      .execute();

    const steps: string[] = [];
    const rows = await exportLearners(
      context.app.db,
      { school: 'demo-auto-ecole' },
      (done, total) => steps.push(`${done}/${total}`),
    );
    expect(steps).toEqual(['0/6', '6/6']);
    // Staff are not learners; learners come by last name.
    expect(rows.map((row) => row.nom)).toEqual([
      'Bernard',
      'Durand',
      'Martin',
      'Petit',
      'Richard',
      'Robert',
    ]);
    const oneYear = rows.find((row) => row.email === 'eleve@demo.test')?.fin_acces;
    expect(rows.find((row) => row.email === 'eleve@demo.test')).toEqual({
      email: 'eleve@demo.test',
      prenom: 'Léa',
      nom: 'Martin',
      permis: 'b',
      fin_acces: oneYear,
      series_terminees: 2,
      bonnes_reponses: 2,
      questions_repondues: 3,
      taux_reussite: 67,
      cours_termines: 1,
      derniere_activite: dayInFrance(),
    });
    expect(oneYear).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rows.find((row) => row.email === 'multi@demo.test')).toMatchObject({
      permis: 'b|co',
      series_terminees: 0,
      taux_reussite: '',
      derniere_activite: '',
    });
    // Only course applications: no inscription, so no access end.
    expect(rows.find((row) => row.email === 'cours@demo.test')).toMatchObject({
      permis: '',
      fin_acces: '',
    });

    const csv = learnersCsv(rows);
    const [header, ...lines] = parse(csv) as string[][];
    expect(header).toEqual([...EXPORT_COLUMNS]);
    expect(lines).toContainEqual([
      'eleve@demo.test',
      'Léa',
      'Martin',
      'b',
      oneYear,
      '2',
      '2',
      '3',
      '67',
      '1',
      dayInFrance(),
    ]);
  });

  it('leaves closed inscriptions out of permis', async () => {
    await context.app.db
      .updateTable('inscriptions')
      .set({ status: 'ferme' })
      .where('licence_code', '=', 'co')
      .execute();
    const rows = await exportLearners(context.app.db, { school: 'demo-auto-ecole' });
    expect(rows.find((row) => row.email === 'multi@demo.test')?.permis).toBe('b');
  });

  it('writes only the header for a school without learners, and refuses an unknown school', async () => {
    const rows = await exportLearners(context.app.db, { school: 'demo-michelin' });
    expect(rows).toEqual([]);
    expect(learnersCsv(rows).trim()).toBe(EXPORT_COLUMNS.join(','));
    await expect(exportLearners(context.app.db, { school: 'inconnue' })).rejects.toThrow(
      'aucune école d’identifiant inconnue',
    );
  });
});
