import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { layoutProperties, withCustomMedia } from './src/brand/layout-tokens';

/** The stylesheet both entries load first: the layout's custom properties join it. */
const TOKENS = fileURLToPath(new URL('src/brand/tokens.css', import.meta.url));

/** What the PostCSS step below reads of a stylesheet. */
interface StyleRoot {
  walkAtRules(name: string, visit: (rule: { params: string }) => void): void;
}

/**
 * The layout constants of spec §9 as CSS, from @prepacode/domain/layout
 * (src/brand/layout-tokens.ts), in the dev server as in the build, with no file written:
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
