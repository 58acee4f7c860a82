import { describe, expect, it } from 'vitest';
import { progressBar } from './progress.js';

const output = (isTTY: boolean) => {
  const written: string[] = [];
  return { written, isTTY, write: (text: string) => written.push(text) };
};

describe('progress of long commands', () => {
  it('writes a line at each quarter only when the output is a log', () => {
    const log = output(false);
    const progress = progressBar('codes', log);
    for (let done = 0; done <= 10; done += 1) progress(done, 10);
    expect(log.written).toEqual([
      '0/10 codes\n',
      '3/10 codes\n',
      '5/10 codes\n',
      '8/10 codes\n',
      '10/10 codes\n',
    ]);
  });

  it('redraws a bar in place on a terminal, ending the line when done', () => {
    const terminal = output(true);
    const progress = progressBar('élèves', terminal);
    progress(1, 2);
    progress(2, 2);
    expect(terminal.written).toEqual([
      `\r[${'#'.repeat(15)}${'.'.repeat(15)}] 1/2 élèves`,
      `\r[${'#'.repeat(30)}] 2/2 élèves`,
      '\n',
    ]);
  });
});
