import { FIRST_LOADS, type FirstLoad } from '@prepacode/domain/early-requests';
import type { Environment, RuntimeConfig } from '@prepacode/domain/environments';
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

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A JSON file of the build's `.vite/` folder, or `{}` when the web app was built without. */
async function readBuildFile<T>(webDist: string, name: string): Promise<Partial<T>> {
  const file = path.join(webDist, '.vite', name);
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as T) : {};
}

/** The build's manifest (apps/web/vite.config.ts). */
const readManifest = (webDist: string) => readBuildFile<Manifest>(webDist, 'manifest.json');

/** The route modules of each page's first load, as the web build names them (apps/web/first-loads.ts). */
const readFirstLoadModules = (webDist: string) =>
  readBuildFile<Record<string, string[]>>(webDist, 'first-loads.json');

/**
 * The JavaScript and CSS files of route modules with what they import, less what the entry page
 * loads already (its own `modulepreload` and stylesheet links).
 */
function moduleFiles(manifest: Partial<Manifest>, modules: readonly string[]) {
  const walk = (keys: readonly string[], seen: Set<string>): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      walk(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  // The app's page: what the central page loads is not there.
  const entry = walk(['index.html'], new Set());
  const own = [...walk(modules, new Set())].filter((key) => !entry.has(key));
  const entryCss = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));
  const chunks = own.map((key) => manifest[key] as ManifestChunk);
  return {
    scripts: chunks.map((chunk) => chunk.file),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter(
      (css) => !entryCss.has(css),
    ),
  };
}

interface Build {
  manifest: Partial<Manifest>;
  modules: Partial<Record<string, string[]>>;
}

/**
 * Names what a connected page needs first (`@prepacode/domain/early-requests`, and the route
 * modules the web build names for it), so the browser
 * fetches it with the entry's JavaScript: its API calls, with `use-credentials` as the app's own
 * calls (credentials included) so the browser hands their answers over instead of asking twice;
 * its route modules and their styles, which the router would otherwise ask for only once the
 * entry has run.
 */
function withPreloads(
  html: string,
  load: FirstLoad,
  { manifest, modules: firstLoadModules }: Build,
  backend: string,
): string {
  const { scripts, styles } = moduleFiles(manifest, firstLoadModules[load.page] ?? []);
  const calls = load.calls.map(
    (url) =>
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${backend}${url}">`,
  );
  const modules = [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  // The calls first, as they wait on the server; the modules after the entry's own.
  return html
    .replace('</title>', `</title>${calls.join('')}`)
    .replace('</head>', `${modules.join('')}</head>`);
}

/**
 * A page's key: the entry, the first page it preloads for, and the deployment whose backend
 * those calls go to when it is another origin (spec §1), so the browser asks the right host.
 */
export const pageKey = (name: PageName, load?: FirstLoad, environment?: Environment) =>
  [name, load?.page, environment && isAbsoluteBackend(environment) ? environment.name : undefined]
    .filter(Boolean)
    .join(' ');

const isAbsoluteBackend = (environment: Environment) => /^https?:\/\//.test(environment.backend);

/** The built HTML pages, rendered and compressed once at start; a missing one stays absent. */
export async function loadPages(
  webDist: string,
  runtime: RuntimeConfig,
): Promise<Map<string, Page>> {
  const pages = new Map<string, Page>();
  const build = {
    manifest: await readManifest(webDist),
    modules: await readFirstLoadModules(webDist),
  };
  const add = async (key: string, html: string) => {
    const identity = Buffer.from(html);
    pages.set(key, { identity, br: await brotli(identity), gzip: await gzipAsync(identity) });
  };
  for (const name of ['index', 'central'] as const) {
    const file = path.join(webDist, `${name}.html`);
    if (!existsSync(file)) continue;
    const html = withConfiguration(await readFile(file, 'utf8'), runtime);
    await add(pageKey(name), html);
    if (name !== 'index') continue;
    for (const load of FIRST_LOADS) {
      await add(pageKey(name, load), withPreloads(html, load, build, ''));
      for (const environment of runtime.environments.filter(isAbsoluteBackend)) {
        const backend = environment.backend.replace(/\/$/, '');
        await add(pageKey(name, load, environment), withPreloads(html, load, build, backend));
      }
    }
  }
  return pages;
}
