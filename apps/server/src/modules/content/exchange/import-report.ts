import type { ImportReport } from './import-bank.js';

// The import's report (issue #46, point 2): every question carried, changed or refused with its
// reason, those of kinds not carried, and the outcome, in French for whoever runs the import.

const where = (name: string, line?: number) =>
  `${line === undefined ? '' : `ligne ${line} `}«\u202f${name}\u202f»`;

export function reportLines(report: ImportReport): string[] {
  const lines = report.problems.map((problem) => `✘ ${problem}`);
  report.outcomes.forEach((outcome, index) => {
    const place = where(outcome.name, outcome.line);
    if (outcome.status === 'refuse') {
      lines.push(`✘ refusée   ${place}\u202f: ${outcome.reasons.join('\u202f; ')}`);
      return;
    }
    const { candidate } = outcome;
    const id = report.ids.get(index);
    const details = [
      ...candidate.changes,
      ...(candidate.toComplete.length > 0
        ? [`à compléter\u202f: ${candidate.toComplete.join(', ')}`]
        : []),
      ...(report.nearDuplicates.get(index) ?? []).map(
        (close) => `quasi-doublon de ${close.id} (${Math.round(close.similarity * 100)}\u202f%)`,
      ),
    ];
    const status = outcome.status === 'modifie' ? '✎ modifiée ' : '✔ reprise  ';
    lines.push(
      `${status} ${place} → ${id ?? `thème ${candidate.question.theme}`}${details.length > 0 ? `\u202f: ${details.join('\u202f; ')}` : ''}`,
    );
  });
  for (const skipped of report.notCarried)
    lines.push(`– non reprise ${where(skipped.name, skipped.line)}\u202f: ${skipped.reason}`);
  return lines;
}

/** The last line: what was written, or why nothing was. */
export function reportSummary(report: ImportReport): string {
  const count = (status: string) =>
    report.outcomes.filter((outcome) => outcome.status === status).length;
  const figures = `${count('repris')} reprise(s), ${count('modifie')} modifiée(s), ${count('refuse')} refusée(s), ${report.notCarried.length} non reprise(s)`;
  return report.ids.size > 0
    ? `Import terminé\u202f: ${figures}. Les ${report.ids.size} questions sont «\u202fà relire\u202f»\u202f: elles ne sont posées qu’une fois acceptées.`
    : `Rien n’est importé (${figures})\u202f: corrigez le fichier puis relancez.`;
}

/** The last line of a draft: where it is and what is left to our reviewers. */
export function draftSummary(report: ImportReport, folder: string): string {
  if (report.ids.size === 0) return reportSummary(report);
  return `Brouillon écrit dans ${folder}/\u202f: ${report.ids.size} question(s) à relire, sans «\u202frevue\u202f». Chacune, une fois relue (docs/content-format.md), va dans la banque\u202f; npm run content:proches les compare à la banque.`;
}
