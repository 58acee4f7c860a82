import { afterEach, describe, expect, it } from 'vitest';
import { startTagManager, tagNavigations } from './tag-manager';

afterEach(() => {
  delete window.dataLayer;
  document.head.innerHTML = '';
});

describe('tag manager (spec §1, §4, §8)', () => {
  const origin = 'https://www.googletagmanager.com';

  it('loads nothing without a container, yet keeps the data layer', () => {
    startTagManager({ tagManagerId: null, tagManagerOrigin: origin });
    expect(document.querySelector('script')).toBeNull();
    expect(window.dataLayer).toEqual([]);
  });

  it('loads the configured container and swallows a load failure', () => {
    startTagManager({ tagManagerId: 'GTM-ABC1234', tagManagerOrigin: origin });
    const script = document.querySelector('script');
    expect(script?.src).toBe(`${origin}/gtm.js?id=GTM-ABC1234`);
    expect(() => script?.dispatchEvent(new Event('error'))).not.toThrow();
    expect(document.querySelector('script')).toBeNull();
  });

  it('pushes a page event with the path on the first page and each navigation', () => {
    let listener: (state: { location: { pathname: string } }) => void = () => undefined;
    const router = {
      state: { location: { pathname: '/dashboard' } },
      subscribe: (next: typeof listener) => {
        listener = next;
        return () => undefined;
      },
    };
    tagNavigations(router);
    listener({ location: { pathname: '/dashboard' } });
    listener({ location: { pathname: '/history' } });
    expect(window.dataLayer).toEqual([
      { event: 'page', pageName: '/dashboard' },
      { event: 'page', pageName: '/history' },
    ]);
  });
});
