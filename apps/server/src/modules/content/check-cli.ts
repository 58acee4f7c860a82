import { loadConfig } from '../../config.js';
import { loadContent } from './load.js';
import { formatShapeLine, SHAPE_MARGIN, shapeReport } from './shape.js';
import { targetReport } from './targets.js';

// `npm run content:check [-- --bank <id>]`: every problem with its file, line and id, then the
// count of questions per bank and theme, how far each bank is from its objectifs and whether its
// answers can be guessed from their shape. Exits 1 when anything is wrong.
const contentRoot = loadConfig(process.env).CONTENT_DIR;
const bankIndex = process.argv.indexOf('--bank');
const onlyBank = bankIndex >= 0 ? process.argv[bankIndex + 1] : undefined;

const { banks, problems } = loadContent(contentRoot, onlyBank);
let failures = problems.length;
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
  // Issue #40: how often each place and each length holds a right answer, against chance;
  // beyond chance + 10 points the bank is refused (`content:rebalance` evens out the places).
  const shape = shapeReport(loaded);
  const guessable = shape.filter((line) => line.refused).length;
  failures += guessable;
  console.log(
    `  forme des réponses${guessable ? `\u202f: ${guessable} devinable(s), au plus hasard + ${SHAPE_MARGIN * 100} points` : ' équilibrée'}\n    ${shape.map(formatShapeLine).join('\n    ')}`,
  );
}
console.log(failures === 0 ? 'Contenu valide.' : `${failures} problème(s).`);
process.exitCode = failures === 0 ? 0 : 1;
