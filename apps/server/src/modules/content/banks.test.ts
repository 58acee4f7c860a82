import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { LoadedBank } from './content.types.js';
import { loadContent } from './load.js';
import { formatShapeLine, shapeReport } from './shape.js';

// The banks under content/ as they ship: every question passes the rules of
// docs/content-format.md, and each bank has the volume issue #5 asks for.
const MINIMUM: Record<string, { total: number; perTheme: number }> = {
  'code-route': { total: 240, perTheme: 20 },
  moto: { total: 120, perTheme: 12 },
  cotier: { total: 120, perTheme: 10 },
  'eaux-interieures': { total: 60, perTheme: 10 },
  crr: { total: 60, perTheme: 10 },
  hauturier: { total: 60, perTheme: 10 },
};

describe('the shipped question banks', () => {
  const content = loadContent(loadConfig({}).CONTENT_DIR);

  it('have no problem', () => {
    expect(content.problems).toEqual([]);
  });

  it.each(Object.entries(MINIMUM))('%s has its volume in every theme', (id, minimum) => {
    const bank = content.banks.find((candidate) => candidate.bank.id === id);
    expect(bank).toBeDefined();
    expect(bank?.questions.length).toBeGreaterThanOrEqual(minimum.total);
    for (const theme of bank?.bank.themes ?? []) {
      const count =
        bank?.questions.filter((question) => question.theme === theme.identifiant).length ?? 0;
      expect(count, `${id} theme ${theme.identifiant}`).toBeGreaterThanOrEqual(minimum.perTheme);
    }
  });

  it('give every theme a lesson of our own', () => {
    for (const { bank, lessons } of content.banks) {
      expect(lessons.map((lesson) => lesson.theme).sort(), bank.id).toEqual(
        bank.themes.map((theme) => theme.identifiant).sort(),
      );
    }
  });

  it.each(Object.keys(MINIMUM))('%s cannot be answered from a place or a length', (id) => {
    // Issue #40: in the bank's order too, no place and no length wins over chance + 10 points.
    const bank = content.banks.find((candidate) => candidate.bank.id === id);
    const refused = shapeReport(bank as LoadedBank).filter((line) => line.refused);
    expect(refused.map(formatShapeLine)).toEqual([]);
  });
});
