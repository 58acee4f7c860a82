import { typographySlips, type TypographySlip } from '@prepacode/domain/typography';
import { isScalar, visit, type Document, type LineCounter } from 'yaml';
import type { Problem } from './problem.js';

// The typography rule of @prepacode/domain/typography applied to content files (issue #18,
// point 10): every text a learner reads, as the learner reads it (a folded YAML line joins
// with a space, a Markdown line too), reported with its file and line.

const message = (text: string, slip: TypographySlip) => {
  const excerpt = text
    .slice(Math.max(0, slip.index - 20), slip.index + 8)
    .replace(/\s+/g, ' ')
    .trim();
  return `typographie\u202F: ${slip.message} («\u202F${excerpt}\u202F»)`;
};

/** Slips in the string values of a YAML document (not its keys), at each value's first line. */
export function checkYamlTypography(
  document: Document,
  lineCounter: LineCounter,
  file: string,
  problems: Problem[],
): void {
  const check = (node: unknown) => {
    if (!isScalar(node) || typeof node.value !== 'string') return;
    const line = node.range ? lineCounter.linePos(node.range[0]).line : undefined;
    for (const slip of typographySlips(node.value)) {
      problems.push({ file, line, message: message(node.value, slip) });
    }
  };
  visit(document, {
    Pair: (_, pair) => check(pair.value),
    Seq: (_, seq) => seq.items.forEach(check),
  });
}

/** Slips in a Markdown file (its front matter's title included). */
export function checkMarkdownTypography(text: string, file: string, problems: Problem[]): void {
  // A line break inside a paragraph reads as a space: check the text with breaks as spaces.
  for (const slip of typographySlips(text.replace(/\n/g, ' '))) {
    problems.push({
      file,
      line: 1 + (text.slice(0, slip.index).match(/\n/g)?.length ?? 0),
      message: message(text, slip),
    });
  }
}
