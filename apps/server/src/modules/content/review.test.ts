import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FIXTURE_BANK,
  fixtureQuestion,
  writeContent,
} from '../../../test/helpers/content-fixture.js';
import type { LoadedBank } from './content.types.js';
import { loadContent } from './load.js';
import { targetReport } from './targets.js';

// Issue #24: review marks, near-duplicates and the banks' objectifs, as content:check reads them.
let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));
const load = (files: Record<string, string>) => loadContent((root = writeContent(files)));
const messages = (files: Record<string, string>) =>
  load(files).problems.map((p) => `${p.id ? `[${p.id}] ` : ''}${p.message}`);

const review = (reviewer: string) =>
  `  auteur: redaction-1\n  revue:\n    relecteur: ${reviewer}\n    date: '2026-11-23'\n    source: Code de la route, art. R413-2 (Légifrance)\n`;
const strictBank = `${FIXTURE_BANK}relecture_obligatoire: true\n`;

describe('review marks', () => {
  it('accepts a question reviewed by someone else, without making it new content', () => {
    const loaded = load({
      'banks/essai/questions/L.yaml': fixtureQuestion('ES-L-001', review('relecture-1')),
    });
    expect(loaded.problems).toEqual([]);
    expect(loaded.banks[0]?.questions[0]?.revue?.relecteur).toBe('relecture-1');
  });

  it('refuses a question its author reviewed', () => {
    expect(
      messages({
        'banks/essai/questions/L.yaml': fixtureQuestion('ES-L-001', review('redaction-1')),
      }),
    ).toEqual(['[ES-L-001] relue par son auteur\u202f: la relecture est faite par un autre']);
  });

  it('refuses a question without its mark where the bank requires one, and a malformed mark', () => {
    const undated = review('relecture-1').replace("'2026-11-23'", 'hier');
    expect(
      messages({
        'banks/essai/bank.yaml': strictBank,
        'banks/essai/questions/L.yaml': fixtureQuestion('ES-L-001'),
        'banks/essai/questions/C.yaml': fixtureQuestion('ES-C-001', undated),
      }),
    ).toEqual([
      '[ES-C-001] revue.date\u202f: une date AAAA-MM-JJ',
      '[ES-L-001] sans marque de relecture (revue\u202f: relecteur, date, source vérifiée)',
    ]);
  });
});

describe('near-duplicates', () => {
  const rewording = `- id: ES-C-001
  enonce: 'Sans panneau et hors agglomération, quelle vitesse maximale\u202F?'
  propositions:
    A: 80 km/h
    B: 110 km/h
  correctes: [A]
  explication: Sans panneau, hors agglomération, on roule à 80 km/h au plus, pas à 110 km/h.
  reference: Code de la route, art. R413-2
`;

  it('finds the same question in other words across the themes of a bank', () => {
    expect(
      messages({
        'banks/essai/questions/L.yaml': fixtureQuestion('ES-L-001') + fixtureQuestion('ES-L-002'),
        'banks/essai/questions/C.yaml': rewording,
      }),
    ).toEqual([
      expect.stringMatching(
        /^\[ES-C-001\] quasi-doublon de ES-L-001 \(100\u202f% de mots communs\)/,
      ),
    ]);
  });

  it('accepts a pair its reviewer found to ask two facts', () => {
    expect(
      messages({
        'banks/essai/questions/L.yaml': fixtureQuestion('ES-L-001', '  distincte_de: [ES-C-001]\n'),
        'banks/essai/questions/C.yaml': rewording,
      }),
    ).toEqual([]);
  });
});

describe('objectifs', () => {
  const bankWith = (questions: number, illustrated: number, reviewed: number) => {
    const files: Record<string, string> = {
      'banks/essai/bank.yaml': `${FIXTURE_BANK}objectifs: { questions: 3, par_theme: { L: 2 }, illustrees: 50 }\n`,
    };
    const text = Array.from({ length: questions }, (_, n) => {
      const id = `ES-L-00${n + 1}`;
      const media =
        n < illustrated
          ? `  media:\n    fichier: essai/p${n}.svg\n    alt: Un panneau routier vu de face.\n`
          : '';
      if (media) files[`media/essai/p${n}.svg`] = '<svg/>';
      return fixtureQuestion(id, media + (n < reviewed ? review('relecture-1') : ''));
    });
    files['banks/essai/questions/L.yaml'] = text.join('');
    return load(files).banks[0] as LoadedBank;
  };

  it('reports each target with what the bank has', () => {
    expect(targetReport(bankWith(2, 1, 1))).toEqual({
      met: false,
      lines: [
        '✘ 2/3 questions',
        '✔ par thème\u202f: L 2/2',
        '✔ illustrées\u202f: 50\u202f% (50\u202f% attendus)',
        '✘ relues\u202f: 1/2',
      ],
    });
    expect(targetReport(bankWith(3, 2, 3))?.met).toBe(true);
  });
});
