import { describe, expect, it } from 'vitest';
import { isSchoolSpacePath, schoolSpacePath } from './school-space.js';

describe('the school space’s addresses', () => {
  it('knows its pages, with or without a final slash, and nothing else under /central', () => {
    for (const path of [
      '/central/eleves',
      '/central/eleves/',
      '/central/eleves/e-12',
      '/central/ecoles',
    ])
      expect(isSchoolSpacePath(path)).toBe(true);
    for (const path of ['/central/login', '/central/eleves/a/b', '/central/elevesx', '/eleves'])
      expect(isSchoolSpacePath(path)).toBe(false);
  });

  it('fills a page’s named parts, encoded', () => {
    expect(schoolSpacePath('learner', { eleve: 'a b/c' })).toBe('/central/eleves/a%20b%2Fc');
    expect(schoolSpacePath('codes')).toBe('/central/codes');
  });
});
