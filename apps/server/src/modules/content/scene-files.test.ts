import { rmSync, truncateSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureQuestion, writeContent } from '../../../test/helpers/content-fixture.js';
import { mp4Head, writeScene } from '../../../test/helpers/scene-fixture.js';
import { loadContent } from './load.js';
import { mp4Seconds, SCENE_MAX_BYTES } from './scene-files.js';

describe('the length of a scene, read from its MP4 (issue #42)', () => {
  it('reads the movie header of either version, and nothing from other bytes', () => {
    expect(mp4Seconds(mp4Head(7))).toBe(7);
    expect(mp4Seconds(mp4Head(11.5, 1))).toBe(11.5);
    expect(mp4Seconds(Buffer.from('not a video at all'))).toBeNull();
    expect(mp4Seconds(mp4Head(7).subarray(0, 20))).toBeNull();
  });
});

describe('content:check on a scene (issue #42)', () => {
  const scene = (id: string, name: string) =>
    fixtureQuestion(
      id,
      `  media:\n    fichier: essai/${name}.mp4\n    alt: Ma voiture avance, un ballon roule devant elle.\n`,
    );
  const root = writeContent({
    // The fixture has four distinct statements: the fifth question is written out.
    'banks/essai/questions/L.yaml': `${['ok', 'sans-webm', 'lourde', 'courte']
      .map((name, i) => scene(`ES-L-00${i + 1}`, `sc-${name}`))
      .join('')}- id: ES-L-005
  enonce: 'Au feu orange fixe, je dois\u202F:'
  propositions:
    A: m’arrêter, sauf si cela est dangereux
    B: accélérer pour passer
  correctes: [A]
  explication: Le feu orange fixe impose l’arrêt, sauf si je ne peux plus m’arrêter sans danger.
  reference: Code de la route, art. R412-31
  media:
    fichier: essai/sc-longue.mp4
    alt: Ma voiture approche d’un feu qui passe à l’orange.
`,
  });
  const media = path.join(root, 'media');
  writeScene(media, 'essai/sc-ok');
  writeScene(media, 'essai/sc-sans-webm');
  rmSync(path.join(media, 'essai/sc-sans-webm.webm'));
  writeScene(media, 'essai/sc-lourde');
  truncateSync(path.join(media, 'essai/sc-lourde.webm'), SCENE_MAX_BYTES + 1);
  writeScene(media, 'essai/sc-courte', 3);
  writeScene(media, 'essai/sc-longue', 13);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('takes a whole scene, and refuses a missing encoding, a heavy file, a length out of bounds', () => {
    const problems = loadContent(root).problems.map((p) => `${p.id} ${p.message}`);
    expect(problems).toEqual([
      'ES-L-002 scène sans encodage WebM\u202f: media/essai/sc-sans-webm.webm manquant',
      'ES-L-003 scène trop lourde\u202f: media/essai/sc-lourde.webm dépasse 2\u202fMo',
      'ES-L-004 scène de 3,0\u202fs\u202f: entre 5 et 12\u202fs attendues',
      'ES-L-005 scène de 13,0\u202fs\u202f: entre 5 et 12\u202fs attendues',
    ]);
  });
});
