import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '@prepacode/domain/brands';
import { typographySlips } from '@prepacode/domain/typography';
import { manifestOf } from '../../brand-manifests';

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(file);
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('the brands’ web app manifests (issue #45)', () => {
  it.each(Object.values(BRANDS))('installs $appTitle as its own app', (theme) => {
    const manifest = manifestOf(theme);
    expect(manifest).toMatchObject({
      name: theme.appTitle,
      start_url: '/dashboard',
      display: 'standalone',
      theme_color: theme.primary,
      lang: 'fr',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(13);
    expect(typographySlips(manifest.description)).toEqual([]);
    for (const icon of manifest.icons) {
      const file = path.join(__dirname, '../../public', icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      const [width, height] = pngSize(file);
      expect(`${String(width)}x${String(height)}`).toBe(icon.sizes);
    }
    expect(manifest.icons.map((icon) => icon.purpose)).toContain('maskable');
  });
});
