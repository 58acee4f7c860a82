import { loadConfig } from '../config.js';
import { loadContent } from './load.js';

// `npm run content:check [-- --bank <id>]`: every problem with its file, line and id, then the
// count of questions per bank and theme. Exits 1 when anything is wrong.
const contentRoot = loadConfig(process.env).CONTENT_DIR;
const bankIndex = process.argv.indexOf('--bank');
const onlyBank = bankIndex >= 0 ? process.argv[bankIndex + 1] : undefined;

const { banks, problems } = loadContent(contentRoot, onlyBank);
for (const problem of problems) {
  const where = [problem.file, problem.line].filter((part) => part !== undefined).join(':');
  console.error(`✘ ${where}${problem.id ? ` [${problem.id}]` : ''} ${problem.message}`);
}
for (const { bank, questions, series, lessons, exercises } of banks) {
  const perTheme = bank.themes.map(
    (theme) =>
      `${theme.identifiant} ${questions.filter((q) => q.theme === theme.identifiant).length}`,
  );
  console.log(
    `${bank.id.padEnd(18)} ${String(questions.length).padStart(4)} questions  (${perTheme.join(', ')}), ${series.length} séries, ${lessons.length} leçons`,
  );
  if (exercises.length > 0) {
    const count = (test: (exercise: (typeof exercises)[number]) => boolean) =>
      exercises.filter(test).length;
    console.log(
      `${''.padEnd(18)} ${String(exercises.length).padStart(4)} exercices  (carte de jour ${count((e) => e.moment === 'jour')}, de nuit ${count((e) => e.moment === 'nuit')}, autres ${count((e) => e.moment === undefined)}\u202f; réponse à saisir ${count((e) => e.kind === 'numerique')}, à choisir ${count((e) => e.kind === 'choix')})`,
    );
  }
}
console.log(problems.length === 0 ? 'Contenu valide.' : `${problems.length} problème(s).`);
process.exitCode = problems.length === 0 ? 0 : 1;
