// Apart from environments.ts, whose schemas bring zod: brands.ts needs only this, and the
// central login page's first load (80 KB budget) takes brands.ts.

/** The host of an origin (`https://host:port` → host); the domain package has no URL type. */
export const hostOf = (origin: string): string =>
  (
    origin
      .toLowerCase()
      .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
      .split('/')[0] ?? ''
  ).replace(/:\d+$/, '');
