// @ts-check
// Records the SHA-256 of every migration not yet in apps/server/src/db/migrations/frozen.json.
// Run it once when you add a migration; it never rewrites a recorded one: a landed migration is
// frozen (issue #20, point 6), and migrate.test.ts fails when one changes. Change the schema
// with a new migration instead.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../apps/server/src/db/migrations/', import.meta.url));
const manifestFile = `${dir}frozen.json`;
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const added = [];
for (const file of readdirSync(dir).sort()) {
  if (!/^\d{4}-\d{2}-\d{2}T\d{4}-[a-z-]+\.ts$/.test(file) || file in manifest) continue;
  manifest[file] = createHash('sha256')
    .update(readFileSync(`${dir}${file}`))
    .digest('hex');
  added.push(file);
}
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(added.length === 0 ? 'Nothing to record.' : `Recorded: ${added.join(', ')}`);
