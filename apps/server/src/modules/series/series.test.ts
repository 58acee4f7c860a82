import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/helpers/databases.js';
import {
  answerCurrent,
  creditsOf,
  learner,
  rightLetters,
  started,
  writeSeriesContent,
} from '../../../test/helpers/series-fixture.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { bumpContentStamp } from '../content/content-stamp.repository.js';
import { readError, readJson } from '../../../test/helpers/read-json.js';
import {
  serieStateSchema,
  seriesEleveResponseSchema,
} from '@prepacode/domain/contracts/series.contract';
import { questionResponseSchema } from '@prepacode/domain/contracts/player.contract';

const contentDir = writeSeriesContent();

describe.each(testEngines())('series and history on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });
  const credits = creditsOf;

  it('starts an exam with one credit, and resumes it instead of starting it twice', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    const before = await credits(lea);
    const created = await lea.create('essai-examen-1', 'examen', 'aleatoire');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      slug: 'essai-examen-1',
      type: 'examen',
      libelle: 'Examen blanc n° 1',
      parcours: 'examen',
      chronometree: true,
      nb_questions: 40,
      nb_questions_realisees: 0,
      termine: false,
    });
    expect(await credits(lea)).toBe(before - 1);
    // Shuffled (issue #40), except where the order means something: Vrai/Faux stays as it is.
    const lettering = await context.app.db
      .selectFrom('attempt_questions')
      .select(['question_id', 'lettering'])
      .where('attempt_id', '=', readJson(created, serieStateSchema).id)
      .execute();
    expect(lettering).toHaveLength(40);
    for (const row of lettering.filter(
      (one) => !['ES-L-002', 'ES-C-001'].includes(one.question_id),
    ))
      expect(row.lettering, row.question_id).toBe('AB');
    const again = await lea.create('essai-examen-1');
    expect(again.statusCode).toBe(200);
    expect(readJson(again, serieStateSchema).id).toBe(readJson(created, serieStateSchema).id);
    expect(await credits(lea)).toBe(before - 1);
  });

  it('refuses an exam when no credit remains, and creates nothing', async () => {
    const nathan = await learner(context.app, 'nouveau@demo.test');
    await context.app.db.updateTable('inscriptions').set({ remaining_credits: 0 }).execute();
    const refused = await nathan.create('essai-examen-1');
    expect(refused.statusCode).toBe(409);
    expect(readError(refused)).toEqual({
      code: 'credits_epuises',
      message: 'Vous n’avez plus de crédit pour les examens blancs : demandez-en à votre école.',
    });
    expect(
      readJson(await nathan.get('/api/front/series-eleve'), seriesEleveResponseSchema)
        .historique_total,
    ).toBe(0);
    // A thematic series uses no credit.
    expect((await nathan.create('essai-theme-c', 'entrainement')).statusCode).toBe(201);
    await context.app.db.updateTable('inscriptions').set({ remaining_credits: 20 }).execute();
  });

  it('spends the last credit once when two mock exams start at once', async () => {
    const jade = await learner(context.app, 'jade@demo.test');
    await context.app.db.updateTable('inscriptions').set({ remaining_credits: 1 }).execute();
    const answers = await Promise.all([
      jade.create('essai-examen-1'),
      jade.create('essai-nouvel-examen'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await credits(jade)).toBe(0);
    await context.app.db.updateTable('inscriptions').set({ remaining_credits: 20 }).execute();
  });

  it('refuses a slug of another licence, an unknown one and bad parameters', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    for (const slug of ['autre-theme-b', 'inconnue', 'autre-personnalise']) {
      const response = await lea.create(slug);
      expect(response.statusCode).toBe(404);
      expect(readError(response).message).toBe('Série introuvable.');
    }
    const bad = await lea.create('essai-theme-c', 'libre');
    expect(bad.statusCode).toBe(400);
    expect(readError(bad).message).toBe('Le parcours doit être « examen » ou « entrainement ».');
    expect((await lea.create('../etc', 'examen')).statusCode).toBe(400);
  });

  it('sums up the learner’s series, history, themes and composed series', async () => {
    const lea = await learner(context.app, 'nouveau@demo.test');
    const welcome = await started(lea, 'essai-bienvenue', 'entrainement');
    await answerCurrent(lea, welcome, rightLetters);
    const theme = await started(lea, 'essai-theme-l', 'entrainement');
    await answerCurrent(lea, theme, () => 'B'); // ES-L-001 missed

    const summary = readJson(
      await lea.get('/api/front/series-eleve', { t: '1' }),
      seriesEleveResponseSchema,
    );
    expect(summary.series_restantes.series.map((entry: { type: string }) => entry.type)).toEqual([
      'examen',
      'thematique',
      'accueil',
    ]);
    const accueil = summary.series_restantes.series[2];
    expect(accueil).toMatchObject({ libelle: 'Série de bienvenue', restantes: 0, total: 1 });
    // theme-c was started by the credits test, neither thematic series is ended yet.
    expect(summary.series_restantes.series[1]).toMatchObject({ restantes: 2, total: 2 });
    expect(summary.historique_total).toBe(3);
    expect(summary.historique[0]).toMatchObject({
      id: theme,
      termine: false,
      nb_questions: 2,
      nb_questions_realisees: 1,
      score: 0,
      type: 'thematique',
      libelle: 'Thème\u202F: Circulation',
      ordre: 1,
      chronometree: false,
      theme: { id: 'L', couleur: '#0b5cad' },
      slug: 'essai-theme-l',
      parcours: 'entrainement',
      reussi: null,
    });
    // The welcome series is not graded, even with every answer right (issue #18).
    const welcomeEntry = summary.historique.find((e) => e.type === 'accueil');
    expect(welcomeEntry).toMatchObject({ termine: true, reussi: null });
    expect(welcomeEntry).not.toHaveProperty('theme');
    expect(summary.themes).toEqual([
      {
        theme_id: 'L',
        nb_questions: 2,
        score: 50,
        score_limite: 88,
        desactive: false,
        serie: { slug: 'essai-theme-l' },
      },
      {
        theme_id: 'C',
        nb_questions: 0,
        score: 0,
        score_limite: 88,
        desactive: false,
        serie: { slug: 'essai-theme-c' },
      },
    ]);
    expect(summary.parcours_personnalise).toEqual([
      expect.objectContaining({
        type: 'personnalise',
        slug: 'essai-personnalise',
        chronometree: false,
      }),
      // One question missed: the review says it has one question, not a series' worth.
      expect.objectContaining({ type: 'erreurs', slug: 'essai-erreurs', nb_questions: 1 }),
    ]);

    // The missed question comes first in both composed series; never twice in one.
    for (const slug of ['essai-erreurs', 'essai-personnalise']) {
      const id = await started(lea, slug, 'entrainement');
      const state = readJson(await lea.get(`/api/serie/resume/${id}`), serieStateSchema);
      const first = readJson(await lea.question(id), questionResponseSchema);
      expect(first.identifiant).toBe('ES-L-001');
      if (slug === 'essai-erreurs') expect(state.nb_questions).toBe(1);
      else expect(state.nb_questions).toBe(20);
    }
  });

  it('sees content changed by an import, which bumps the content stamp', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    const label = async () =>
      readJson(await lea.get('/api/front/series-eleve'), seriesEleveResponseSchema).series_restantes
        .series[0]?.series[0]?.libelle;
    expect(await label()).toBe('Examen blanc n° 1');
    const { db } = context.app;
    await db
      .updateTable('content_series')
      .set({ label: 'Examen n° 1' })
      .where('slug', '=', 'essai-examen-1')
      .execute();
    expect(await label()).toBe('Examen blanc n° 1'); // no import yet: the cached content
    await bumpContentStamp(db);
    expect(await label()).toBe('Examen n° 1');
    await db
      .updateTable('content_series')
      .set({ label: 'Examen blanc n° 1' })
      .where('slug', '=', 'essai-examen-1')
      .execute();
    await bumpContentStamp(db);
  });

  it('names every series under way on the dashboard, whatever its age', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    const old = await started(lea, 'essai-theme-l', 'entrainement');
    await answerCurrent(lea, old, rightLetters);
    for (let n = 0; n < 11; n += 1) {
      const id = await started(lea, 'essai-theme-c', 'entrainement');
      await answerCurrent(lea, id, rightLetters);
    }
    const summary = readJson(await lea.get('/api/front/series-eleve'), seriesEleveResponseSchema);
    // The history holds the latest attempts; the series under way are named whatever their age.
    const entries: { id: number; termine: boolean; date: string }[] = summary.historique;
    expect(entries.map((entry) => entry.id)).not.toContain(old);
    expect(entries.filter((entry) => entry.termine)).toHaveLength(10);
    expect(summary.series_en_cours).toContain('essai-theme-l');
    expect(summary.series_en_cours).toHaveLength(2); // and the exam begun first
    const dates = entries.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(summary.historique_total).toBe(13);
  });

  it('does not offer the review of mistakes when there is none, and refuses it', async () => {
    const hugo = await learner(context.app, 'eleve@demo.test');
    const offered = readJson(
      await hugo.get('/api/front/series-eleve'),
      seriesEleveResponseSchema,
    ).parcours_personnalise;
    expect(offered.map((serie: { type: string }) => serie.type)).toEqual(['personnalise']);
    const response = await hugo.create('essai-erreurs', 'entrainement');
    expect(response.statusCode).toBe(409);
    expect(readError(response).message).toBe('Vous n’avez aucune erreur à revoir pour le moment.');
  });

  it('refuses a series whose questions have all been retired', async () => {
    const lea = await learner(context.app, 'bateau@demo.test');
    const { db } = context.app;
    await db
      .updateTable('questions')
      .set({ retired_at: Date.now() })
      .where('id', '=', 'AU-B-001')
      .execute();
    await bumpContentStamp(db); // as the import that retires it does
    const response = await lea.create('autre-theme-b', 'entrainement');
    expect(response.statusCode).toBe(409);
    expect(readError(response).message).toBe('Aucune question n’est disponible pour cette série.');
    await db
      .updateTable('questions')
      .set({ retired_at: null })
      .where('id', '=', 'AU-B-001')
      .execute();
    await bumpContentStamp(db);
    expect((await lea.create('autre-theme-b', 'entrainement')).statusCode).toBe(201);
  });

  it('keeps the last three mock exams ended in exam conditions for the readiness verdict', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    const { db } = context.app;
    // Each exam is ended at once in the database: the verdict reads results, not answers.
    const endedExam = async (parcours: string, correct: number, at: number) => {
      const id = await started(lea, 'essai-examen-1', parcours);
      await db
        .updateTable('attempts')
        .set({ ended: 1, nb_answered: 40, nb_correct: correct, updated_at: at })
        .where('id', '=', id)
        .execute();
      return id;
    };
    const day = 86_400_000;
    const old = Date.now() - 30 * day;
    const oldest = await endedExam('examen', 20, old);
    const kept = [
      await endedExam('examen', 36, old + day),
      await endedExam('examen', 34, old + 2 * day),
      await endedExam('examen', 38, old + 3 * day),
    ];
    const training = await endedExam('entrainement', 40, old + 4 * day);
    // Ten newer attempts push them all out of the recent ones.
    for (let n = 0; n < 10; n += 1) {
      const id = await started(lea, 'essai-theme-c', 'entrainement');
      await answerCurrent(lea, id, rightLetters);
    }
    const summary = readJson(await lea.get('/api/front/series-eleve'), seriesEleveResponseSchema);
    const ids = summary.historique.map((entry: { id: number }) => entry.id);
    expect(ids).toEqual(expect.arrayContaining(kept));
    expect(ids).not.toContain(oldest);
    expect(ids).not.toContain(training);
    const exams = summary.historique.filter((entry: { id: number }) => kept.includes(entry.id));
    expect(exams).toEqual(
      [38, 34, 36].map(
        (score) =>
          expect.objectContaining({ parcours: 'examen', score, reussi: score >= 35 }) as unknown,
      ),
    );
  });

  it('offers the review of mistakes to continue it, and no more once nothing is left', async () => {
    // Nathan missed ES-L-001 and began its review without answering (second test above).
    const nathan = await learner(context.app, 'nouveau@demo.test');
    const composed = async () =>
      readJson(await nathan.get('/api/front/series-eleve'), seriesEleveResponseSchema)
        .parcours_personnalise;
    expect(await composed()).toEqual([
      expect.objectContaining({ type: 'personnalise', nb_questions: 20 }),
      expect.objectContaining({ type: 'erreurs', nb_questions: 1 }),
    ]);
    // Answered right elsewhere: no mistake left, yet the review begun can still be continued.
    const personalised = await started(nathan, 'essai-personnalise', 'entrainement');
    await answerCurrent(nathan, personalised, rightLetters);
    expect((await composed()).map((serie: { type: string }) => serie.type)).toEqual([
      'personnalise',
      'erreurs',
    ]);
    const review = await started(nathan, 'essai-erreurs', 'entrainement');
    await answerCurrent(nathan, review, rightLetters);
    expect((await composed()).map((serie: { type: string }) => serie.type)).toEqual([
      'personnalise',
    ]);
  });
});
