import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import type { LoadedBank, LoadedQuestion } from '../content.types.js';
import { loadContent } from '../load.js';
import { isScene, sceneFiles } from '../scene-files.js';
import { roundTrip } from '../../../../test/helpers/exchange-fixture.js';
import { exportBank } from './export.js';
import { EXCHANGE_FORMATS } from './portable.js';
import { themeOfCategory, toContent } from './to-content.js';

// Issue #46, point 3: every bank of ours → Moodle XML or GIFT → ours gives the same questions:
// statement, propositions, right ones, explanation, reference, picture's bytes and theme.

const root = loadConfig({}).CONTENT_DIR;
const media = path.join(root, 'media');
const readMedia = (file: string) => readFileSync(path.join(media, file));

const pictureOf = (question: LoadedQuestion) => {
  const file = question.media?.fichier;
  if (!file) return undefined;
  return readFileSync(path.join(media, isScene(file) ? sceneFiles(file).still : file));
};

/**
 * Our banks hold no short answer (issue #46): the code bank is given one, as a network's bank
 * imported from Moodle would have, so that it travels both ways too.
 */
function withShortAnswer(loaded: LoadedBank): LoadedBank {
  const [first] = loaded.questions as [LoadedQuestion];
  const { media: _media, ...rest } = first;
  const word: LoadedQuestion = {
    ...rest,
    id: first.id.replace(/\d{3}$/, '999'),
    enonce: 'Comment s’appelle le côté droit d’un bateau, vu de l’arrière vers l’avant\u202f?',
    propositions: {},
    correctes: [],
    reponse: { nature: 'mot', valeur: ['tribord', 'côté droit'], tolerance: 0 },
  };
  return { ...loaded, bank: { ...loaded.bank, id: 'mots' }, questions: [first, word] };
}

const loadedBanks = loadContent(root).banks;
const banks = [...loadedBanks, withShortAnswer(loadedBanks[0] as LoadedBank)];

/**
 * The elements of Moodle's XML format its documentation describes (docs.moodle.org « Moodle XML
 * format »), for the question types we write: nothing else goes into a file of ours.
 */
const DOCUMENTED = new Set(
  (
    'quiz question category info name text questiontext file generalfeedback defaultgrade ' +
    'penalty hidden idnumber single shuffleanswers answernumbering answer feedback tolerance ' +
    'tags tag usecase'
  ).split(' '),
);

it('writes only the documented elements of Moodle XML', () => {
  const written = new Set<string>();
  for (const loaded of banks) {
    const { text } = exportBank(loaded, 'moodle-xml', readMedia, '/nowhere/bank.xml');
    // Element names outside the CDATA sections, which hold HTML.
    for (const match of text.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '').matchAll(/<([a-z]+)[\s>/]/g))
      written.add(match[1] ?? '');
  }
  expect([...written].filter((name) => !DOCUMENTED.has(name))).toEqual([]);
  expect(['tolerance', 'file', 'tag', 'usecase'].filter((name) => !written.has(name))).toEqual([]);
});

describe.each(EXCHANGE_FORMATS)('round trip through %s', (format) => {
  it.each(banks.map((loaded) => [loaded.bank.id, loaded] as const))(
    'gives back every question of %s',
    (_, loaded) => {
      const { read } = roundTrip(loaded, format, readMedia);
      expect(read.problems).toEqual([]);
      expect(read.notCarried).toEqual([]);
      expect(read.questions.map((question) => question.name)).toEqual(
        loaded.questions.map((question) => question.id),
      );
      read.questions.forEach((portable, index) => {
        const original = loaded.questions[index] as LoadedQuestion;
        const outcome = toContent(portable, themeOfCategory(portable.category, loaded.bank.themes));
        if (outcome.status === 'refuse')
          throw new Error(`${original.id}: ${outcome.reasons.join('; ')}`);
        expect({ id: original.id, changes: outcome.candidate.changes }).toEqual({
          id: original.id,
          changes: [],
        });
        const { question, picture } = outcome.candidate;
        expect({ id: original.id, ...question }).toEqual({
          id: original.id,
          enonce: original.enonce,
          ...(original.enonce_suite ? { enonce_suite: original.enonce_suite } : {}),
          propositions: original.propositions,
          correctes: original.correctes,
          ...(original.reponse ? { reponse: original.reponse } : {}),
          explication: original.explication,
          reference: original.reference,
          ...(original.media
            ? {
                media: {
                  fichier: `import/image.${picture?.extension ?? ''}`,
                  alt: original.media.alt,
                },
              }
            : {}),
          theme: original.theme,
        });
        expect(
          picture?.bytes.equals(pictureOf(original) ?? Buffer.alloc(0)) ?? !original.media,
        ).toBe(true);
      });
    },
    60_000,
  );
});
