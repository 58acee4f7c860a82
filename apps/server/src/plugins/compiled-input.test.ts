import { describe, expect, it } from 'vitest';
import {
  envoiReponseBodySchema,
  playerInfosQuerySchema,
} from '@prepacode/domain/contracts/player.contract';
import {
  createSerieQuerySchema,
  historiqueQuerySchema,
  serieParamsSchema,
} from '@prepacode/domain/contracts/series.contract';
import { z } from 'zod';
import { contractSchemas, samples } from '../../test/helpers/contract-samples.js';
import { compileInput } from './compiled-input.js';

describe('compileInput', () => {
  it('says yes only where zod says yes, with the very value zod’s parse gives', async () => {
    let compiled = 0;
    let accepted = 0;
    for (const { name, schema } of await contractSchemas()) {
      const check = compileInput(schema);
      if (!check) continue;
      compiled += 1;
      for (const value of samples(schema)) {
        const kept = check(value);
        if (kept === undefined) continue;
        accepted += 1;
        const parsed = z.safeParse(schema, value);
        expect(parsed.success, `${name} ${JSON.stringify(value)}`).toBe(true);
        expect(kept, `${name} ${JSON.stringify(value)}`).toStrictEqual(parsed.data);
      }
    }
    // Most contracts compile, and the right values go through the compiled check.
    expect(compiled).toBeGreaterThan(100);
    expect(accepted).toBeGreaterThan(1000);
  });

  it('compiles the inputs of a learner’s every tap: dashboard, history, question, answer', () => {
    for (const schema of [
      serieParamsSchema,
      playerInfosQuerySchema,
      envoiReponseBodySchema,
      historiqueQuerySchema,
      createSerieQuerySchema,
    ])
      expect(compileInput(schema)).not.toBeNull();
  });

  it('keeps only the contract’s fields, checks patterns and lengths, and refuses the rest', () => {
    const schema = z.object({
      id: z.string().check(z.regex(/^\d{1,4}$/), z.maxLength(3)),
      code: z.string().check(z.minLength(2)),
      tri: z.optional(z.enum(['date', 'score'])),
    });
    const check = compileInput(schema);
    expect(check?.({ id: '12', code: 'ab', secret: 'x' })).toStrictEqual({ id: '12', code: 'ab' });
    expect(check?.({ id: '1', code: 'abc', tri: 'score' })).toStrictEqual({
      id: '1',
      code: 'abc',
      tri: 'score',
    });
    for (const wrong of [
      { id: '1234', code: 'ab' },
      { id: 'a', code: 'ab' },
      { id: '1', code: 'a' },
      { id: ['1', '2'], code: 'ab' },
      { id: '1', code: 'ab', tri: 'libelle' },
      { code: 'ab' },
      null,
    ]) {
      expect(check?.(wrong)).toBeUndefined();
      expect(z.safeParse(schema, wrong).success).toBe(false);
    }
  });

  it('is not compiled for a transform, a union, a check of its own or a global pattern', () => {
    expect(compileInput(z.object({ n: z.pipe(z.string(), z.transform(Number)) }))).toBeNull();
    expect(compileInput(z.object({ v: z.union([z.string(), z.number()]) }))).toBeNull();
    expect(compileInput(z.object({ e: z.email() }))).toBeNull();
    expect(compileInput(z.object({ n: z.number().check(z.int()) }))).toBeNull();
    expect(compileInput(z.object({ s: z.string().check(z.regex(/a/g)) }))).toBeNull();
    expect(compileInput(z.object({ s: z.string().check(z.trim()) }))).toBeNull();
  });
});
