import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../../config.js';
import type { LoadedQuestion } from './content.types.js';
import { loadContent } from './load.js';
import { nearestQuestions } from './nearest-questions.js';

// `npm run content:proches -- --bank <id> [<questions.yaml> | <id>…]` (issue #42): for each
// question of a file not yet in the bank (a writer's draft), or of the bank by id, the three
// questions of the bank closest to it by situation, rule and lesson, for its reviewer to compare
// before accepting it. Nothing is refused: two close questions may ask two facts.
const contentRoot = loadConfig(process.env).CONTENT_DIR;
const args = process.argv.slice(2);
const bankAt = args.indexOf('--bank');
const bankId = bankAt >= 0 ? args[bankAt + 1] : undefined;
const asked = args.filter((_, index) => index !== bankAt && index !== bankAt + 1);
const loaded = bankId ? loadContent(contentRoot, bankId).banks[0] : undefined;
if (!loaded || asked.length === 0) {
  console.error(
    'Usage\u202f: npm run content:proches -- --bank <banque> <fichier.yaml | identifiant…>',
  );
  process.exit(1);
}
const bank = loaded.questions;
const byId = new Map(bank.map((question) => [question.id, question]));
const questions: LoadedQuestion[] = asked.flatMap((arg) => {
  if (!arg.endsWith('.yaml')) return byId.get(arg) ?? [];
  const theme = path.basename(arg)[0] ?? '';
  const drafts = (parse(readFileSync(arg, 'utf8')) ?? []) as LoadedQuestion[];
  return drafts.map((draft) => ({ ...draft, bank: loaded.bank.id, theme }));
});
const short = (text: string) => (text.length > 90 ? `${text.slice(0, 89)}…` : text);
for (const [id, near] of nearestQuestions(questions, bank)) {
  console.log(id);
  for (const other of near)
    console.log(
      `  ${other.closeness.toFixed(2).replace('.', ',')}  ${other.id}  ${short(byId.get(other.id)?.enonce ?? '')}`,
    );
}
