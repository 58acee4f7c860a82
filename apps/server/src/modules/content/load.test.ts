import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FIXTURE_BANK,
  fixtureQuestion,
  writeContent,
} from '../../../test/helpers/content-fixture.js';
import { loadContent } from './load.js';

let root = '';
const content = (files: Record<string, string>) => (root = writeContent(files));
const question = fixtureQuestion;
afterEach(() => rmSync(root, { recursive: true, force: true }));

const messages = (files: Record<string, string>) =>
  loadContent(content(files)).problems.map(
    (p) => `${p.file}${p.line ? `:${p.line}` : ''}${p.id ? ` [${p.id}]` : ''} ${p.message}`,
  );

describe('content check', () => {
  it('loads a valid bank with its questions by theme', () => {
    const loaded = loadContent(
      content({ 'banks/essai/questions/L.yaml': question('ES-L-001') + question('ES-L-002') }),
    );
    expect(loaded.problems).toEqual([]);
    expect(loaded.banks[0]?.questions.map((q) => [q.id, q.theme])).toEqual([
      ['ES-L-001', 'L'],
      ['ES-L-002', 'L'],
    ]);
  });

  it('reports malformed YAML with its line', () => {
    const problems = messages({
      'banks/essai/questions/L.yaml': `${question('ES-L-001')}  propositions: [\n`,
    });
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems)
      expect(problem).toMatch(/^banks\/essai\/questions\/L\.yaml:\d+ YAML invalide/);
  });

  it('names the line and id of a correct letter that does not exist', () => {
    const text = question('ES-L-001').replace('correctes: [A]', 'correctes: [C]');
    expect(messages({ 'banks/essai/questions/L.yaml': text })).toEqual([
      'banks/essai/questions/L.yaml:6 [ES-L-001] correctes : la lettre C n’existe pas',
    ]);
  });

  it.each([
    [
      'every proposition right',
      (q: string) => q.replace('correctes: [A]', 'correctes: [A, B]'),
      'au moins une proposition doit être fausse',
    ],
    [
      'a gap in the letters',
      (q: string) => q.replace('B: 90 km/h', 'C: 90 km/h'),
      'de 2 à 4 propositions lettrées',
    ],
    [
      'a short explanation',
      (q: string) => q.replace(/explication: .*/, 'explication: Trop court.'),
      'explication',
    ],
    [
      'a two-part question with two propositions',
      (q: string) =>
        q.replace('  propositions:', '  enonce_suite: Et sous la pluie ?\n  propositions:'),
      'question en deux parties',
    ],
  ])('refuses %s', (_case, change, expected) => {
    expect(
      messages({ 'banks/essai/questions/L.yaml': change(question('ES-L-001')) }).join('\n'),
    ).toContain(expected);
  });

  it('refuses duplicate ids across files and ids of another theme', () => {
    expect(
      messages({
        'banks/essai/questions/L.yaml': question('ES-L-001'),
        'banks/essai/questions/C.yaml': question('ES-L-001'),
      }),
    ).toEqual([
      'banks/essai/questions/C.yaml [ES-L-001] l’identifiant doit commencer par ES-C-',
      'banks/essai/questions/L.yaml [ES-L-001] identifiant déjà utilisé dans banks/essai/questions/C.yaml',
    ]);
  });

  it('refuses a file for a theme the bank does not have', () => {
    expect(messages({ 'banks/essai/questions/Z.yaml': question('ES-Z-001') })).toEqual([
      'banks/essai/questions/Z.yaml fichier inattendu : attendu <thème>.yaml pour un thème de essai',
    ]);
  });

  it('refuses missing media and orphan media', () => {
    const withMedia = question(
      'ES-L-001',
      '  media:\n    fichier: essai/panneau.svg\n    alt: Un panneau rond à bord rouge.\n',
    );
    expect(
      messages({ 'banks/essai/questions/L.yaml': withMedia, 'media/essai/autre.svg': '<svg/>' }),
    ).toEqual([
      'banks/essai/questions/L.yaml [ES-L-001] média introuvable : media/essai/panneau.svg',
      'media/essai/autre.svg média orphelin : aucune question ni aucun cours ne l’utilise',
    ]);
  });
});

describe('chart and tide exercises (issue #22)', () => {
  const typed = (id: string, reponse: string) =>
    `- id: ${id}\n  enonce: Quelle est la hauteur d’eau au port à midi\u202f?\n  reponse: ${reponse}\n  explication: Douze heures moins la basse mer, puis la règle des douzièmes sur le marnage.\n  reference: Programme du permis hauturier, calcul de marée\n`;
  const chartData = `cadre: { sud: 46°50′ N, nord: 47°10′ N, ouest: 3°15′ W, est: 2°45′ W }
projection: { unites_par_mille: 38, latitude_reference: 47 }
dessin: { largeur: 1200, hauteur: 900, x0: 64, y0: 62 }
declinaison: { degres: -2 }
`;
  // The fixture bank, with its theme C worked on a chart.
  const withChart = (files: Record<string, string>) => ({
    'banks/essai/bank.yaml': `${FIXTURE_BANK}carte:\n  fichier: essai/carte.svg\n  alt: Carte d’entraînement d’une côte imaginaire\n  themes: [C]\n`,
    'banks/essai/carte/carte.yaml': chartData,
    'media/essai/carte.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    ...files,
  });

  it('loads typed answers and choices of a chart theme, each shown with the chart', () => {
    const loaded = loadContent(
      content(
        withChart({
          'banks/essai/questions/C.yaml':
            typed('ES-C-001', '{ nature: hauteur, valeur: 2.1, tolerance: 0.2 }') +
            question('ES-C-002'),
        }),
      ),
    );
    expect(loaded.problems).toEqual([]);
    const [bank] = loaded.banks;
    expect(bank?.questions.map((q) => [q.id, q.reponse?.valeur ?? null, q.media?.fichier])).toEqual(
      [
        ['ES-C-001', 2.1, 'essai/carte.svg'],
        ['ES-C-002', null, 'essai/carte.svg'],
      ],
    );
    // The frame the player reads positions from, as drawn by scripts/draw-training-chart.mjs.
    expect(bank?.chart).toMatchObject({
      file: 'essai/carte.svg',
      declinaison: -2,
      cadre: { x0: 64, y0: 62, y1: 822, sud: 2810, nord: 2830, ouest: -195, est: -165 },
    });
    expect(bank?.chart?.cadre.x1).toBeCloseTo(64 + 30 * Math.cos((47 * Math.PI) / 180) * 38, 6);
  });

  it('names what is wrong with an exercise', () => {
    expect(
      messages(
        withChart({
          'banks/essai/questions/C.yaml': typed(
            'ES-C-001',
            "{ nature: heure, valeur: '25:10', tolerance: 5 }",
          ),
        }),
      ),
    ).toEqual([
      'banks/essai/questions/C.yaml:3 [ES-C-001] reponse.valeur : une heure de 00:00 à 23:59',
    ]);
  });

  it('refuses a typed answer outside the chart’s themes, and a chart without its data', () => {
    expect(
      messages(
        withChart({
          'banks/essai/questions/L.yaml': typed(
            'ES-L-001',
            '{ nature: cap, valeur: 12, tolerance: 2 }',
          ),
          'banks/essai/carte/carte.yaml': chartData.replace('x0: 64, ', ''),
        }),
      ),
    ).toEqual([
      'banks/essai/carte/carte.yaml dessin.x0 : Entrée invalide : nombre attendu, indéfini reçu',
      'banks/essai/questions/L.yaml [ES-L-001] réponse à saisir hors d’un thème travaillé sur la carte de la banque',
    ]);
  });
});

describe('series check', () => {
  const series = (body: string) => ({
    'banks/essai/questions/L.yaml': question('ES-L-001') + question('ES-L-002'),
    'banks/essai/questions/C.yaml': question('ES-C-001'),
    'banks/essai/series.yaml': body,
  });
  const one = (slug: string, type: string, questions: string[], permis = '[b]') =>
    `- slug: ${slug}\n  type: ${type}\n  libelle: Série d’essai\n  chronometree: false\n  permis: ${permis}\n  questions: [${questions.join(', ')}]\n`;

  it('accepts a thematic series of one theme', () => {
    expect(messages(series(one('essai-theme-l', 'thematique', ['ES-L-001', 'ES-L-002'])))).toEqual(
      [],
    );
  });

  it.each([
    [
      'an unknown question',
      one('s1', 'thematique', ['ES-L-009']),
      'questions inconnues dans essai : ES-L-009',
    ],
    [
      'a question twice',
      one('s1', 'thematique', ['ES-L-001', 'ES-L-001']),
      'une question y figure deux fois',
    ],
    [
      'two themes in a thematic series',
      one('s1', 'thematique', ['ES-L-001', 'ES-C-001']),
      'une série thématique ne couvre qu’un thème',
    ],
    [
      'an exam of the wrong length',
      one('s1', 'examen', ['ES-L-001']),
      '1 questions au lieu de 40 pour le permis b',
    ],
    [
      'a licence outside the bank',
      one('s1', 'thematique', ['ES-L-001'], '[co]'),
      'permis hors de la banque : co',
    ],
    [
      'a slug used twice',
      one('s1', 'thematique', ['ES-L-001']) + one('s1', 'thematique', ['ES-L-002']),
      'slug déjà utilisé',
    ],
  ])('refuses %s', (_case, body, expected) => {
    expect(messages(series(body))).toEqual([`banks/essai/series.yaml [s1] ${expected}`]);
  });
});

describe('lesson check', () => {
  const words = (count: number) => Array.from({ length: count }, (_, i) => `mot${i}`).join(' ');
  const lesson = (title: string, body: string) => `---\ntitre: ${title}\n---\n${body}\n`;

  it('accepts a lesson of a theme with its title and enough words', () => {
    const loaded = loadContent(
      content({
        'banks/essai/cours/L.md': lesson(
          'Les limitations de vitesse',
          `## Hors agglomération\n\n${words(320)}`,
        ),
      }),
    );
    expect(loaded.problems).toEqual([]);
    expect(loaded.banks[0]?.lessons.map((l) => [l.theme, l.title])).toEqual([
      ['L', 'Les limitations de vitesse'],
    ]);
  });

  it.each([
    [
      'a short lesson',
      'banks/essai/cours/L.md',
      lesson('Titre court ici', words(120)),
      '120 mots : au moins 300 attendus',
    ],
    ['a lesson without front matter', 'banks/essai/cours/L.md', words(320), 'en-tête manquant'],
    [
      'a level-1 heading',
      'banks/essai/cours/L.md',
      lesson('Un titre correct', `# Titre\n\n${words(320)}`),
      'pas de titre de niveau 1',
    ],
    [
      'a missing picture',
      'banks/essai/cours/L.md',
      lesson(
        'Un titre correct',
        `![Un panneau rond à bord rouge](essai/absent.svg)\n\n${words(320)}`,
      ),
      'média introuvable : media/essai/absent.svg',
    ],
    [
      'a theme the bank does not have',
      'banks/essai/cours/Z.md',
      lesson('Un titre correct', words(320)),
      'fichier inattendu',
    ],
  ])('refuses %s', (_case, file, text, expected) => {
    expect(messages({ [file]: text }).join('\n')).toContain(expected);
  });

  it('counts a picture a lesson shows as used, and wants its alternative text', () => {
    const shown = (alt: string) => ({
      'banks/essai/cours/L.md': lesson(
        'Un titre correct',
        `![${alt}](essai/stop.svg)\n\n${words(320)}`,
      ),
      'media/essai/stop.svg': '<svg/>',
    });
    expect(messages(shown('Panneau octogonal rouge'))).toEqual([]);
    expect(messages(shown('Stop'))).toEqual([
      'banks/essai/cours/L.md image essai/stop.svg : texte alternatif de 10 caractères au moins attendu',
    ]);
  });
});

describe('typography check (issue #18, point 10)', () => {
  const slips = (files: Record<string, string>) =>
    messages(files).filter((message) => message.includes('typographie'));

  it('reports a plain space before « : » in a question with its file and line', () => {
    const text = fixtureQuestion('ES-L-001').replace('est\u202F:', 'est :');
    expect(slips({ 'banks/essai/questions/L.yaml': text })).toEqual([
      expect.stringMatching(
        /^banks\/essai\/questions\/L\.yaml:2 typographie\u202F: .*avant «\u202F:\u202F»/,
      ),
    ]);
  });

  it('reads a folded line as the learner does: a sign starting a line had a space before it', () => {
    const text = fixtureQuestion('ES-L-001').replace(
      "enonce: 'Hors agglomération, sans panneau, la vitesse maximale est\u202F:'",
      'enonce: >-\n    Hors agglomération, sans panneau, la vitesse maximale est\n    :',
    );
    expect(slips({ 'banks/essai/questions/L.yaml': text })).toHaveLength(1);
  });

  it('reports guillemets and signs in a lesson at their own line', () => {
    const lesson = `---\ntitre: Un titre correct\n---\n## Le panneau « Stop »\n\nPourquoi ?\n`;
    expect(slips({ 'banks/essai/cours/L.md': lesson })).toEqual([
      expect.stringMatching(/^banks\/essai\/cours\/L\.md:4 .*après «\u202F«\u202F»/),
      expect.stringMatching(/^banks\/essai\/cours\/L\.md:4 .*avant «\u202F»\u202F»/),
      expect.stringMatching(/^banks\/essai\/cours\/L\.md:6 .*avant «\u202F\?\u202F»/),
    ]);
  });
});
