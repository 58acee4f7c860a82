// @vitest-environment node
import {
  COMPACT_PLAYER_MAX_HEIGHT,
  HANDSET,
  LAYOUT,
  SELECT_PANEL_MAX_HEIGHT,
} from '@prepacode/domain/layout';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUSTOM_MEDIA, layoutProperties, withCustomMedia } from '../../layout-tokens';

// Issue #23, point 6: spec §9's layout constants live in @prepacode/domain/layout and reach the
// page through the generated custom properties and named media queries, never as a stylesheet's
// own copy of the number.

/** `--name: value` of a rule's block, the first one whose selector or query holds `where`. */
function declared(css: string, where: string): Record<string, string> {
  const start = css.indexOf(where);
  const block = css.slice(css.indexOf('{', start), css.indexOf('}', start));
  return Object.fromEntries(
    [...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
}

describe('the generated layout properties', () => {
  const css = layoutProperties();

  it('are the domain constants, in pixels', () => {
    expect(declared(css, ':root {')).toEqual({
      '--header-height': `${LAYOUT.headerHeight}px`,
      '--nav-height': `${LAYOUT.navBarHeight}px`,
      '--footer-height': `${LAYOUT.footerHeight}px`,
      '--side-menu-width': `${LAYOUT.sideMenuWidth}px`,
      '--content-max-width': `${LAYOUT.contentMaxWidths[0]}px`,
      '--select-panel-max-height': `${SELECT_PANEL_MAX_HEIGHT}px`,
    });
    expect(declared(css, `(max-width: ${LAYOUT.breakpoints.medium}px)`)).toEqual({
      '--content-max-width': `${LAYOUT.contentMaxWidths[1]}px`,
    });
    expect(declared(css, `(max-width: ${LAYOUT.breakpoints.small}px)`)).toEqual({
      '--content-max-width': `${LAYOUT.contentMaxWidths[2]}px`,
      '--footer-height': `${LAYOUT.footerHeightSmall}px`,
    });
  });

  it('name the breakpoints and the handset width of the domain', () => {
    expect(CUSTOM_MEDIA).toEqual({
      '--medium-screen': `(max-width: ${LAYOUT.breakpoints.medium}px)`,
      '--small-screen': `(max-width: ${LAYOUT.breakpoints.small}px)`,
      '--handset-portrait': `(max-width: ${HANDSET.portraitMaxWidth}px)`,
      '--wider-than-handset-portrait': '(min-width: 600px)',
      '--wider-than-small-screen': '(min-width: 960px)',
      '--compact-player': `(max-width: ${HANDSET.portraitMaxWidth}px), (max-height: ${COMPACT_PLAYER_MAX_HEIGHT}px)`,
    });
  });
});

describe('named media queries', () => {
  it('become their query in @media rules only', () => {
    expect(withCustomMedia('@media (--small-screen) { a { color: var(--x); } }')).toBe(
      `@media (max-width: ${LAYOUT.breakpoints.small}px) { a { color: var(--x); } }`,
    );
  });

  it('refuse a name that does not exist', () => {
    expect(() => withCustomMedia('@media (--smal-screen) { a { b: c } }')).toThrow(/smal-screen/);
  });
});

const web = path.join(__dirname, '..');
const stylesheets = readdirSync(web, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => [file, readFileSync(path.join(web, file), 'utf8')] as const);

/** A spec breakpoint written as a number: the width on either side of one of them. */
const BREAKPOINT_WIDTHS = [
  LAYOUT.breakpoints.small,
  LAYOUT.breakpoints.medium,
  Math.floor(HANDSET.portraitMaxWidth),
].flatMap((width) => [width, width + 1]);
const LITERAL_BREAKPOINT = new RegExp(`@media[^{]*\\b(${BREAKPOINT_WIDTHS.join('|')})(\\.\\d+)?px`);
/** A layout property given one of the constants' values instead of its custom property. */
const LITERAL_SIZE = new RegExp(
  [
    `(^|[\\s;{])(min-|max-)?height:\\s*(${LAYOUT.headerHeight}|${SELECT_PANEL_MAX_HEIGHT})px`,
    `(^|[\\s;{])(min-|max-)?width:\\s*(${[LAYOUT.sideMenuWidth, ...LAYOUT.contentMaxWidths].join('|')})px`,
    `--(header-height|nav-height|footer-height|side-menu-width|content-max-width|select-panel-max-height):`,
  ].join('|'),
  'm',
);

describe('the stylesheets', () => {
  it.each(stylesheets)('%s: read the layout from its tokens', (_file, css) => {
    expect(css).not.toMatch(LITERAL_BREAKPOINT);
    expect(css).not.toMatch(LITERAL_SIZE);
    expect(() => withCustomMedia(css)).not.toThrow();
  });
});
