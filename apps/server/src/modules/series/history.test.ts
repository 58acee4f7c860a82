import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/helpers/databases.js';
import { learner, started, writeSeriesContent } from '../../../test/helpers/series-fixture.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { readError, readJson } from '../../../test/helpers/read-json.js';
import { historiquePageSchema } from '@prepacode/domain/contracts/series.contract';

const contentDir = writeSeriesContent();

describe.each(testEngines())('history pages on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });

  // A history of five: four ended, of one, two and forty questions, and one under way.
  beforeAll(async () => {
    const lea = await learner(context.app, 'nouveau@demo.test');
    const slugs = ['essai-theme-c', 'essai-theme-l', 'essai-examen-1', 'essai-theme-c'];
    for (const [n, slug] of slugs.entries()) {
      const id = await started(lea, slug, 'entrainement');
      await context.app.db
        .updateTable('attempts')
        .set((eb) => ({ ended: 1, nb_answered: eb.ref('nb_questions'), nb_correct: n % 2 }))
        .where('id', '=', id)
        .execute();
    }
    await started(lea, 'essai-theme-l', 'entrainement');
  });

  it('pages and sorts the history, and refuses bad page parameters', async () => {
    const lea = await learner(context.app, 'nouveau@demo.test');
    const page = (query: Record<string, string>) => lea.get('/api/front/historique', query);
    const first = readJson(await page({ taille_page: '2' }), historiquePageSchema);
    expect(first).toMatchObject({ total: 5, page: 0, taille_page: 2 });
    expect(first.entrees).toHaveLength(2);
    const last = readJson(await page({ taille_page: '2', page: '2' }), historiquePageSchema);
    expect(last.entrees).toHaveLength(1);
    const byLabel = readJson(await page({ tri: 'libelle', ordre: 'asc' }), historiquePageSchema);
    const labels = byLabel.entrees.map((entry: { libelle: string }) => entry.libelle);
    expect(labels).toEqual([...labels].sort());
    const refused: Record<string, string>[] = [
      { page: '-1' },
      { taille_page: '0' },
      { taille_page: '101' },
      { page: 'deux' },
      { tri: 'note' },
      { ordre: 'haut' },
    ];
    for (const query of refused) {
      const response = await page(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(readError(response).message).toMatch(/\.$/);
    }
    expect(readJson(await page({ page: '999999' }), historiquePageSchema).entrees).toEqual([]);
  });

  // Issue #37: a page past the middle is read from the other end; every page is still the
  // same slice of the whole history, in every sort and order, whatever the page size.
  it('gives every page as the same slice of the whole history, read from either end', async () => {
    const lea = await learner(context.app, 'nouveau@demo.test');
    const read = async (query: Record<string, string>) =>
      readJson(await lea.get('/api/front/historique', query), historiquePageSchema).entrees.map(
        (entry: { id: number }) => entry.id,
      );
    for (const tri of ['date', 'libelle', 'score', 'realisees']) {
      for (const ordre of ['asc', 'desc']) {
        const whole = await read({ tri, ordre, taille_page: '100' });
        expect(whole.length).toBeGreaterThan(3);
        for (const size of [1, 2, 3]) {
          const pages = Math.ceil(whole.length / size) + 1;
          for (let page = 0; page < pages; page += 1) {
            expect(
              await read({ tri, ordre, taille_page: String(size), page: String(page) }),
              `${tri} ${ordre}, page ${page} of ${size}`,
            ).toEqual(whole.slice(page * size, (page + 1) * size));
          }
        }
      }
    }
  });

  // Issue #37: the questions-answered and score indexes hold ended attempts only, and the
  // attempts under way are merged into their pages: each page is still the slice of the whole
  // order, which unfinished attempts interleave by the questions answered.
  it('merges the attempts under way into the pages sorted by questions answered', async () => {
    const lea = await learner(context.app, 'nouveau@demo.test');
    const { db } = context.app;
    // Ended attempts with counts spread for the sort, some equal, made as the server makes them.
    for (const n of [7, 2, 12, 2, 30]) {
      const id = await started(lea, 'essai-theme-c', 'entrainement');
      await db
        .updateTable('attempts')
        .set({ ended: 1, nb_answered: n })
        .where('id', '=', id)
        .execute();
    }
    const ids = [];
    for (const slug of ['essai-theme-c', 'essai-theme-l', 'essai-examen-1']) {
      ids.push(await started(lea, slug, 'entrainement'));
    }
    const all = await db
      .selectFrom('attempts')
      .select(['id', 'nb_answered', 'ended', 'inscription_id'])
      .where('id', 'in', ids)
      .execute();
    const inscription = all[0]?.inscription_id ?? 0;
    const ended = await db
      .selectFrom('attempts')
      .select(['id', 'nb_answered'])
      .where('inscription_id', '=', inscription)
      .where('ended', '=', 1)
      .orderBy('nb_answered')
      .execute();
    expect(ended.length).toBeGreaterThan(2);
    // Under way, answered as many as the fewest, the middle and the most of the ended ones.
    const counts = [0, Math.floor(ended.length / 2), ended.length - 1].map(
      (at) => ended[at]?.nb_answered ?? 0,
    );
    for (const [n, id] of ids.entries()) {
      await db
        .updateTable('attempts')
        .set({ nb_answered: counts[n] ?? 0 })
        .where('id', '=', id)
        .execute();
    }
    const rows = await db
      .selectFrom('attempts')
      .select(['id', 'nb_answered', 'ended'])
      .where('inscription_id', '=', inscription)
      .execute();
    const underWay = rows.filter((row) => row.ended === 0).map((row) => row.id);
    expect(underWay.length).toBeGreaterThanOrEqual(ids.length);
    const read = async (query: Record<string, string>) =>
      readJson(await lea.get('/api/front/historique', query), historiquePageSchema).entrees.map(
        (entry: { id: number }) => entry.id,
      );
    for (const ordre of ['asc', 'desc'] as const) {
      const sign = ordre === 'asc' ? 1 : -1;
      const whole = [...rows]
        .sort((a, b) => sign * (a.nb_answered - b.nb_answered || a.id - b.id))
        .map((row) => row.id);
      for (const size of [1, 2, 4, 100]) {
        for (let page = 0; page * size < whole.length + size; page += 1) {
          expect(
            await read({ tri: 'realisees', ordre, taille_page: String(size), page: String(page) }),
            `${ordre}, page ${page} of ${size}`,
          ).toEqual(whole.slice(page * size, (page + 1) * size));
        }
      }
      // By score, the attempts under way come after every ended one, in either order.
      const byScore = await read({ tri: 'score', ordre, taille_page: '100' });
      expect(new Set(byScore.slice(-underWay.length))).toEqual(new Set(underWay));
    }
  });

  it('sorts the history by score as a rate: 4/5 above 6/40 (issue #18, point 8)', async () => {
    const lea = await learner(context.app, 'nouveau@demo.test');
    const { db } = context.app;
    // Two ended attempts: the newest entries may be under way, and their order among attempts
    // started in the same millisecond is the id's, so the first two of the page are not chosen.
    const entries = readJson(
      await lea.get('/api/front/historique', { taille_page: '100' }),
      historiquePageSchema,
    ).entrees as { id: number; termine: boolean }[];
    const [short, long] = entries.filter((entry) => entry.termine);
    if (!short || !long) throw new Error('two attempts expected');
    const before = await db
      .selectFrom('attempts')
      .select(['id', 'nb_correct', 'nb_questions'])
      .where('id', 'in', [short.id, long.id])
      .execute();
    const set = (id: number, nb_correct: number, nb_questions: number) =>
      db.updateTable('attempts').set({ nb_correct, nb_questions }).where('id', '=', id).execute();
    await set(short.id, 4, 5);
    await set(long.id, 6, 40);
    // One under way, with a partial score that must not rank it.
    expect((await lea.create('essai-theme-l', 'entrainement')).statusCode).toBeLessThan(300);
    const ranked = readJson(
      await lea.get('/api/front/historique', { tri: 'score', ordre: 'desc' }),
      historiquePageSchema,
    ).entrees as { id: number; score: number; nb_questions: number; termine: boolean }[];
    const order = ranked.map((entry) => entry.id);
    expect(order.indexOf(short.id)).toBeLessThan(order.indexOf(long.id));
    // Issue #40: an attempt under way shows « En cours », no score: after every ended one.
    const ended = ranked.filter((entry) => entry.termine);
    expect(ended.length).toBeLessThan(ranked.length);
    expect(ranked.slice(0, ended.length)).toEqual(ended);
    const rates = ended.map((entry) => entry.score / entry.nb_questions);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const ascending = readJson(
      await lea.get('/api/front/historique', { tri: 'score', ordre: 'asc' }),
      historiquePageSchema,
    ).entrees as { termine: boolean }[];
    expect(ascending.slice(0, ended.length).every((entry) => entry.termine)).toBe(true);
    for (const row of before) await set(row.id, row.nb_correct, row.nb_questions);
  });
});
