import {
  codeScope,
  defOf,
  plain,
  shapeFields,
  stringValues,
  type Def,
  type Schema,
} from './compiled-schema.js';

/** The input stripped to the contract, or undefined when `data` may not match it. */
export type CompiledInput = (data: unknown) => unknown;

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  maximum?: number;
  minimum?: number;
}

/** Writes the code that checks `value` and leaves what the contract keeps of it in `into`. */
type Writer = (value: string, into: string) => string;

const fail = 'return undefined;';

/**
 * A request's input check (params, query, body), compiled from its zod schema (issue #37), as
 * `compileOutput` does for answers: zod's parse walks the schema for each request, about 7 %
 * of a player question's CPU. This code is written for one schema and does what the parse
 * does for the kinds of schema the API reads: objects (unknown fields left out), strings with
 * a pattern or bounds on their length, finite numbers, booleans, enums and literals, optional
 * or nullable. It only ever says yes: a value it does not accept, or a schema with anything
 * else in it (a transform, a union…), goes through zod as before, which writes the French error
 * the page shows. Null: not compiled.
 */
export function compileInput(schema: Schema): CompiledInput | null {
  const { fresh, constant, make } = codeScope();

  /** The checks of a string as one condition on a value, or null for one zod must run. */
  function stringTest(def: Def): ((v: string) => string) | null {
    if (def.format || def.coerce) return null;
    const tests: ((v: string) => string)[] = [(v) => `typeof ${v} === 'string'`];
    for (const check of def.checks ?? []) {
      const {
        check: kind,
        format,
        pattern,
        maximum,
        minimum,
      } = (check as Schema)._zod.def as unknown as CheckDef;
      if (kind === 'max_length' && maximum !== undefined)
        tests.push((v) => `${v}.length <= ${maximum}`);
      else if (kind === 'min_length' && minimum !== undefined)
        tests.push((v) => `${v}.length >= ${minimum}`);
      // A global or sticky pattern keeps its place between two tests: zod resets it, we skip.
      else if (format === 'regex' && pattern && !pattern.global && !pattern.sticky) {
        const regex = constant(pattern);
        tests.push((v) => `${regex}.test(${v})`);
      } else return null;
    }
    return (v) => tests.map((test) => test(v)).join(' && ');
  }

  function writer(node: Schema): Writer | null {
    const def = defOf(node);
    if (def.type === 'string') {
      const test = stringTest(def);
      if (!test) return null;
      return (v, into) => `if (!(${test(v)})) ${fail} ${into} = ${v};`;
    }
    if (!plain(def)) return null;
    switch (def.type) {
      case 'number':
        return (v, into) => `if (!Number.isFinite(${v})) ${fail} ${into} = ${v};`;
      case 'boolean':
        return (v, into) => `if (typeof ${v} !== 'boolean') ${fail} ${into} = ${v};`;
      case 'enum':
      case 'literal': {
        const values = stringValues(node);
        if (!values) return null;
        const set = constant(values);
        return (v, into) => `if (!${set}.has(${v})) ${fail} ${into} = ${v};`;
      }
      case 'nullable': {
        const inner = def.innerType && writer(def.innerType);
        if (!inner) return null;
        return (v, into) => `if (${v} === null) ${into} = null; else { ${inner(v, into)} }`;
      }
      case 'object':
        return objectWriter(def);
      default:
        return null;
    }
  }

  function objectWriter(def: Def): Writer | null {
    const fields = shapeFields(def, writer);
    // Assigning `__proto__` would set the prototype of what the handler reads.
    if (!fields || fields.some(({ key }) => key === '__proto__')) return null;
    return (v, into) => {
      const kept = fresh();
      const code = fields.map(({ key, optional, write }) => {
        const value = fresh();
        const name = JSON.stringify(key);
        const read = `const ${value} = ${v}[${name}];`;
        const written = write(value, `${kept}[${name}]`);
        // zod keeps an optional field given as undefined, as undefined.
        const given = `else if (${name} in ${v}) ${kept}[${name}] = undefined;`;
        return optional
          ? `{ ${read} if (${value} !== undefined) { ${written} } ${given} }`
          : `{ ${read} ${written} }`;
      });
      return `if (typeof ${v} !== 'object' || ${v} === null || Array.isArray(${v})) ${fail}
        const ${kept} = {}; ${code.join('\n')} ${into} = ${kept};`;
    };
  }

  const root = writer(schema);
  if (!root) return null;
  return make<CompiledInput>(`let kept; ${root('data', 'kept')} return kept;`);
}
