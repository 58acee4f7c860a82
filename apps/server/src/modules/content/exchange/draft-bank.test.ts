import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import { fixtureQuestion, writeContent } from '../../../../test/helpers/content-fixture.js';
import { loadContent } from '../load.js';
import { draftFromFile } from './draft-bank.js';
import { readGift } from './gift-read.js';

// Issue #46, point 2, without a network: a file for every learner becomes a draft of content/
// for our reviewers, numbered after the licence's bank, never a bank in play.

const fixtures = path.join(import.meta.dirname, '../../../../test/fixtures/exchange');
const gift = () =>
  readGift(readFileSync(path.join(fixtures, 'publisher.gift')), fixtures, (file) =>
    existsSync(file) ? readFileSync(file) : undefined,
  );
const root = writeContent({ 'banks/essai/questions/L.yaml': fixtureQuestion('ES-L-001') });
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a file imported without a network', () => {
  const draft = (name: string, theme?: string) =>
    draftFromFile(root, loadContent(root).banks, gift(), {
      name,
      licence: 'b',
      ...(theme ? { theme } : {}),
    });

  it('is refused whole when a question has no theme, and writes nothing', () => {
    const report = draft('editeur');
    expect(report.ids.size).toBe(0);
    expect(report.outcomes.filter((one) => one.status === 'refuse')).toHaveLength(3);
    expect(existsSync(path.join(root, 'brouillons'))).toBe(false);
  });

  it('is written as a draft per theme, after the bank’s numbers, each question headed « à relire »', () => {
    const report = draft('editeur', 'C');
    expect(report.problems).toEqual([]);
    expect([...report.ids.values()]).toEqual([
      'ES-L-002',
      'ES-L-003',
      'ES-C-001',
      'ES-C-002',
      'ES-C-003',
    ]);
    const themeL = readFileSync(path.join(root, 'brouillons/editeur/L.yaml'), 'utf8');
    const entries = parse(themeL) as { id: string; media?: { fichier: string } }[];
    expect(entries.map((one) => one.id)).toEqual(['ES-L-002', 'ES-L-003']);
    expect(entries[0]?.media?.fichier).toBe('brouillons/editeur/ES-L-002.png');
    expect(readFileSync(path.join(root, 'media/brouillons/editeur/ES-L-002.png'))).toEqual(
      readFileSync(path.join(fixtures, 'publisher-images/stop.png')),
    );
    const first = parseDocument(themeL).contents;
    expect(
      first && 'items' in first ? (first.items[0] as { commentBefore?: string }).commentBefore : '',
    ).toMatch(/^ à relire — «\u202fArrêt au stop\u202f», ligne 6/);
    const words = parse(readFileSync(path.join(root, 'brouillons/editeur/C.yaml'), 'utf8')) as {
      id: string;
      reponse?: unknown;
    }[];
    expect(words.find((one) => one.id === 'ES-C-003')?.reponse).toEqual({
      nature: 'mot',
      valeur: ['PLS', 'P.L.S.'],
      tolerance: 0,
    });
    // Not a bank: content/ loads as before, without a problem.
    const loaded = loadContent(root);
    expect([loaded.problems, loaded.banks[0]?.questions.length]).toEqual([[], 1]);
    expect(draft('editeur', 'C').problems).toEqual(['le brouillon brouillons/editeur existe déjà']);
  });
});
