import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGift } from './gift-read.js';
import { readMoodleXml } from './moodle-xml-read.js';
import { themeOfCategory, toContent } from './to-content.js';

// Issue #46: files shaped like those of a publisher and a school, each with what its import
// must report; and every kind of bad input refused with its reason.

const fixtures = path.join(import.meta.dirname, '../../../../test/fixtures/exchange');
const fixture = (name: string) => readFileSync(path.join(fixtures, name));
const THEMES = [
  { identifiant: 'L', libelle: 'Dispositions légales', libelle_court: 'Circulation' },
  { identifiant: 'A', libelle: 'Premiers secours' },
];
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const outcomes = (read: ReturnType<typeof readMoodleXml>) =>
  read.questions.map((question) => toContent(question, themeOfCategory(question.category, THEMES)));

/** One Moodle question of a given body inside a quiz. */
const moodle = (body: string, type = 'multichoice') =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/top/Circulation</text></category></question>
  <question type="${type}">
    <name><text>Essai</text></name>
    ${body}
  </question>
</quiz>`);

const choice = (fraction: number, text: string) =>
  `<answer fraction="${fraction}" format="html"><text>${text}</text></answer>`;
const stem = (html: string, files = '') =>
  `<questiontext format="html"><text><![CDATA[${html}]]></text>${files}</questiontext>`;
const reasonsOf = (bytes: Buffer) => {
  const [outcome] = outcomes(readMoodleXml(bytes));
  return outcome?.status === 'refuse' ? outcome.reasons : [];
};

describe('a publisher’s Moodle XML file', () => {
  const read = readMoodleXml(fixture('moodle-publisher.xml'));

  it('lists the kinds it does not carry, with their line', () => {
    expect(read.problems).toEqual([]);
    expect(read.notCarried).toEqual([
      { name: 'Décrire le bilan', line: 160, reason: 'type rédaction non repris' },
    ]);
  });

  it('carries the others into our format, saying what changed and what is left to write', () => {
    expect(outcomes(read)).toMatchObject([
      {
        name: 'Vitesse sur autoroute par temps sec',
        line: 15,
        status: 'modifie',
        candidate: {
          question: {
            enonce:
              'Par temps sec, sur une autoroute sans panneau particulier, je peux rouler au plus à\u202f:',
            propositions: { A: '110 km/h', B: '130 km/h', C: '150 km/h' },
            correctes: ['B'],
            reference: 'Code de la route, art. R413-2',
            theme: 'L',
          },
          changes: ['mise en forme retirée (<strong>)', 'typographie corrigée'],
          toComplete: [],
        },
      },
      {
        name: 'Panneau de priorité & intersection',
        status: 'modifie',
        candidate: {
          question: {
            correctes: ['A', 'B'],
            media: { alt: 'Un carrefour en T vu de dessus, sans panneau' },
          },
          picture: { bytes: Buffer.from(PNG, 'base64'), extension: 'png' },
          changes: ['barème de Moodle ramené au tout-ou-rien de l’examen', 'typographie corrigée'],
          toComplete: ['la référence (le texte qui fonde la réponse)'],
        },
      },
      {
        name: 'Alerter avant de secourir',
        candidate: {
          question: { propositions: { A: 'Vrai', B: 'Faux' }, correctes: ['A'], theme: 'A' },
        },
      },
      {
        name: "Numéro d'urgence européen",
        candidate: {
          question: { reponse: { nature: 'nombre', valeur: 112, tolerance: 0 }, theme: 'A' },
          toComplete: [
            'l’explication (40 caractères au moins)',
            'la référence (le texte qui fonde la réponse)',
          ],
        },
      },
      {
        name: 'Sigle de la position latérale',
        line: 141,
        candidate: {
          question: {
            reponse: {
              nature: 'mot',
              valeur: ['PLS', 'position latérale de sécurité'],
              tolerance: 0,
            },
            theme: 'A',
          },
        },
      },
    ]);
  });
});

describe('a school’s GIFT file', () => {
  const read = readGift(fixture('publisher.gift'), fixtures, (file) => {
    try {
      return readFileSync(file);
    } catch {
      return undefined;
    }
  });

  it('reads escaped signs, weights, true or false, numbers and linked pictures', () => {
    expect(read.problems).toEqual([]);
    expect(read.notCarried.map((one) => [one.name, one.line, one.reason])).toEqual([
      ['Récit', 30, 'type rédaction non repris'],
    ]);
    expect(outcomes(read)).toMatchObject([
      {
        name: 'Arrêt au stop',
        line: 6,
        candidate: {
          question: {
            enonce: 'Au panneau «\u202fSTOP\u202f», je dois\u202f:',
            correctes: ['A'],
            theme: 'L',
          },
          picture: { extension: 'png' },
        },
      },
      {
        name: 'Signes { et }',
        candidate: {
          question: {
            propositions: { D: 'Une trousse de secours ~ complète' },
            correctes: ['A', 'B'],
            explication: expect.stringContaining(
              'recommandés = conseillés. Le signe # n',
            ) as string,
          },
        },
      },
      {
        name: "Protéger d'abord",
        candidate: { question: { correctes: ['A'], theme: 'A' } },
      },
      { name: 'Vitesse en agglomération', candidate: { question: { reponse: { valeur: 50 } } } },
      {
        name: 'Capitale',
        line: 28,
        candidate: { question: { reponse: { nature: 'mot', valeur: ['PLS', 'P.L.S.'] } } },
      },
    ]);
  });
});

describe('bad input', () => {
  it('refuses another encoding than UTF-8, said or not', () => {
    expect(
      readMoodleXml(Buffer.from('<?xml version="1.0"?><quiz>é</quiz>', 'latin1')).problems[0],
    ).toMatch(/^encodage/);
    expect(
      readMoodleXml(Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><quiz></quiz>'))
        .problems,
    ).toEqual(['encodage déclaré ISO-8859-1\u202f: enregistrez le fichier en UTF-8']);
    expect(
      readGift(Buffer.from('::Q:: Été ? {T}', 'latin1'), undefined, () => undefined).problems[0],
    ).toMatch(/^encodage/);
  });

  it('refuses entity bombs and external entities before parsing', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><quiz><question type="multichoice"><name><text>&b;</text></name></question></quiz>`;
    const external = `<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY x SYSTEM "file:///etc/passwd">]><quiz>&x;</quiz>`;
    for (const text of [bomb, external])
      expect(readMoodleXml(Buffer.from(text)).problems).toEqual([
        'DOCTYPE refusé\u202f: un fichier Moodle n’en a pas, et il ouvrirait la porte aux entités externes',
      ]);
  });

  it('refuses a broken file with its line', () => {
    expect(
      readMoodleXml(Buffer.from('<quiz>\n<question type="truefalse">\n</quiz>')).problems[0],
    ).toMatch(/^XML invalide ligne 3/);
    expect(readMoodleXml(Buffer.from('<questions></questions>')).problems[0]).toMatch(
      /pas d’élément <quiz>/,
    );
    expect(
      readGift(Buffer.from('::Q1:: Vrai ? {T}\n\n::Q2:: Faux ? {=a ~b'), undefined, () => undefined)
        .problems[0],
    ).toMatch(/^GIFT invalide ligne 3/);
  });

  it('refuses a question without an answer, with two on a single-answer one, or with five', () => {
    const text = stem('<p>Quelle est la vitesse maximale hors agglomération\u202f?</p>');
    expect(
      reasonsOf(moodle(`${text}<single>true</single>${choice(0, '80')}${choice(0, '90')}`)),
    ).toEqual(['aucune bonne réponse']);
    expect(
      reasonsOf(
        moodle(
          `${text}<single>true</single>${choice(100, '80')}${choice(100, '90')}${choice(0, '70')}`,
        ),
      ),
    ).toEqual(['deux bonnes réponses à une question à réponse unique']);
    const five = [10, 20, 30, 40, 50]
      .map((speed) => choice(speed === 30 ? 100 : 0, String(speed)))
      .join('');
    expect(reasonsOf(moodle(`${text}<single>true</single>${five}`))).toEqual([
      '5 propositions\u202f: 4 au plus (A à D)',
    ]);
    expect(
      reasonsOf(moodle(`${text}<single>false</single>${choice(50, '80')}${choice(50, '90')}`)),
    ).toEqual(['correctes\u202f: au moins une proposition doit être fausse']);
  });

  it('refuses a short answer with no full-mark answer, and says what one loses', () => {
    const text = stem('<p>Comment appelle-t-on le côté droit d’un bateau\u202f?</p>');
    const answer = (fraction: number, words: string) =>
      `<answer fraction="${fraction}" format="moodle_auto_format"><text>${words}</text></answer>`;
    expect(reasonsOf(moodle(`${text}${answer(50, 'droite')}`, 'shortanswer'))).toEqual([
      'réponse courte sans bonne réponse',
    ]);
    const [read] = readMoodleXml(
      moodle(
        `${text}<usecase>1</usecase>${answer(100, 'Tribord')}${answer(50, 'droite')}`,
        'shortanswer',
      ),
    ).questions;
    expect(read).toMatchObject({ kind: 'texte', answers: ['Tribord'] });
    expect(read?.notes).toEqual([
      'réponse courte\u202f: les majuscules ne sont plus distinguées',
      'réponse courte\u202f: 1 réponse(s) à une partie des points retirée(s)',
    ]);
    const [gift] = readGift(
      Buffer.from('::Q:: Le côté droit d’un bateau ? {=tribord =%50%droite}'),
      undefined,
      () => undefined,
    ).questions;
    expect(gift).toMatchObject({ kind: 'texte', answers: ['tribord'] });
    expect(gift?.notes).toEqual([
      'réponse courte\u202f: 1 réponse(s) à une partie des points retirée(s)',
    ]);
  });

  it('refuses a picture too large, of another type, unsafe, missing or from elsewhere', () => {
    const withPicture = (bytes: Buffer, src = '@@PLUGINFILE@@/a.png') =>
      moodle(
        `${stem(`<p>Que signifie ce panneau dans ce carrefour\u202f?</p><img src="${src}" alt="Un panneau rond">`, `<file name="a.png" path="/" encoding="base64">${bytes.toString('base64')}</file>`)}<single>true</single>${choice(100, 'Oui')}${choice(0, 'Non')}`,
      );
    const large = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(1024 * 1024)]);
    expect(reasonsOf(withPicture(large))).toEqual([
      'image a.png de 1024 Ko\u202f: 1024 Ko au plus',
    ]);
    expect(reasonsOf(withPicture(Buffer.from('GIF89a......')))).toEqual([
      'image a.png\u202f: ni PNG, ni JPEG, ni WebP, ni SVG',
    ]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expect(reasonsOf(withPicture(svg))).toEqual([
      'image a.png\u202f: SVG avec script, lien extérieur ou contenu actif',
    ]);
    expect(reasonsOf(withPicture(Buffer.from(PNG, 'base64'), '@@PLUGINFILE@@/b.png'))).toEqual([
      'image b.png absente du fichier',
    ]);
    expect(
      reasonsOf(withPicture(Buffer.from(PNG, 'base64'), 'https://example.com/a.png'))[0],
    ).toMatch(/^image hors du fichier/);
    const gift = readGift(
      Buffer.from('::Q:: [html]<p>Ce panneau\u202f?</p><img src\\="../secret.png" alt\\="x">{T}'),
      '/tmp',
      () => Buffer.from(PNG, 'base64'),
    );
    expect(gift.questions[0]?.refusals).toEqual([
      'image hors du dossier du fichier (../secret.png)',
    ]);
  });
});
