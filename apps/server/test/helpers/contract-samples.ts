import { readdirSync } from 'node:fs';
import { z } from 'zod';

type Schema = z.core.$ZodType;
interface Def {
  type: string;
  innerType?: Schema;
  element?: Schema;
  shape?: Record<string, Schema>;
}

/**
 * Strings to try a string schema on: text with what JSON escapes, and the shapes of the
 * contracts' patterns and bounds (ids of digits, slugs, letters, lengths either side of 20).
 */
const STRINGS = [
  '',
  'Thème\u202f: « règles »',
  'a"b\\c\n\u2028',
  '0',
  '42',
  '1234567890123456',
  '12345678901234567',
  '1732000000000',
  'serie-examen-b',
  'A,C',
  'true',
  'asc',
  'x'.repeat(20),
  'x'.repeat(21),
  'aB3-aB3-aB3-aB3-aB3',
];

/** Values to try a schema on: right ones of each kind it allows, and wrong ones beside them. */
export function samples(schema: Schema, depth = 0): unknown[] {
  const def = schema._zod.def as unknown as Def;
  switch (def.type) {
    case 'string':
      return [...STRINGS, 5, null, ['1', '2']];
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
      return [undefined, null, 7, 'x', [], {}];
  }
}

/** Every zod schema the domain's contracts export, by file and name. */
export async function contractSchemas(): Promise<{ name: string; schema: Schema }[]> {
  const files = readdirSync(
    new URL('../../../../packages/domain/src/contracts/', import.meta.url),
  ).filter((file) => file.endsWith('.contract.ts'));
  const schemas: { name: string; schema: Schema }[] = [];
  for (const file of files) {
    const module = (await import(
      `@prepacode/domain/contracts/${file.replace('.ts', '')}`
    )) as Record<string, unknown>;
    for (const [name, schema] of Object.entries(module)) {
      if (schema instanceof Object && '_zod' in schema)
        schemas.push({ name: `${file} ${name}`, schema: schema as Schema });
    }
  }
  return schemas;
}
