import {
  historiquePageSchema,
  seriesEleveResponseSchema,
} from '@prepacode/domain/contracts/series.contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testEngines } from '../../../test/helpers/databases.js';
import {
  answerCurrent,
  learner,
  rightLetters,
  started,
  writeSeriesContent,
} from '../../../test/helpers/series-fixture.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { bumpContentStamp } from '../content/content-stamp.repository.js';

const contentDir = writeSeriesContent();

// The dashboard data is kept in memory between writes (series-eleve.cache.ts): every write that
// changes it must show at once, and what is kept must still be the contract's.
describe.each(testEngines())('series-eleve kept between writes on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });
  const themeC = (body: z.infer<typeof seriesEleveResponseSchema>) =>
    body.themes.find((theme) => theme.theme_id === 'C');

  it('shows each new attempt and each answer on the next read', async () => {
    const lea = await learner(context.app, 'nouveau@demo.test');
    const read = async () => {
      const response = await lea.get('/api/front/series-eleve', { t: String(Date.now()) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      return z.parse(seriesEleveResponseSchema, response.json<unknown>());
    };
    const before = await read();
    expect(await read()).toEqual(before);

    const id = await started(lea, 'essai-theme-c', 'entrainement');
    const afterStart = await read();
    expect(afterStart.historique_total).toBe(before.historique_total + 1);
    expect(afterStart.historique.find((entry) => entry.id === id)).toMatchObject({
      nb_questions_realisees: 0,
      termine: false,
    });

    await answerCurrent(lea, id, rightLetters);
    const afterAnswer = await read();
    expect(afterAnswer.historique.find((entry) => entry.id === id)).toMatchObject({
      nb_questions_realisees: 1,
      score: 1,
    });
    expect(themeC(afterAnswer)?.nb_questions).toBe((themeC(before)?.nb_questions ?? 0) + 1);
  });

  // Issue #37: history pages are kept the same way, each page, sort and order on its own.
  it('shows each new attempt and each answer on every history page already read', async () => {
    const lea = await learner(context.app, 'nouveau@demo.test');
    const page = async (query: Record<string, string>) => {
      const response = await lea.get('/api/front/historique', query);
      expect(response.statusCode).toBe(200);
      return z.parse(historiquePageSchema, response.json<unknown>());
    };
    const byDate = { taille_page: '5' };
    const byScore = { taille_page: '5', tri: 'score', ordre: 'desc' };
    const before = [await page(byDate), await page(byScore)];
    expect(await page(byDate)).toEqual(before[0]);

    const id = await started(lea, 'essai-theme-c', 'entrainement');
    for (const query of [byDate, byScore]) {
      const after = await page(query);
      expect(after.total).toBe((before[0]?.total ?? 0) + 1);
      expect(after.entrees.find((entry) => entry.id === id)).toMatchObject({ score: 0 });
    }
    await answerCurrent(lea, id, rightLetters);
    for (const query of [byDate, byScore]) {
      expect((await page(query)).entrees.find((entry) => entry.id === id)).toMatchObject({
        nb_questions_realisees: 1,
        score: 1,
      });
    }
  });

  it('shows imported content on the next read', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    const labelOf = async () => {
      const response = await lea.get('/api/front/series-eleve');
      const body = z.parse(seriesEleveResponseSchema, response.json<unknown>());
      return body.series_restantes.series[0]?.series[0]?.libelle;
    };
    const first = await labelOf();
    const { db } = context.app;
    const slug = (
      await db
        .selectFrom('content_series')
        .select('slug')
        .where('label', '=', first ?? '')
        .execute()
    ).map((row) => row.slug);
    // What an import does: change the content, then bump the content stamp.
    await db
      .updateTable('content_series')
      .set({ label: 'Série renommée' })
      .where('slug', 'in', slug)
      .execute();
    await bumpContentStamp(db);
    expect(await labelOf()).toBe('Série renommée');
  });
});
