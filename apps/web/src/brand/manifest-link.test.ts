import { describe, expect, it } from 'vitest';
import { linkManifest } from './manifest-link';

describe('linkManifest (issue #45)', () => {
  it('links the brand’s manifest, and follows a change of brand', () => {
    document.head.innerHTML = '';
    linkManifest('michelin');
    linkManifest('orata');
    const links = document.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/brands/orata/manifest.webmanifest');
  });
});
