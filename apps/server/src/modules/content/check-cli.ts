import { loadConfig } from '../../config.js';
import { loadContent } from './load.js';
import { targetReport } from './targets.js';

// `npm run content:check [-- --bank <id>]`: every problem with its file, line and id, then the
// count of questions per bank and theme, and how far each bank is from its objectifs. Exits 1 when anything is wrong.
const contentRoot = loadConfig(process.env).CONTENT_DIR;
const bankIndex = process.argv.indexOf('--bank');
const onlyBank = bankIndex >= 0 ? process.argv[bankIndex + 1] : undefined;

const { banks, problems } = loadContent(contentRoot, onlyBank);
for (const problem of problems) {
  const where = [problem.file, problem.line].filter((part) => part !== undefined).join(':');
  console.error(`✘ ${where}${problem.id ? ` [${problem.id}]` : ''} ${problem.message}`);
}
for (const loaded of banks) {
  const { bank, questions, series, lessons } = loaded;
  const perTheme = bank.themes.map(
    (theme) =>
      `${theme.identifiant} ${questions.filter((q) => q.theme === theme.identifiant).length}`,
  );
  // Chart and tide exercises answer with a typed value (issue #22).
  const typed = questions.filter((question) => question.reponse).length;
  console.log(
    `${bank.id.padEnd(18)} ${String(questions.length).padStart(4)} questions  (${perTheme.join(', ')}${typed ? `\u202f; ${typed} à saisir` : ''}), ${series.length} séries, ${lessons.length} leçons`,
  );
  // Issue #24: where the bank stands against its objectifs (reported, not refused).
  const report = targetReport(loaded);
  if (report)
    console.log(
      `  objectifs ${report.met ? 'atteints' : 'en cours'}\n    ${report.lines.join('\n    ')}`,
    );
}
console.log(problems.length === 0 ? 'Contenu valide.' : `${problems.length} problème(s).`);
process.exitCode = problems.length === 0 ? 0 : 1;
