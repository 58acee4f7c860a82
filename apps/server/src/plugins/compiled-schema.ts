import type { z } from 'zod';
import { compiled } from '../lib/compiled-code.js';

// What the two contract compilers share: the request's input checks (compiled-input.ts) and the
// answer's output checks (compiled-output.ts) read zod's schemas and write their code alike.

export type Schema = z.core.$ZodType;

export interface Def {
  type: string;
  checks?: unknown[];
  format?: string;
  coerce?: boolean;
  innerType?: Schema;
  element?: Schema;
  shape?: Record<string, Schema>;
  catchall?: Schema;
}

export const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
/** A schema without checks, format or coercion: what the compilers write code for. */
export const plain = (def: Def) =>
  (def.checks === undefined || def.checks.length === 0) && !def.format && !def.coerce;

/** The values of an enum or a literal, when all are strings. */
export function stringValues(node: Schema): Set<unknown> | null {
  const values = node._zod.values;
  return values && [...values].every((value) => typeof value === 'string') ? values : null;
}

/**
 * The names and constants of the code a compiler writes, and the function it makes of it:
 * `(data) => { body }`, its constants bound as `c`.
 */
export function codeScope() {
  const constants: unknown[] = [];
  let names = 0;
  return {
    fresh: () => `v${(names += 1)}`,
    constant: (value: unknown) => `c[${constants.push(value) - 1}]`,
    make: <F>(body: string) =>
      compiled<(c: unknown[]) => F>(['c'], `(data) => { ${body} }`)(constants),
  };
}

/**
 * The fields of an object schema that drops unknown fields, each with the code writer of its
 * value and whether it may be left out; null when the object or a field is not compiled.
 */
export function shapeFields<W>(
  def: Def,
  writer: (schema: Schema) => W | null,
): { key: string; optional: boolean; write: W }[] | null {
  if (def.catchall || !def.shape) return null;
  const fields: { key: string; optional: boolean; write: W }[] = [];
  for (const [key, field] of Object.entries(def.shape)) {
    const fieldDef = defOf(field);
    const optional = fieldDef.type === 'optional' && plain(fieldDef);
    const write = writer(optional && fieldDef.innerType ? fieldDef.innerType : field);
    if (!write) return null;
    fields.push({ key, optional, write });
  }
  return fields;
}
