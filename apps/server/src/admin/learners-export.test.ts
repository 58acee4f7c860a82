import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { dayInFrance } from '@prepacode/domain/calendar';
import { testEngines } from '../../test/helpers/databases.js';
import {
  answerCurrent,
  learner,
  rightLetters,
  started,
  writeSeriesContent,
  type CurrentQuestion,
} from '../../test/helpers/series-fixture.js';
import { useTestApp } from '../../test/helpers/test-app.js';
import { LEARNERS_CSV_COLUMNS, learnersCsv } from '../modules/school/learners/learners-csv.js';
import { exportLearners } from './learners-export.js';

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
    expect(steps).toEqual(['0/1', '1/1']);
    // Gauthier and Perrin: the demo's former learners still enrolled (demo-results.ts).
    // One row per open inscription, by last name; staff, and learners without one, are not in.
    expect(rows.map((row) => `${row.nom} ${row.permis}`)).toEqual([
      'Bernard b',
      'Bernard co',
      'Bonnet a2',
      'Durand etm',
      'Fournier crr',
      'Garcia b',
      'Gauthier b',
      'Girard ha',
      'Martin b',
      'Morel ei',
      'Perrin b',
      'Richard co',
      'Robert b',
    ]);
    const row = rows.find((entry) => entry.email === 'eleve@demo.test');
    expect(row).toMatchObject({
      prenom: 'Léa',
      groupe: 'Cours du soir',
      bonnes_reponses: 2,
      questions_repondues: 3,
      cours_termines: 1,
    });
    expect(row?.acces_jusquau).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const csv = learnersCsv(rows);
    const [header, ...lines] = parse(csv, { delimiter: ';' });
    expect(header).toEqual([...LEARNERS_CSV_COLUMNS]);
    expect(lines).toContainEqual([
      'Martin',
      'Léa',
      'eleve@demo.test',
      'Auto-école de la Gare (démonstration)',
      'Cours du soir',
      'b',
      row?.acces_jusquau,
      dayInFrance(),
      '0',
      '',
      '',
      'non',
      String(Math.round((row?.chance_reussite ?? Number.NaN) * 100)),
      '20',
      '2',
      '3',
      '67',
      '1',
    ]);
  });

  it('leaves closed inscriptions out', async () => {
    await context.app.db
      .updateTable('inscriptions')
      .set({ status: 'ferme' })
      .where('licence_code', '=', 'co')
      .execute();
    const rows = await exportLearners(context.app.db, { school: 'demo-auto-ecole' });
    expect(rows.filter((row) => row.email === 'multi@demo.test').map((row) => row.permis)).toEqual([
      'b',
    ]);
  });

  it('writes only the header for a school without learners, and refuses an unknown school', async () => {
    const rows = await exportLearners(context.app.db, { school: 'demo-michelin' });
    expect(rows).toEqual([]);
    expect(learnersCsv(rows).trim()).toBe(LEARNERS_CSV_COLUMNS.join(';'));
    await expect(exportLearners(context.app.db, { school: 'inconnue' })).rejects.toThrow(
      'aucune école d’identifiant inconnue',
    );
  });
});
