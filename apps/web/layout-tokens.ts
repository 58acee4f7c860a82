import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// By path, not by package name: Vite loads its configuration, and this file with it, before any
// alias applies, and the package's name would need its build (dist/) first.
import {
  COMPACT_PLAYER_MAX_HEIGHT,
  HANDSET,
  LAYOUT,
  SELECT_PANEL_MAX_HEIGHT,
} from '../../packages/domain/src/layout';

// The layout constants of spec §9 have one home, @prepacode/domain/layout; the stylesheets read
// them as CSS, written here at build time (`layoutTokens`, issue #23, point 6): a test that pins
// a constant pins the page (src/brand/layout-tokens.test.ts).

const px = (value: number) => `${value}px`;
const [wide, medium, small] = LAYOUT.contentMaxWidths;

/**
 * Media queries by name, as the draft `@custom-media` of Media Queries 5 writes them
 * (`@media (--small-screen)`); no browser reads that yet, so the build puts each query in its
 * place (`withCustomMedia`).
 */
export const CUSTOM_MEDIA: Readonly<Record<string, string>> = {
  '--medium-screen': `(max-width: ${px(LAYOUT.breakpoints.medium)})`,
  // The tabs move into the side menu; the footer takes two lines.
  '--small-screen': `(max-width: ${px(LAYOUT.breakpoints.small)})`,
  // A phone held upright (spec §9 « handset », under 600 px wide), and anything wider.
  '--handset-portrait': `(max-width: ${px(HANDSET.portraitMaxWidth)})`,
  '--wider-than-handset-portrait': `(min-width: ${px(Math.ceil(HANDSET.portraitMaxWidth))})`,
  // Wider than a small screen: a chart exercise puts its chart beside the question (issue #40).
  '--wider-than-small-screen': `(min-width: ${px(LAYOUT.breakpoints.small + 1)})`,
  // The player's tighter layout (issue #40): a phone upright, or a short window.
  '--compact-player': `(max-width: ${px(HANDSET.portraitMaxWidth)}), (max-height: ${px(COMPACT_PLAYER_MAX_HEIGHT)})`,
};

const mediaQuery = (name: string): string => {
  const query = CUSTOM_MEDIA[name];
  if (!query) throw new Error(`Unknown custom media (${name}): see CUSTOM_MEDIA`);
  return query;
};

/** A stylesheet with each `(--name)` of its `@media` rules replaced by its query. */
export const withCustomMedia = (css: string): string =>
  css.replace(/@media[^{;]+/g, (prelude) =>
    prelude.replace(/\((--[\w-]+)\)/g, (_match, name: string) => mediaQuery(name)),
  );

/** The custom properties of the layout, on the document root, as the breakpoints change them. */
export function layoutProperties(): string {
  return withCustomMedia(`:root {
  --header-height: ${px(LAYOUT.headerHeight)};
  --nav-height: ${px(LAYOUT.navBarHeight)};
  --footer-height: ${px(LAYOUT.footerHeight)};
  --side-menu-width: ${px(LAYOUT.sideMenuWidth)};
  --content-max-width: ${px(wide)};
  --select-panel-max-height: ${px(SELECT_PANEL_MAX_HEIGHT)};
}

@media (--medium-screen) {
  :root {
    --content-max-width: ${px(medium)};
  }
}

@media (--small-screen) {
  :root {
    --content-max-width: ${px(small)};
    --footer-height: ${px(LAYOUT.footerHeightSmall)};
  }
}
`);
}

/** The stylesheet both entries load first: the layout's custom properties join it. */
const TOKENS = fileURLToPath(new URL('src/brand/tokens.css', import.meta.url));

/** What the PostCSS step below reads of a stylesheet. */
interface StyleRoot {
  walkAtRules(name: string, visit: (rule: { params: string }) => void): void;
}

/**
 * The layout constants of spec §9 as CSS, in the dev server as in the build, with no file written:
 * their custom properties are added to tokens.css, and every stylesheet's
 * `@media (--small-screen)` becomes its query, since custom properties cannot stand in a media
 * query. The queries are replaced in a step of the PostCSS run Vite already makes (no package
 * added), at its end: a CSS module's `composes … from './header.module.css'` brings that file's
 * rules in there, past any Vite transform.
 */
export function layoutTokens(): Plugin {
  return {
    name: 'prepacode-layout-tokens',
    enforce: 'pre',
    transform: (code, id) =>
      id.split('?')[0] === TOKENS
        ? { code: `${code}\n${layoutProperties()}`, map: null }
        : undefined,
    config: () => ({
      css: {
        postcss: {
          plugins: [
            {
              postcssPlugin: 'prepacode-custom-media',
              OnceExit(root: StyleRoot) {
                root.walkAtRules('media', (rule) => {
                  rule.params = withCustomMedia(`@media ${rule.params}`).slice('@media '.length);
                });
              },
            },
          ],
        },
      },
    }),
  };
}
