import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileOutput } from './compiled-output.js';

type Schema = z.core.$ZodType;
interface Def {
  type: string;
  innerType?: Schema;
  element?: Schema;
  shape?: Record<string, Schema>;
}

/** Values to try a schema on: right ones of each kind it allows, and wrong ones beside them. */
function samples(schema: Schema, depth = 0): unknown[] {
  const def = schema._zod.def as unknown as Def;
  const wrong = [undefined, null, 7, 'x', [], {}];
  switch (def.type) {
    case 'string':
      return ['', 'Thème\u202f: « règles »', 'a"b\\c\n\u2028', 5, null];
    case 'number':
      return [0, -1.5, 1e21, 2 ** 53 + 2, Number.NaN, Infinity, '1'];
    case 'boolean':
      return [true, false, 'true', 0];
    case 'enum':
    case 'literal':
      return [...(schema._zod.values ?? []), 'pas-une-valeur', 3];
    case 'nullable':
    case 'optional':
      return [null, undefined, ...samples(def.innerType as Schema, depth)];
    case 'array': {
      const items = samples(def.element as Schema, depth + 1);
      return [[], items.slice(0, 1), items.slice(0, 3), 'x', [items.at(-1)]];
    }
    case 'object': {
      if (depth > 4) return [{}];
      const shape = Object.entries(def.shape ?? {}).map(([key, field]) => ({
        key,
        values: samples(field, depth + 1),
      }));
      const full = Object.fromEntries(shape.map(({ key, values }) => [key, values[0]]));
      const variants = shape.flatMap(({ key, values }) => [
        ...values.map((value) => ({ ...full, [key]: value })),
        Object.fromEntries(Object.entries(full).filter(([other]) => other !== key)),
      ]);
      return [full, { ...full, champ_en_trop: 'secret' }, ...variants, null, [full]];
    }
    default:
      return wrong;
  }
}

const zodJson = (schema: Schema, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? JSON.stringify(result.data) : undefined;
};

const contracts = readdirSync(
  new URL('../../../../packages/domain/src/contracts/', import.meta.url),
).filter((file) => file.endsWith('.contract.ts'));

describe('compileOutput', () => {
  it('says yes only where zod says yes, with the very JSON zod’s output gives', async () => {
    let compiled = 0;
    let accepted = 0;
    for (const file of contracts) {
      const module = (await import(
        `@prepacode/domain/contracts/${file.replace('.ts', '')}`
      )) as Record<string, unknown>;
      for (const [name, schema] of Object.entries(module)) {
        if (!(schema instanceof Object) || !('_zod' in schema)) continue;
        const check = compileOutput(schema as Schema);
        if (!check) continue;
        compiled += 1;
        for (const value of samples(schema as Schema)) {
          const json = check(value);
          if (json === undefined) continue;
          accepted += 1;
          expect(json, `${file} ${name} ${JSON.stringify(value)}`).toBe(
            zodJson(schema as Schema, value),
          );
        }
      }
    }
    // Most answers' contracts compile, and the right values go through the compiled check.
    expect(compiled).toBeGreaterThan(100);
    expect(accepted).toBeGreaterThan(1000);
  });

  it('leaves out the fields the contract lacks, and refuses what zod refuses', () => {
    const schema = z.object({
      id: z.number(),
      label: z.nullable(z.string()),
      tags: z.array(z.enum(['a', 'b'])),
      note: z.optional(z.string()),
    });
    const check = compileOutput(schema);
    expect(check?.({ id: 1, label: null, tags: ['a'], secret: 'x' })).toBe(
      '{"id":1,"label":null,"tags":["a"]}',
    );
    expect(check?.({ id: 1, label: 'é', tags: [], note: 'n' })).toBe(
      '{"id":1,"label":"é","tags":[],"note":"n"}',
    );
    for (const wrong of [
      { id: Number.NaN, label: null, tags: [] },
      { id: 1, tags: [] },
      { id: 1, label: null, tags: ['c'] },
    ]) {
      expect(check?.(wrong)).toBeUndefined();
      expect(z.safeParse(schema, wrong).success).toBe(false);
    }
  });

  it('is not compiled for a schema with a check, a transform or a union in it', () => {
    expect(compileOutput(z.object({ code: z.string().check(z.maxLength(3)) }))).toBeNull();
    expect(compileOutput(z.object({ n: z.pipe(z.string(), z.transform(Number)) }))).toBeNull();
    expect(compileOutput(z.union([z.string(), z.number()]))).toBeNull();
  });
});
