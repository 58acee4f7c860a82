import { mediaUrl } from '../content/media-url.js';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/helpers/databases.js';
import {
  answerCurrent,
  asLearner,
  learner,
  rightLetters,
  started,
  writeSeriesContent,
} from '../../../test/helpers/series-fixture.js';
import { sessionCookieOf, signIn, withSession } from '../../../test/helpers/sign-on.js';
import { XSRF, useTestApp } from '../../../test/helpers/test-app.js';
import { readError, readJson } from '../../../test/helpers/read-json.js';
import {
  commentarySchema,
  courseOutlineSchema,
  lessonSchema,
} from '@prepacode/domain/contracts/courses.contract';
import { loginChoiceSchema } from '@prepacode/domain/contracts/auth.contract';

const words = (count: number) => Array.from({ length: count }, (_, i) => `mot${i}`).join(' ');
const contentDir = writeSeriesContent({
  'banks/essai/cours/L.md': `---\ntitre: La circulation\n---\n## Les vitesses\n\n![Un panneau rond à bord rouge, 50 au centre](essai/limite.svg)\n\n<script>alert(1)</script>\n\n${words(420)}\n`,
  'banks/essai/cours/C.md': `---\ntitre: Le conducteur\n---\n## La fatigue\n\n**Faites une pause** toutes les deux heures. ${words(300)}\n`,
  'banks/autre/cours/B.md': `---\ntitre: Le balisage\n---\n## Bâbord\n\n${words(300)}\n`,
  'media/essai/limite.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
});

describe.each(testEngines())('course application on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });
  const complete = (who: { session: string }, identifiant: string, xsrf = true) =>
    context.app.inject({
      method: 'POST',
      url: '/api/cours/complete',
      cookies: { ...withSession(who.session), ...XSRF.cookies },
      headers: {
        ...(xsrf ? XSRF.headers : {}),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ identifiant }).toString(),
    });

  /** Hugo (multi@demo.test) answers 300, then chooses his B inscription, as the app does. */
  async function hugoOnB() {
    const { login, session } = await signIn(context.app, 'multi@demo.test');
    const b = readJson(login, loginChoiceSchema).inscriptions.find((i) => i.permis === 'b');
    if (!b) throw new Error('Hugo has a B inscription to choose');
    const chosen = await context.app.inject({
      method: 'GET',
      url: '/api/auth/login',
      query: { t: String(Date.now()), inscriptionId: String(b.id) },
      cookies: withSession(session),
    });
    expect(chosen.statusCode).toBe(200);
    return asLearner(context.app, sessionCookieOf(chosen));
  }

  it('outlines each variant of an application with its lessons, reading time and ticks', async () => {
    const chloe = await learner(context.app, 'cours@demo.test');
    const max = await chloe.get('/api/cours/cours-code-max');
    expect(max.statusCode).toBe(200);
    expect(max.json()).toMatchObject({
      label: 'cours-code-max',
      titre: 'Cours commentés du code',
      variante: 'commentes',
      banque: 'essai',
      // The bank's theme order (L, then C), not the files' order.
      lecons: [
        { identifiant: 'essai-L', theme: 'L', titre: 'La circulation', minutes: 2 },
        { identifiant: 'essai-C', theme: 'C', titre: 'Le conducteur', termine: false },
      ],
      series: [{ slug: 'essai-examen-1', libelle: 'Examen blanc n° 1' }],
    });
    const byTheme = readJson(await chloe.get('/api/cours/fastcode'), courseOutlineSchema);
    expect(byTheme.variante).toBe('par-theme');
    expect(byTheme.series).toEqual([]);
    expect(byTheme.themes.map((t: { identifiant: string }) => t.identifiant)).toEqual(['L', 'C']);
  });

  it('renders a lesson as HTML with its pictures under /media and raw HTML escaped', async () => {
    const chloe = await learner(context.app, 'cours@demo.test');
    const lesson = await chloe.get('/api/cours/fastcode/lecons/essai-L');
    expect(lesson.statusCode).toBe(200);
    const { html } = readJson(lesson, lessonSchema);
    expect(html).toContain('<h2>Les vitesses</h2>');
    expect(html).toContain(`src="${mediaUrl('essai/limite.svg')}"`);
    expect(html).not.toContain('limite.svg');
    expect(html).toContain('alt="Un panneau rond à bord rouge, 50 au centre"');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps a completion per learner, idempotently, and shows it with a tick', async () => {
    const chloe = await learner(context.app, 'cours@demo.test');
    expect((await complete(chloe, 'essai-C')).json()).toEqual({
      identifiant: 'essai-C',
      termine: true,
    });
    expect((await complete(chloe, 'essai-C')).statusCode).toBe(200);
    const outline = readJson(await chloe.get('/api/cours/fastcode'), courseOutlineSchema);
    expect(outline.lecons.map((l: { termine: boolean }) => l.termine)).toEqual([false, true]);
    expect(
      readJson(await chloe.get('/api/cours/fastcode/lecons/essai-C'), lessonSchema).termine,
    ).toBe(true);
    // Another learner reading the same bank has not finished it.
    const hugo = await hugoOnB();
    const theirs = readJson(await hugo.get('/api/cours/cours-code'), courseOutlineSchema);
    expect(theirs.lecons.every((l: { termine: boolean }) => !l.termine)).toBe(true);
  });

  it('scores each theme from the learner’s own answers in the licences of that bank', async () => {
    const hugo = await hugoOnB();
    const id = await started(hugo, 'essai-theme-l', 'entrainement');
    await answerCurrent(hugo, id, rightLetters);
    const themes = readJson(await hugo.get('/api/cours/cours-code'), courseOutlineSchema).themes;
    expect(themes.find((t: { identifiant: string }) => t.identifiant === 'L')).toMatchObject({
      repondues: 1,
      bonnes: 1,
    });
    const chloe = await learner(context.app, 'cours@demo.test');
    const hers = readJson(await chloe.get('/api/cours/fastcode'), courseOutlineSchema).themes;
    expect(hers.every((t: { repondues: number }) => t.repondues === 0)).toBe(true);
  });

  it('comments every question of an exam-like series of a max application only', async () => {
    const chloe = await learner(context.app, 'cours@demo.test');
    const commented = await chloe.get('/api/cours/cours-code-max/commentaires/essai-examen-1');
    expect(commented.statusCode).toBe(200);
    const [first] = readJson(commented, commentarySchema).questions;
    expect(first?.propositions.some((p: { correcte: boolean }) => p.correcte)).toBe(true);
    expect(first?.explication.length).toBeGreaterThan(10);
    const notMax = await chloe.get('/api/cours/fastcode/commentaires/essai-examen-1');
    expect(notMax.statusCode).toBe(404);
    expect(readError(notMax).message).toBe('Cette série commentée n’existe pas ici.');
  });

  it.each([
    ['an application of another learner', '/api/cours/cours-code'],
    ['an unknown application', '/api/cours/inconnue'],
    ['a lesson of another bank', '/api/cours/fastcode/lecons/autre-B'],
    ['an unknown lesson', '/api/cours/fastcode/lecons/essai-Z'],
  ])('answers 404 in French for %s', async (_case, url) => {
    const chloe = await learner(context.app, 'cours@demo.test');
    const response = await chloe.get(url);
    expect(response.statusCode).toBe(404);
    expect(readError(response).message).toMatch(/^Ce/);
  });

  it('refuses to complete a lesson of another licence, an unknown one, or without XSRF', async () => {
    const chloe = await learner(context.app, 'cours@demo.test');
    const other = await complete(chloe, 'autre-B');
    expect(other.statusCode).toBe(404);
    expect(readError(other).message).toBe('Ce cours ne fait pas partie de vos formations.');
    expect((await complete(chloe, 'inconnu')).statusCode).toBe(404);
    expect((await complete(chloe, '')).statusCode).toBe(400);
    expect((await complete(chloe, 'essai-L', false)).statusCode).toBe(403);
    const outline = readJson(await chloe.get('/api/cours/fastcode'), courseOutlineSchema);
    expect(
      outline.lecons.find((l: { identifiant: string }) => l.identifiant === 'essai-L')?.termine,
    ).toBe(false);
  });

  it('wants a session', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/cours/fastcode' });
    expect(response.statusCode).toBe(401);
  });
});
