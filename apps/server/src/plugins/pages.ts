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

/** The built HTML pages, rendered and compressed once at start; a missing one stays absent. */
export async function loadPages(
  webDist: string,
  runtime: RuntimeConfig,
): Promise<Partial<Record<PageName, Page>>> {
  const pages: Partial<Record<PageName, Page>> = {};
  for (const name of ['index', 'central'] as const) {
    const file = path.join(webDist, `${name}.html`);
    if (!existsSync(file)) continue;
    const identity = Buffer.from(withConfiguration(await readFile(file, 'utf8'), runtime));
    pages[name] = { identity, br: await brotli(identity), gzip: await gzipAsync(identity) };
  }
  return pages;
}
