/** Reports `done` of `total` units of long work. */
export type Progress = (done: number, total: number) => void;

/** A progress for work nobody watches (tests, callers that do not show it). */
export const noProgress: Progress = () => {};

/** Where a progress is written: process.stderr, or a test's writer. */
export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

/**
 * Long commands (content import, admin import, export and code batches): a terminal gets a bar
 * redrawn in place; a log (CI, a pipe) gets a line at each quarter only, not one per unit.
 */
export function progressBar(unit: string, output: ProgressOutput = process.stderr): Progress {
  let lastQuarter = -1;
  return (done, total) => {
    if (!output.isTTY) {
      const quarter = total === 0 ? 4 : Math.floor((4 * done) / total);
      if (quarter !== lastQuarter) output.write(`${done}/${total} ${unit}\n`);
      lastQuarter = quarter;
      return;
    }
    const width = 30;
    const filled = total === 0 ? width : Math.round((width * done) / total);
    output.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${unit}`);
    if (done === total) output.write('\n');
  };
}
