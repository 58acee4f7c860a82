import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../test/helpers/databases.js';
import {
  fakeDate,
  learner,
  served,
  started,
  writeSeriesContent,
} from '../../../test/helpers/series-fixture.js';
import { writeScene } from '../../../test/helpers/scene-fixture.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

// Issue #42: a question asked on a moving scene. ES-C-001, the exam's second question, is one.
const DESCRIPTION =
  'Vue de dessus\u202F: une voiture bleue avance dans une rue, un ballon roule devant elle.';
const contentDir = writeSeriesContent({
  'banks/essai/questions/C.yaml': `- id: ES-C-001
  enonce: Que dois-je craindre\u202F?
  propositions:
    A: Qu’un enfant surgisse
    B: Rien de particulier
  correctes: [A]
  explication: Un ballon qui roule annonce souvent un enfant qui court derrière lui.
  reference: Code de la route, art. R413-17
  media:
    fichier: essai/sc-ballon.mp4
    alt: '${DESCRIPTION}'
${Array.from({ length: 19 }, (_, n) => `ES-C-${String(n + 2).padStart(3, '0')}`)
  .map(
    (id) => `- id: ${id}
  enonce: Question ${id}\u202F?
  propositions:
    A: Vrai
    B: Faux
  correctes: [A]
  explication: L’explication de ${id}, qui cite sa règle et dit pourquoi.
  reference: Code de la route, art. R413-2
`,
  )
  .join('')}`,
});

writeScene(path.join(contentDir, 'media'), 'essai/sc-ballon');

describe.each(testEngines())('a question on a moving scene, on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });
  const { wait } = fakeDate(Date.parse('2026-11-26T10:00:00Z'));

  it('sends its two encodings and poster, its last frame as the picture, each served', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    const question = await served(lea, await started(lea, 'essai-theme-c', 'entrainement'));
    expect(question.identifiant).toBe('ES-C-001');
    expect(question.media?.alt).toBe(DESCRIPTION);
    const { scene } = question;
    if (!scene || !question.media) throw new Error('a scene');
    const types = [
      [scene.webm, 'video/webm'],
      [scene.mp4, 'video/mp4'],
      [scene.affiche, 'image/svg+xml'],
      [question.media.url, 'image/svg+xml'],
    ];
    for (const [url, type] of types) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe(type);
    }
    // Four distinct files: the still is not the poster (last and first frames).
    expect(new Set(types.map(([url]) => url)).size).toBe(4);
  });

  it('announces the next scene, and starts its question’s clock when the scene has played', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    const id = await started(lea, 'essai-examen-1');
    const first = await served(lea, id);
    expect(first.identifiant).toBe('ES-L-001');
    expect(first.scene).toBeUndefined();
    expect(first.scene_suivante?.mp4).toMatch(/^\/media\/[0-9a-f]{20}\.mp4$/);
    expect(first.media_suivant).toMatch(/\.svg$/);
    expect((await lea.answer(id, 'ES-L-001', 'A')).statusCode).toBe(200);

    const scene = await served(lea, id);
    expect(scene).toMatchObject({ identifiant: 'ES-C-001', temps_imparti: 20 });
    expect(scene.scene).toBeDefined();
    // A 12 s scene on a slow phone: said played 15 s after it was served, the 20 s start then.
    wait(15);
    expect(await served(lea, id)).toMatchObject({ identifiant: 'ES-C-001', temps_restant: 20 });
    expect((await lea.shown(id, 'ES-C-001')).json()).toMatchObject({ temps_restant: 20 });
    wait(19);
    expect(await served(lea, id)).toMatchObject({ identifiant: 'ES-C-001', temps_restant: 1 });
  });

  it('allows for the longest scene on top of the picture’s allowance, never more', async () => {
    const nathan = await learner(context.app, 'nouveau@demo.test');
    const id = await started(nathan, 'essai-examen-1');
    expect((await nathan.answer(id, 'ES-L-001', 'A')).statusCode).toBe(200);
    expect(await served(nathan, id)).toMatchObject({ identifiant: 'ES-C-001' });
    // Never said played: 35 s on, a picture's question would be over (20 + 10 s); this one has
    // 20 + 10 + 12 s, and saying it played so late gives no time back.
    wait(35);
    expect(await served(nathan, id)).toMatchObject({ identifiant: 'ES-C-001', temps_restant: 7 });
    expect((await nathan.shown(id, 'ES-C-001')).json()).toMatchObject({ temps_restant: 7 });
    wait(10);
    expect((await served(nathan, id)).identifiant).not.toBe('ES-C-001');
  });
});
