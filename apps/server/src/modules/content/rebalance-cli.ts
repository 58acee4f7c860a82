import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config.js';
import { loadContent } from './load.js';
import { applyRebalance, planRebalance } from './rebalance.js';

// `npm run content:rebalance [-- --bank <id>]`: reorders the propositions of the banks' question
// files so that no place holds the right answer more often than chance (rebalance.ts says how).
// Refuses to touch content with problems: fix them first (`content:check`).
const contentRoot = loadConfig(process.env).CONTENT_DIR;
const bankIndex = process.argv.indexOf('--bank');
const onlyBank = bankIndex >= 0 ? process.argv[bankIndex + 1] : undefined;

const { banks, problems } = loadContent(contentRoot, onlyBank);
if (problems.length > 0) {
  console.error(`${problems.length} problème(s)\u202f: lancez d’abord npm run content:check.`);
  process.exit(1);
}
for (const loaded of banks) {
  const moves = planRebalance(loaded);
  const folder = path.join(contentRoot, 'banks', loaded.bank.id, 'questions');
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.yaml'))) {
    const full = path.join(folder, file);
    const text = readFileSync(full, 'utf8');
    const changed = applyRebalance(text, moves);
    if (changed !== text) writeFileSync(full, changed);
  }
  console.log(`${loaded.bank.id.padEnd(18)} ${moves.size} question(s) réordonnée(s)`);
}
