import type { LoadedBank } from './content.types.js';

// Issue #24: how far a bank has come towards its `objectifs` (bank.yaml), printed by
// `content:check`. A target not met is reported, not refused: banks grow over several landings.

export interface TargetReport {
  met: boolean;
  lines: string[];
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);

export function targetReport({ bank, questions }: LoadedBank): TargetReport | undefined {
  const goals = bank.objectifs;
  if (!goals) return undefined;
  const lines: string[] = [];
  let met = true;
  const mark = (ok: boolean) => {
    met &&= ok;
    return ok ? '✔' : '✘';
  };
  if (goals.questions !== undefined)
    lines.push(
      `${mark(questions.length >= goals.questions)} ${questions.length}/${goals.questions} questions`,
    );
  if (goals.par_theme !== undefined) {
    const perTheme = goals.par_theme;
    // A map names the themes it aims at (hauturier's chart themes are counted apart).
    const aimed = bank.themes.filter(
      ({ identifiant }) => typeof perTheme === 'number' || identifiant in perTheme,
    );
    const cells = aimed.map(({ identifiant }) => {
      const wanted = typeof perTheme === 'number' ? perTheme : (perTheme[identifiant] ?? 0);
      const count = questions.filter((question) => question.theme === identifiant).length;
      return { ok: count >= wanted, text: `${identifiant} ${count}/${wanted}` };
    });
    lines.push(
      `${mark(cells.every((cell) => cell.ok))} par thème : ${cells.map((cell) => cell.text).join(', ')}`,
    );
  }
  if (goals.illustrees !== undefined) {
    const share = percent(questions.filter((question) => question.media).length, questions.length);
    lines.push(
      `${mark(share >= goals.illustrees)} illustrées : ${share.toFixed(0)} % (${goals.illustrees} % attendus)`,
    );
  }
  const reviewed = questions.filter((question) => question.revue).length;
  lines.push(`${mark(reviewed === questions.length)} relues : ${reviewed}/${questions.length}`);
  return { met, lines };
}
