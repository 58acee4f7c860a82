import { BRANDS, type BrandName, type Theme } from '../../packages/domain/src/brands';
import type { Plugin } from 'vite';

/** Where the installed app opens: the learner's dashboard (the sign-on leads there if needed). */
const START = '/dashboard';

/**
 * Under the installed app's icon: about 12 characters, or a phone cuts the name. Only the
 * manifests say it, so it is here, not in the brands every page loads.
 */
const SHORT_NAMES: Record<BrandName, string> = {
  prepacode: 'Prépacode',
  orata: 'Orata Code',
  rcer: 'RCER Code',
  inris: 'INRIS',
  michelin: 'Michelin',
  prepaconduite: 'Prépaconduite',
};

/** A brand's web app manifest: the app a learner installs is the brand's (issue #45). */
export function manifestOf(theme: Theme) {
  const icons = `/brands/${theme.name}`;
  return {
    id: START,
    name: theme.appTitle,
    short_name: SHORT_NAMES[theme.name],
    description: `${theme.appTitle} : le code de la route, l’ETG et les permis bateau, en ligne ou hors connexion.`,
    lang: 'fr',
    dir: 'ltr',
    start_url: START,
    scope: '/',
    display: 'standalone',
    theme_color: theme.primary,
    background_color: '#ffffff',
    icons: [
      { src: `${icons}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${icons}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: `${icons}/icon-maskable-512.png`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}

/**
 * Writes `brands/<brand>/manifest.webmanifest` for every brand into the learner app's build:
 * one build serves every brand, and the page links its brand's (src/brand/apply-brand.ts).
 */
export const brandManifests = (): Plugin => ({
  name: 'brand-manifests',
  apply: 'build',
  generateBundle() {
    for (const theme of Object.values(BRANDS)) {
      this.emitFile({
        type: 'asset',
        fileName: `brands/${theme.name}/manifest.webmanifest`,
        source: `${JSON.stringify(manifestOf(theme), null, 2)}\n`,
      });
    }
  },
});
