import type { z } from 'zod';
import { compiled } from '../lib/compiled-code.js';

type Schema = z.core.$ZodType;
/** The JSON of `data` stripped to the contract, or undefined when `data` may not match it. */
export type CompiledOutput = (data: unknown) => string | undefined;

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

/** Writes the code that checks `value` against `schema` and appends its JSON to `out`. */
type Writer = (value: string, out: string) => string;

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

/**
 * An answer's contract check, compiled from its zod schema (issue #37). zod's parse, shared by
 * every schema of the server, cost about 14 µs of the 70 of a player question in the running
 * server; this code is written for one schema and does what the parse then `JSON.stringify` do
 * for the kinds of schema the API answers with: objects (unknown fields left out), arrays,
 * strings, finite numbers, booleans, enums and literals, optional or nullable. It only ever
 * says yes: a value it does not accept, or a schema with anything else in it (a check, a
 * transform, a union…), goes through zod as before, which says why it fails. Null: not
 * compiled.
 */
export function compileOutput(schema: Schema): CompiledOutput | null {
  const { fresh, constant, make } = codeScope();
  const fail = 'return undefined;';

  function writer(node: Schema): Writer | null {
    const def = defOf(node);
    if (!plain(def)) return null;
    switch (def.type) {
      case 'string':
        return (v, out) => `if (typeof ${v} !== 'string') ${fail} ${out} += JSON.stringify(${v});`;
      case 'number':
        return (v, out) => `if (!Number.isFinite(${v})) ${fail} ${out} += String(${v});`;
      case 'boolean':
        return (v, out) => `if (typeof ${v} !== 'boolean') ${fail} ${out} += String(${v});`;
      case 'enum':
      case 'literal': {
        const values = stringValues(node);
        if (!values) return null;
        const set = constant(values);
        return (v, out) => `if (!${set}.has(${v})) ${fail} ${out} += JSON.stringify(${v});`;
      }
      case 'nullable': {
        const inner = def.innerType && writer(def.innerType);
        if (!inner) return null;
        return (v, out) => `if (${v} === null) ${out} += 'null'; else { ${inner(v, out)} }`;
      }
      case 'array': {
        const element = def.element && writer(def.element);
        if (!element) return null;
        return (v, out) => {
          const i = fresh();
          const item = fresh();
          return `if (!Array.isArray(${v})) ${fail} ${out} += '[';
            for (let ${i} = 0; ${i} < ${v}.length; ${i} += 1) {
              if (${i} > 0) ${out} += ',';
              const ${item} = ${v}[${i}]; ${element(item, out)}
            }
            ${out} += ']';`;
        };
      }
      case 'object':
        return objectWriter(def);
      default:
        return null;
    }
  }

  function objectWriter(def: Def): Writer | null {
    const fields = shapeFields(def, writer);
    if (!fields) return null;
    return (v, out) => {
      const comma = fresh();
      const code = fields.map(({ key, optional, write }) => {
        const value = fresh();
        const written = `${out} += ${comma} + ${JSON.stringify(`${JSON.stringify(key)}:`)};
          ${comma} = ','; ${write(value, out)}`;
        const read = `const ${value} = ${v}[${JSON.stringify(key)}];`;
        return optional
          ? `{ ${read} if (${value} !== undefined) { ${written} } }`
          : `{ ${read} ${written} }`;
      });
      return `if (typeof ${v} !== 'object' || ${v} === null || Array.isArray(${v})) ${fail}
        ${out} += '{'; let ${comma} = ''; ${code.join('\n')} ${out} += '}';`;
    };
  }

  const root = writer(schema);
  if (!root) return null;
  return make<CompiledOutput>(`let out = ''; ${root('data', 'out')} return out;`);
}
