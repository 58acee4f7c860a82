// Weighs the JavaScript a browser loads for the first route: the entry chunk, its static
// imports, and the lazy chunk of the route itself, gzip level 9 (architecture brief budgets).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const FIRST_ROUTE = 'src/app/routes/home.tsx';
const BUDGET_BYTES = 150 * 1024;

function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function runBundleSize() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const keys = new Set([
    ...staticClosure(manifest, entry),
    ...staticClosure(manifest, FIRST_ROUTE),
  ]);
  const files = [...keys].map((key) => {
    const file = manifest[key].file;
    const bytes = readFileSync(path.join(dist, file));
    return { file, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return {
    firstRoute: FIRST_ROUTE,
    files,
    gzipBytes,
    budgetBytes: BUDGET_BYTES,
    withinBudget: gzipBytes <= BUDGET_BYTES,
  };
}
