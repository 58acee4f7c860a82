import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractSchemas, samples } from '../../test/helpers/contract-samples.js';
import { compileOutput } from './compiled-output.js';

type Schema = z.core.$ZodType;

const zodJson = (schema: Schema, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? JSON.stringify(result.data) : undefined;
};

describe('compileOutput', () => {
  it('says yes only where zod says yes, with the very JSON zod’s output gives', async () => {
    let compiled = 0;
    let accepted = 0;
    for (const { name, schema } of await contractSchemas()) {
      const check = compileOutput(schema);
      if (!check) continue;
      compiled += 1;
      for (const value of samples(schema)) {
        const json = check(value);
        if (json === undefined) continue;
        accepted += 1;
        expect(json, `${name} ${JSON.stringify(value)}`).toBe(zodJson(schema, value));
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
