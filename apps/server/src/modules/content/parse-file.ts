import { mendTypography } from '@prepacode/domain/typography';
import { readFileSync } from 'node:fs';
import { LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
// zod's messages in French, as the server gives them, whether or not the server is loaded (the
// content check runs alone); mended to French typography as the server's are (plugins/zod.ts).
import '../../plugins/zod.js';
import type { Problem } from './problem.js';
import { checkYamlTypography } from './typography.js';

/** Parses one YAML file through its schema, turning issues into problems with their line. */
export function parseFile<S extends z.ZodType>(
  file: string,
  relative: string,
  schema: S,
  problems: Problem[],
): z.output<S> | undefined {
  const lineCounter = new LineCounter();
  const document = parseDocument(readFileSync(file, 'utf8'), { lineCounter, prettyErrors: false });
  if (document.errors.length > 0) {
    for (const error of document.errors) {
      problems.push({
        file: relative,
        line: lineCounter.linePos(error.pos[0]).line,
        message: `YAML invalide : ${error.message}`,
      });
    }
    return undefined;
  }
  checkYamlTypography(document, lineCounter, relative, problems);
  const result = schema.safeParse(document.toJS());
  if (result.success) return result.data;
  const data: unknown = document.toJS();
  for (const issue of result.error.issues) {
    const node = document.getIn(issue.path as (string | number)[], true) as
      { range?: [number, number, number] } | undefined;
    const offset = node?.range?.[0];
    const index = typeof issue.path[0] === 'number' ? issue.path[0] : undefined;
    const item =
      Array.isArray(data) && index !== undefined
        ? (data[index] as { id?: unknown } | undefined)
        : undefined;
    problems.push({
      file: relative,
      line: offset === undefined ? undefined : lineCounter.linePos(offset).line,
      id: typeof item?.id === 'string' ? item.id : undefined,
      message: `${issue.path.slice(index === undefined ? 0 : 1).join('.') || 'fichier'} : ${mendTypography(issue.message)}`,
    });
  }
  return undefined;
}
