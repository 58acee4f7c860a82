import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS, brandLogo, HEADER_IMG_SIZE, logoSize } from '@prepacode/domain/brands';
import { LICENCE_TYPES } from '@prepacode/domain/licences';

/** Every licence's icon, and none (the plain logo). */
const ICONS = [undefined, ...Object.values(LICENCE_TYPES).map((type) => type.logo)];

/** The size an SVG file says it is drawn at: its root element's width and height. */
function svgSize(address: string): string {
  const text = readFileSync(path.join(__dirname, '../../public', address), 'utf8');
  const root = /<svg\b[^>]*>/.exec(text)?.[0] ?? '';
  const width = / width="([\d.]+)"/.exec(root)?.[1];
  const height = / height="([\d.]+)"/.exec(root)?.[1];
  return `${String(width)} × ${String(height)}`;
}

// The header gives each logo its size before the file comes (Lighthouse flagged the logo of
// the dashboard and the history, drawn without a width): the sizes must be the files' own.
describe('the brands’ logos', () => {
  it.each(Object.values(BRANDS))('$appTitle draws every logo at its declared size', (theme) => {
    const logos = new Set(ICONS.map((icon) => brandLogo(theme, icon)));
    for (const logo of logos) {
      const { width, height } = logoSize(theme);
      expect(svgSize(logo), logo).toBe(`${String(width)} × ${String(height)}`);
    }
    if (theme.headerImg) {
      expect(svgSize(theme.headerImg)).toBe(`${HEADER_IMG_SIZE.width} × ${HEADER_IMG_SIZE.height}`);
    }
  });
});
