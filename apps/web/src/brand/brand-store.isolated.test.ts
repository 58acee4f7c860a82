import { BRANDS } from '@prepacode/domain/brands';
import { afterEach, describe, expect, it } from 'vitest';
import { applyBrand } from './apply-brand';
import { brandStore } from './brand-store';

afterEach(() => {
  brandStore.setTheme('prepacode');
  localStorage.clear();
});

describe('brand store (spec §4 "Theme selection")', () => {
  it('starts with the default brand on an origin no brand names', () => {
    expect(brandStore.get().name).toBe('prepacode');
  });

  it('stores a new theme, notifies listeners and repaints the page without reload', () => {
    document.head.innerHTML =
      '<link rel="icon" href="/favicon.svg"><meta name="theme-color" content="#000">';
    const seen: string[] = [];
    const stop = brandStore.subscribe(() => seen.push(brandStore.get().name));
    brandStore.setTheme('orata');
    stop();
    expect(seen).toEqual(['orata']);
    expect(localStorage.getItem('theme')).toBe('orata');
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--color-primary')).toBe(BRANDS.orata.primary);
    expect(root.dataset.brand).toBe('orata');
    expect(document.title).toBe('Orata Code');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/brands/orata/favicon.svg',
    );
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      BRANDS.orata.primary,
    );
  });

  it('ignores a name that is no brand', () => {
    brandStore.setTheme('inconnue');
    expect(brandStore.get().name).toBe('prepacode');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('adds the favicon link when the page has none', () => {
    document.head.innerHTML = '';
    applyBrand(BRANDS.michelin);
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/brands/michelin/favicon.svg',
    );
  });
});
