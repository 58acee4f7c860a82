import { dashboardSchema } from '@prepacode/domain/contracts/dashboard.contract';
import { addDays, dayInFrance } from '@prepacode/domain/calendar';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../../test/helpers/databases.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import { writeSeriesContent } from '../../../../test/helpers/series-fixture.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';
import { newId, newNumericId } from '../../../lib/tokens.js';
import { countResults, monthsShown } from './dashboard.service.js';

// Issue #41, point 3: the « Tableau de bord » of a school and of the network, counted from the
// fixtures' own learners: what each counts, who may read it, its spreadsheets.

type Net = Awaited<ReturnType<typeof freshNetwork>>;
type Learner = Awaited<ReturnType<Net['learner']>>;
const DAY = 86_400_000;
const contentDir = writeSeriesContent();

describe.each(testEngines())('the school’s dashboard on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });
  let net: Net;
  let people: Awaited<ReturnType<Net['team']>>;
  let themes: { letter: string; label: string }[];

  /** An attempt of the learner's, last answered `ago` ms ago: a mock exam when `exam`. */
  async function practised(learner: Learner, ago: number, { exam = false, right = 36 } = {}) {
    const { db } = context.app;
    const { bank_id: bank } = await db
      .selectFrom('content_bank_licences')
      .select('bank_id')
      .where('licence_code', '=', 'b')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('attempts')
      .values({
        id: newNumericId(),
        user_id: learner.id,
        inscription_id: learner.inscription,
        licence_code: 'b',
        bank_id: bank,
        slug: `${exam ? 'examen' : 'theme'}-${newId()}`,
        type: exam ? 'examen' : 'thematique',
        label: 'Série',
        series_position: 1,
        theme: null,
        parcours: exam ? 'examen' : 'entrainement',
        timed: exam ? 1 : 0,
        nb_questions: 40,
        nb_answered: 40,
        nb_correct: right,
        ended: 1,
        created_at: Date.now() - ago - 600_000,
        updated_at: Date.now() - ago,
        time_extension: null,
      })
      .execute();
  }

  /** A confirmed booking of the learner's with its result, the exam `daysAgo` days ago. */
  async function result(learner: Learner, daysAgo: number, favourable: boolean) {
    await context.app.db
      .insertInto('exam_requests')
      .values({
        id: newId(),
        user_id: learner.id,
        inscription_id: learner.inscription,
        licence_code: 'b',
        neph: null,
        period: 'des_que_possible',
        centre: 'La Poste',
        phone: null,
        comment: null,
        status: 'confirmee',
        school_notified: 1,
        created_at: Date.now() - (daysAgo + 20) * DAY,
        updated_at: Date.now() - daysAgo * DAY,
        exam_day: addDays(dayInFrance(), -daysAgo),
        exam_time: '10:30',
        exam_centre: 'La Poste — Lyon 7',
        result: favourable ? 'favorable' : 'defavorable',
        score: favourable ? 37 : 31,
        result_at: Date.now() - daysAgo * DAY,
      })
      .execute();
  }

  const themeStats = (
    learner: Learner,
    rows: [letter: string, answered: number, right: number][],
  ) =>
    context.app.db
      .insertInto('learner_theme_stats')
      .values(
        rows.map(([theme, answered, correct]) => ({
          inscription_id: learner.inscription,
          theme,
          answered,
          correct,
        })),
      )
      .execute();

  beforeAll(async () => {
    const { db } = context.app;
    net = await freshNetwork(context.app, 'tableau');
    people = await net.team();
    const { bank_id: bank } = await db
      .selectFrom('content_bank_licences')
      .select('bank_id')
      .where('licence_code', '=', 'b')
      .executeTakeFirstOrThrow();
    themes = await db
      .selectFrom('content_themes')
      .select(['letter', 'label'])
      .where('bank_id', '=', bank)
      .orderBy('position')
      .execute();
    const [first, second] = themes;
    if (!first || !second) throw new Error('the b bank has two themes at least');

    // School A: Zoé practised today, failed then passed; Léo passed at once, his access ends
    // in 10 days; Inès only practised 40 days ago. School B: Jules, active today.
    const zoe = await net.learner('Zoé', 'Aubert', net.schoolA);
    const leo = await net.learner('Léo', 'Blanc', net.schoolA, { endsInDays: 10 });
    const ines = await net.learner('Inès', 'Carré', net.schoolA);
    const jules = await net.learner('Jules', 'Dupuis', net.schoolB, { endsInDays: 5 });
    await practised(zoe, 1000, { exam: true });
    await practised(zoe, 2000);
    await practised(ines, 40 * DAY);
    await practised(jules, 1000, { exam: true });
    await result(zoe, 20, false);
    await result(zoe, 3, true);
    await result(leo, 4, true);
    await result(jules, 2, false);
    // In school A the first theme is missed at 50 %; the second, answered 12 times, too little
    // to rank. Jules's 100 answers in school B rank it first in the network.
    await themeStats(zoe, [
      [first.letter, 30, 15],
      [second.letter, 12, 0],
    ]);
    await themeStats(leo, [[first.letter, 10, 5]]);
    await themeStats(jules, [[second.letter, 100, 10]]);
  });

  const dashboard = async (who: keyof typeof people, query = '') => {
    const answer = await people[who].call('GET', `/central/api/ecole/tableau-de-bord${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return readJson(answer, dashboardSchema);
  };

  it('counts the manager’s school only: activity, results, ending access, themes missed', async () => {
    const page = await dashboard('manager');
    expect(page.ecole).toEqual({ id: net.schoolA, nom: 'École A tableau' });
    expect(page.ecoles).toBeNull();
    expect(page.activite).toMatchObject({
      inscrits: 3,
      actifs_semaine: 1,
      examens_blancs_semaine: 1,
      evaluables: 3,
      prets: 0,
    });
    // Inès's practice 40 days ago is in neither this month nor the weeks shown.
    expect(page.activite.actifs_mois).toBe(1);
    expect(page.activite.semaines).toHaveLength(12);
    expect(page.activite.semaines.at(-1)).toMatchObject({ actifs: 1, examens_blancs: 1 });
    expect(page.resultats.permis.find((line) => line.permis === 'b')).toMatchObject({
      permis: 'b',
      resultats: 3,
      favorables: 2,
      premiers: 2,
      premiers_favorables: 1,
      national: { taux: 52.8, epreuve: 'ETG', annee: 2024 },
    });
    expect(page.resultats.mois).toHaveLength(12);
    const counted = page.resultats.mois.reduce((sum, month) => sum + month.resultats, 0);
    expect(counted).toBe(3);
    expect(page.fins_acces).toEqual({
      total: 1,
      eleves: [expect.objectContaining({ prenom: 'Léo', nom: 'Blanc', ecole: 'École A tableau' })],
    });
    expect(page.themes.map((theme) => [theme.libelle, theme.reponses, theme.erreurs])).toEqual([
      [themes[0]?.label, 40, 20],
    ]);
  });

  it('gives the operator the network’s sums and each school’s line, or one school', async () => {
    const network = await dashboard('operator');
    expect(network.ecole).toBeNull();
    expect(network.ecoles?.map((line) => [line.nom, line.inscrits, line.actifs_semaine])).toEqual([
      ['École A tableau', 3, 1],
      ['École B tableau', 1, 1],
    ]);
    expect(network.ecoles?.find((line) => line.id === net.schoolB)).toMatchObject({
      resultats: 1,
      favorables: 0,
      premiers: 1,
      fins_acces: 1,
    });
    expect(network.activite).toMatchObject({ inscrits: 4, actifs_semaine: 2 });
    expect(network.fins_acces.eleves.map((row) => row.prenom)).toEqual(['Jules', 'Léo']);
    expect(network.themes.map((theme) => [theme.libelle, theme.reponses, theme.erreurs])).toEqual([
      [themes[1]?.label, 112, 102],
      [themes[0]?.label, 40, 20],
    ]);

    const schoolB = await dashboard('operator', `?ecole=${net.schoolB}`);
    expect(schoolB.ecole?.nom).toBe('École B tableau');
    expect(schoolB.activite.inscrits).toBe(1);
  });

  it('is refused to an instructor, and another school’s to a manager', async () => {
    const instructor = await people.instructor.call('GET', '/central/api/ecole/tableau-de-bord');
    expect(instructor.statusCode).toBe(403);
    const other = await people.otherManager.call(
      'GET',
      `/central/api/ecole/tableau-de-bord?ecole=${net.schoolA}`,
    );
    expect(other.statusCode).toBe(404);
    expect(readError(other).message).toBe('Cette école ne fait pas partie des vôtres.');
  });

  it('writes each table as a spreadsheet French Excel opens, rates with a decimal comma', async () => {
    const answer = await people.manager.call(
      'GET',
      '/central/api/ecole/tableau-de-bord.csv?tableau=resultats',
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/tableau-de-bord-resultats-/);
    const [header, car, moto] = answer.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'permis;epreuve;resultats;favorables;taux_reussite;premiers_passages;premiers_favorables;taux_premier_passage;taux_national;annee_taux_national',
    );
    expect(car).toBe('Auto;ETG;3;2;66,7;2;1;50;52,8;2024');
    expect(moto).toBe('ETM;ETM;0;0;;0;0;;74,2;2023');

    const schools = await people.operator.call(
      'GET',
      '/central/api/ecole/tableau-de-bord.csv?tableau=ecoles',
    );
    expect(schools.body).toContain('École B tableau;1;1;1;1;0;1;0;1;0;0;1;0;0;1');
    const wrong = await people.manager.call(
      'GET',
      '/central/api/ecole/tableau-de-bord.csv?tableau=tout',
    );
    expect(wrong.statusCode).toBe(400);
  });
});

describe('countResults', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');
  const row = (user: string, day: string, result: string) => ({
    user_id: user,
    school: 's',
    licence_code: 'b',
    result,
    exam_day: day,
    result_at: Date.parse(`${day}T12:00:00Z`),
    updated_at: Date.parse(`${day}T12:00:00Z`),
  });

  it('counts a retry as no first try when the first fell before the months shown', () => {
    const months = monthsShown(now);
    expect(months[0]).toBe('2025-12');
    expect(months.at(-1)).toBe('2026-11');
    const counted = countResults(
      [
        row('ana', '2026-02-03', 'favorable'),
        row('bob', '2025-10-01', 'defavorable'),
        row('bob', '2026-01-15', 'favorable'),
      ],
      months,
    );
    expect(counted.byLicence.get('b')).toEqual({
      resultats: 2,
      favorables: 2,
      premiers: 1,
      premiers_favorables: 1,
    });
    expect(counted.byMonth.get('2026-01')).toMatchObject({ resultats: 1, premiers: 0 });
  });
});
