import { examReadiness } from '@prepacode/domain/readiness';
import { withPassChance } from '@prepacode/domain/readiness-chance';
import { preparationSchema } from '@prepacode/domain/contracts/preparation.contract';
import { WEEKS_SHOWN, learnerFileSchema } from '@prepacode/domain/contracts/learner-file.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInFrance, mondayOf } from '@prepacode/domain/calendar';
import { newNumericId } from '../../../lib/tokens.js';
import { testEngines } from '../../../../test/helpers/databases.js';
import { freshNetwork } from '../../../../test/helpers/school-fixture.js';
import {
  answerCurrent,
  learner as signedInLearner,
  started,
  writeSeriesContent,
} from '../../../../test/helpers/series-fixture.js';
import { countRows, useTestApp } from '../../../../test/helpers/test-app.js';
import { knowsEveryQuestion } from '../../../../test/helpers/memory-fixture.js';
import { readError, readJson } from '../../../../test/helpers/read-json.js';
import { serieDetailsSchema } from '@prepacode/domain/contracts/player.contract';
import {
  historiquePageSchema,
  seriesEleveResponseSchema,
} from '@prepacode/domain/contracts/series.contract';
import { learnersPageSchema } from '@prepacode/domain/contracts/school.contract';

const contentDir = writeSeriesContent();
const DAY = 86_400_000;

describe.each(testEngines())('a learner’s page in the school space on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });
  let net: Awaited<ReturnType<typeof freshNetwork>>;
  let people: Awaited<ReturnType<typeof setUp>>;
  /** Anna's real attempts: a thematic series ended, another left unfinished. */
  const played = { ended: 0, unfinished: 0, bobs: 0 };

  async function setUp() {
    net = await freshNetwork(context.app, 'suivi');
    const elsewhere = await freshNetwork(context.app, 'ailleurs');
    return {
      anna: await net.learner('Anna', 'Suivi', net.schoolA, { group: net.groupA }),
      bob: await net.learner('Bob', 'Voisin', net.schoolA),
      carl: await net.learner('Carl', 'Effacé', net.schoolA),
      ...(await net.team()),
      otherOperator: await elsewhere.staff('operateur', null, 'Luc', 'Lointain'),
    };
  }

  /** An attempt written as the engine leaves it, dated `daysAgo` before now. */
  async function attempt(
    who: { id: string; inscription: number },
    values: { score: number; parcours?: 'examen' | 'entrainement'; ended?: 0 | 1; at: number },
  ) {
    const id = newNumericId();
    await context.app.db
      .insertInto('attempts')
      .values({
        id,
        user_id: who.id,
        inscription_id: who.inscription,
        licence_code: 'b',
        bank_id: 'essai',
        slug: 'essai-examen-1',
        type: 'examen',
        label: 'Examen blanc n° 1',
        series_position: 1,
        theme: null,
        parcours: values.parcours ?? 'examen',
        timed: 1,
        nb_questions: 40,
        nb_answered: 40,
        nb_correct: values.score,
        ended: values.ended ?? 1,
        created_at: values.at - 20 * 60_000,
        updated_at: values.at,
        time_extension: null,
      })
      .execute();
    return id;
  }

  /** The learner's dashboard reads its kept copy until the learner's data changes (ADR 0012). */
  const touch = (inscription: number) =>
    context.app.db
      .updateTable('learner_totals')
      .set((eb) => ({ changes: eb('changes', '+', 1) }))
      .where('inscription_id', '=', inscription)
      .execute();

  beforeAll(async () => {
    people = await setUp();
    const { db } = context.app;
    const anna = await signedInLearner(context.app, people.anna.email);
    played.ended = await started(anna, 'essai-theme-l', 'entrainement');
    await answerCurrent(anna, played.ended, () => 'A');
    await answerCurrent(anna, played.ended, () => 'B');
    played.unfinished = await started(anna, 'essai-theme-c', 'entrainement');
    const bob = await signedInLearner(context.app, people.bob.email);
    played.bobs = await started(bob, 'essai-theme-c', 'entrainement');
    await answerCurrent(bob, played.bobs, () => 'B');
    // Mock exams in exam conditions, written out of order: the page puts them oldest first.
    const now = Date.now();
    await attempt(people.anna, { score: 38, at: now - 10 * DAY });
    await attempt(people.anna, { score: 30, at: now - 30 * DAY });
    await attempt(people.anna, { score: 36, at: now - 20 * DAY });
    await attempt(people.anna, { score: 35, at: now - 5 * DAY });
    // Neither counts: in training mode, and unfinished.
    await attempt(people.anna, { score: 40, parcours: 'entrainement', at: now - 4 * DAY });
    await attempt(people.anna, { score: 12, ended: 0, at: now - 3 * DAY });
    await db
      .updateTable('learner_theme_stats')
      .set({ answered: 50, correct: 47 })
      .where('inscription_id', '=', people.anna.inscription)
      .where('theme', '=', 'L')
      .execute();
    await db
      .insertInto('learner_theme_stats')
      .values({ inscription_id: people.anna.inscription, theme: 'C', answered: 20, correct: 18 })
      .execute();
    await touch(people.anna.inscription);
    await db
      .updateTable('users')
      .set({ anonymised_at: now })
      .where('id', '=', people.carl.id)
      .execute();
  });

  type Who = 'manager' | 'instructor' | 'operator' | 'otherManager' | 'otherOperator';
  const file = (who: Who, learnerId: string, query = '') =>
    people[who].call('GET', `/central/api/ecole/eleves/${learnerId}/suivi${query}`);
  const correction = (who: Who, learnerId: string, attemptId: number) =>
    people[who].call('GET', `/central/api/ecole/eleves/${learnerId}/tentatives/${attemptId}`);

  it.each(['manager', 'instructor', 'operator'] as const)(
    'shows the learner and their corrections to the %s of their school',
    async (who) => {
      const page = await file(who, people.anna.id);
      expect(page.statusCode, page.body).toBe(200);
      expect(readJson(page, learnerFileSchema).eleve).toMatchObject({
        id: people.anna.id,
        prenom: 'Anna',
      });
      expect((await correction(who, people.anna.id, played.ended)).statusCode).toBe(200);
    },
  );

  it.each([
    ['otherManager', 'anna'],
    ['otherOperator', 'anna'],
    ['manager', 'carl'],
    ['operator', 'carl'],
  ] as const)('answers the %s about %s as about an unknown learner', async (who, whom) => {
    const page = await file(who, people[whom].id);
    expect(page.statusCode).toBe(404);
    expect(readError(page)).toEqual({
      code: 'eleve_introuvable',
      message: 'Cet élève n’existe pas dans vos écoles.',
    });
    const details = await correction(who, people[whom].id, played.ended);
    expect(details.statusCode).toBe(404);
    expect(readError(details).code).toBe('eleve_introuvable');
  });

  it('answers 404 for another learner’s attempt or formation, 409 for an unfinished one', async () => {
    const other = await correction('manager', people.anna.id, played.bobs);
    expect(other.statusCode).toBe(404);
    expect(readError(other)).toEqual({
      code: 'tentative_introuvable',
      message: 'Cette série n’existe pas pour cet élève.',
    });
    expect((await correction('manager', people.bob.id, played.bobs)).statusCode).toBe(200);
    const unfinished = await correction('manager', people.anna.id, played.unfinished);
    expect(unfinished.statusCode).toBe(409);
    expect(readError(unfinished).code).toBe('serie_en_cours');
    const formation = await file('manager', people.anna.id, `?formation=${people.bob.inscription}`);
    expect(formation.statusCode).toBe(404);
    expect(readError(formation)).toEqual({
      code: 'formation_introuvable',
      message: 'Cette formation n’est pas une formation de cet élève.',
    });
    const bad = await file('manager', people.anna.id, '?formation=abc');
    expect(bad.statusCode).toBe(400);
    expect(readError(bad).message).toBe('Identifiant de formation invalide.');
  });

  it('gives the correction the learner reads, and writes nothing', async () => {
    const audits = await countRows(context.app.db, 'audit_log');
    const anna = await signedInLearner(context.app, people.anna.email);
    const own = await anna.get(`/api/serie/details/${played.ended}`);
    expect(own.statusCode).toBe(200);
    const staff = await correction('instructor', people.anna.id, played.ended);
    expect(staff.json()).toEqual(readJson(own, serieDetailsSchema));
    expect(staff.json()).toMatchObject({ score: 1, nb_questions: 2 });
    expect(await countRows(context.app.db, 'audit_log')).toBe(audits);
  });

  it('plots the mock exams in exam conditions, oldest first, with the pass mark', async () => {
    const page = readJson(await file('manager', people.anna.id), learnerFileSchema);
    expect(
      page.examens.map((exam: { score: number; seuil: number; reussi: boolean }) => [
        exam.score,
        exam.seuil,
        exam.reussi,
      ]),
    ).toEqual([
      [30, 35, false],
      [36, 35, true],
      [38, 35, true],
      [35, 35, true],
    ]);
    const dates = page.examens.map((exam: { date: string }) => Date.parse(exam.date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });

  it('says what the learner’s dashboard says about the themes and the readiness', async () => {
    const anna = await signedInLearner(context.app, people.anna.email);
    const check = async (ready: boolean) => {
      const dashboard = readJson(
        await anna.get('/api/front/series-eleve'),
        seriesEleveResponseSchema,
      );
      const page = readJson(await file('instructor', people.anna.id), learnerFileSchema);
      expect(
        page.themes.map(
          (theme: {
            theme_id: string;
            repondues: number;
            taux: number;
            cible: number;
            desactive: boolean;
          }) => ({
            theme_id: theme.theme_id,
            nb_questions: theme.repondues,
            score: theme.taux,
            score_limite: theme.cible,
            desactive: theme.desactive,
          }),
        ),
      ).toEqual(
        dashboard.themes.map(
          ({ serie: _serie, ...theme }: { serie: unknown; theme_id: string }) => theme,
        ),
      );
      // The verdict as the dashboard's page makes it from the same answers (exam-readiness.tsx),
      // the memory model's chance included (issue #44).
      const preparation = readJson(await anna.get('/api/front/preparation'), preparationSchema);
      // Taken a few milliseconds apart: the chances move by less than their last digit.
      expect(page.preparation?.date_examen).toEqual(preparation.date_examen);
      expect(page.preparation?.reussite).toBeCloseTo(preparation.reussite, 2);
      expect(page.preparation?.themes.map(({ chance: _, ...theme }) => theme)).toEqual(
        preparation.themes.map(({ chance: _, ...theme }) => theme),
      );
      const verdict = withPassChance(
        examReadiness(
          'b',
          dashboard.historique.map((entry) => ({
            type: entry.type,
            parcours: entry.parcours,
            ended: entry.termine,
            score: entry.score,
            nbQuestions: entry.nb_questions,
          })),
          dashboard.themes.map(
            (theme: {
              theme_id: string;
              nb_questions: number;
              score: number;
              score_limite: number;
              desactive: boolean;
            }) => ({
              themeId: theme.theme_id,
              answered: theme.nb_questions,
              score: theme.score,
              limitScore: theme.score_limite,
              disabled: theme.desactive,
            }),
          ),
        ),
        preparation.reussite,
      );
      expect(page.pret).toBe(verdict.ready);
      expect(page.pret).toBe(ready);
      const listed = readJson(
        await people.manager.call('GET', `/central/api/ecole/eleves?recherche=Anna%20Suivi`),
        learnersPageSchema,
      ).eleves;
      expect(listed.map((row) => row.pret)).toEqual([ready]);
      // The list gives the same chance as her page and her dashboard.
      expect(listed[0]?.chance_reussite).toBeCloseTo(preparation.reussite, 2);
      expect(page.themes[0]).toMatchObject({
        theme_id: 'L',
        libelle: 'Circulation',
        couleur: '#0b5cad',
        repondues: 50,
        justes: 47,
        taux: 94,
        cible: 88,
      });
    };
    // Her mock exams and her themes are ready, but the model knows none of her questions.
    await check(false);
    // It knows them all, well: ready, on every side.
    await knowsEveryQuestion(context.app.db, people.anna.inscription);
    await touch(people.anna.inscription);
    await check(true);
    // A newest mock exam under the pass mark: not ready any more, on both sides.
    await attempt(people.anna, { score: 20, at: Date.now() - DAY });
    await touch(people.anna.inscription);
    await check(false);
  });

  it('lists the attempts as the learner’s history does, with the total', async () => {
    const anna = await signedInLearner(context.app, people.anna.email);
    const own = readJson(
      await anna.get('/api/front/historique', { taille_page: '100' }),
      historiquePageSchema,
    );
    const page = readJson(await file('manager', people.anna.id), learnerFileSchema);
    expect(page.historique).toEqual(own.entrees);
    expect(page.nb_tentatives).toBe(page.historique.length);
    expect(page.historique[0]).toMatchObject({ id: played.unfinished, termine: false });
  });

  it('sums this week’s answers into the last of the weeks shown', async () => {
    const page = readJson(await file('manager', people.anna.id), learnerFileSchema);
    expect(page.semaines).toHaveLength(WEEKS_SHOWN);
    const mondays = page.semaines.map((week: { semaine: string }) => week.semaine);
    expect(mondays.at(-1)).toBe(mondayOf(dayInFrance()));
    expect(mondays[0]).toBe(addDays(mondayOf(dayInFrance()), -7 * (WEEKS_SHOWN - 1)));
    // The two answers of the thematic series, a few milliseconds after it started.
    expect(page.semaines.at(-1)).toEqual({ semaine: mondays.at(-1), minutes: 0, reponses: 2 });
  });
});
