import { PROFILE_URL, THEMES_URL } from '@prepacode/domain/early-requests';
import type { RuntimeConfig } from '@prepacode/domain/environments';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';

export type PageName = 'index' | 'central';

interface Page {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The id the SPA reads its configuration from (apps/web/src/lib/runtime-config.ts). */
export const CONFIG_ELEMENT_ID = 'configuration';

/**
 * Writes the run-time configuration into a built page as inert JSON (no script runs, so the
 * CSP needs no exception): one build serves every deployment, and the SPA knows its
 * environment without a second request. `<` is escaped so no value can close the element.
 */
export function withConfiguration(html: string, runtime: RuntimeConfig): string {
  const json = JSON.stringify(runtime).replaceAll('<', '\\u003c');
  const element = `<script id="${CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  return html.replace('</head>', `${element}</head>`);
}

/**
 * Names the API calls a connected page makes first, so the browser starts them with the
 * JavaScript (`@prepacode/domain/early-requests`). `use-credentials` matches the app's own
 * calls (credentials included), so the browser hands their answers over instead of asking twice.
 */
export function withPreloads(html: string, urls: readonly string[]): string {
  const links = urls
    .map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`)
    .join('');
  return html.replace('</title>', `</title>${links}`);
}

/** The app page's variants, by the calls they preload (`earlyRequests` gives one of these). */
const INDEX_PRELOADS: readonly (readonly string[])[] = [
  [],
  [PROFILE_URL],
  [PROFILE_URL, THEMES_URL],
];

export const pageKey = (name: PageName, preloads: readonly string[] = []) =>
  [name, ...preloads].join(' ');

/** The built HTML pages, rendered and compressed once at start; a missing one stays absent. */
export async function loadPages(
  webDist: string,
  runtime: RuntimeConfig,
): Promise<Map<string, Page>> {
  const pages = new Map<string, Page>();
  for (const name of ['index', 'central'] as const) {
    const file = path.join(webDist, `${name}.html`);
    if (!existsSync(file)) continue;
    const html = withConfiguration(await readFile(file, 'utf8'), runtime);
    for (const preloads of name === 'index' ? INDEX_PRELOADS : [[]]) {
      const identity = Buffer.from(withPreloads(html, preloads));
      pages.set(pageKey(name, preloads), {
        identity,
        br: await brotli(identity),
        gzip: await gzipAsync(identity),
      });
    }
  }
  return pages;
}
