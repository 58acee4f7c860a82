import { BRANDS } from '@prepacode/domain/brands';
import { describe, expect, it } from 'vitest';
import { GUIDES, findGuide, guidesShown } from './guides';
import { GUIDE_SLUGS } from './types';

describe('guides content', () => {
  it('has one guide per slug, in the order of the index', () => {
    expect(GUIDES.map((guide) => guide.slug)).toEqual([...GUIDE_SLUGS]);
    expect(findGuide('lire-mes-resultats')?.title).toBe('Lire mes résultats');
    expect(findGuide('inconnu')).toBeUndefined();
    expect(findGuide(undefined)).toBeUndefined();
  });

  it('gives every section a unique fragment, usable in a URL as it is', () => {
    for (const guide of GUIDES) {
      const ids = guide.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('links only to guides that exist', () => {
    const targets = GUIDES.flatMap((guide) =>
      guide.sections.flatMap((section) =>
        section.blocks.flatMap((block) => (block.kind === 'links' ? block.items : [])),
      ),
    ).map((item) => item.to);
    expect(targets.length).toBeGreaterThan(0);
    for (const to of targets.filter((path) => path.startsWith('/guides/'))) {
      expect(findGuide(to.slice('/guides/'.length)), to).toBeDefined();
    }
  });

  it('writes French typography: curly apostrophes, no straight quotes', () => {
    const text = JSON.stringify(GUIDES);
    expect(text).not.toMatch(/'/);
    expect(text).not.toMatch(/\\"/);
  });
});

describe('guidesShown', () => {
  it('follows the dashboard: brands that show guides, licences with the guide block', () => {
    const shown = Object.values(BRANDS)
      .filter((brand) => guidesShown(brand, 'b'))
      .map((brand) => brand.name);
    expect(shown).toEqual(['prepacode', 'orata', 'rcer', 'inris']);
    expect(guidesShown(BRANDS.prepacode, 'etg')).toBe(true);
    for (const licence of ['etm', 'co', 'a', 'etgreg', 'inconnu', undefined]) {
      expect(guidesShown(BRANDS.prepacode, licence)).toBe(false);
    }
  });
});
