import { BRAND_NAMES, brandNamed } from '@prepacode/domain/brands';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyBrand } from './apply-brand';

// Issue #18, point 9: success, warning and failure keep their green, orange and red in every
// brand, and pass AA contrast as text on every surface they are shown on.
const tokens = new Map(
  [
    ...readFileSync(path.join(__dirname, 'tokens.css'), 'utf8').matchAll(
      /--([\w-]+):\s*(#[0-9a-f]{6});/gi,
    ),
  ].map((match) => [match[1] ?? '', match[2] ?? '']),
);
const rgb = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const luminance = (hex: string) => {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
const token = (name: string) => {
  const value = tokens.get(name);
  if (!value) throw new Error(`--${name} is missing from tokens.css`);
  return value;
};

const STATUSES = ['success', 'warning', 'danger'] as const;

describe('status colours', () => {
  it.each(STATUSES)(
    '--color-%s reads at AA on the surface, the background and its own tint',
    (status) => {
      for (const background of ['color-surface', 'color-background', `color-${status}-surface`])
        expect(
          contrast(token(`color-${status}`), token(background)),
          background,
        ).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('look like what they say: green, orange, red', () => {
    const [sr, sg, sb] = rgb(token('color-success'));
    expect(sg).toBeGreaterThan(Math.max(sr, sb));
    const [wr, wg, wb] = rgb(token('color-warning'));
    expect(wr).toBeGreaterThan(wg);
    expect(wg).toBeGreaterThan(wb);
    const [dr, dg, db] = rgb(token('color-danger'));
    expect(dr).toBeGreaterThan(2 * Math.max(dg, db));
  });

  it.each(BRAND_NAMES)('are not a slot the %s brand can repaint', (name) => {
    applyBrand(brandNamed(name));
    for (const status of STATUSES)
      expect(document.documentElement.style.getPropertyValue(`--color-${status}`)).toBe('');
  });
});
