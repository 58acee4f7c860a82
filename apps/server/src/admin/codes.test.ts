import { describe, expect, it, vi } from 'vitest';
import { dayInFrance } from '@prepacode/domain/calendar';
import { ACTIVATION_BASE } from '../modules/signup/activation.routes.js';
import { testEngines } from '../../test/helpers/databases.js';
import { useTestApp } from '../../test/helpers/test-app.js';
import { codesGenerateSchema, generateCodes } from './codes.js';
import { parseOptions } from './options.js';

// Draws the test queues come first, so that a code can be made to clash with one stored.
const draws = vi.hoisted(() => ({ queue: [] as number[] }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return {
    ...actual,
    randomInt: (min: number, max?: number) =>
      draws.queue.shift() ??
      (max === undefined ? actual.randomInt(min) : actual.randomInt(min, max)),
  };
});

const WELL_FORMED = /^[A-Z0-9]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;
const DAY = 86_400_000;

describe.each(testEngines())('admin codes-generate on %s', (engine) => {
  const context = useTestApp(engine);
  const generate = async (
    raw: Record<string, unknown>,
    progress?: (done: number, total: number) => void,
  ) => generateCodes(context.app.db, parseOptions(codesGenerateSchema, raw), progress);
  const stored = (batch: string) =>
    context.app.db.selectFrom('activation_codes').selectAll().where('batch', '=', batch).execute();

  it('stores a batch of distinct, well-formed B codes, 500 rows at a time', async () => {
    const now = Date.now();
    const steps: string[] = [];
    const codes = await generate(
      {
        school: 'demo-michelin',
        count: '1200',
        batch: 'Salon 2027',
        accessDays: '90',
        validDays: '30',
      },
      (done, total) => steps.push(`${done}/${total}`),
    );
    expect(steps).toEqual(['500/1200', '1000/1200', '1200/1200']);
    expect(codes).toHaveLength(1200);
    expect(new Set(codes.map((code) => code.code)).size).toBe(1200);
    for (const { code } of codes) {
      expect(code).toMatch(WELL_FORMED);
      expect(code.startsWith('MICH-')).toBe(true);
    }
    expect(codes[0]).toMatchObject({
      accessDays: 90,
      batch: 'Salon 2027',
      expiresOn: dayInFrance(now + 30 * DAY),
    });
    const rows = await stored('Salon 2027');
    expect(rows).toHaveLength(1200);
    expect(rows[0]).toMatchObject({
      structure_id: 'demo-michelin',
      licence_code: 'b',
      access_days: 90,
      used_at: null,
      user_id: null,
    });
    expect(rows[0]?.expires_at).toBeGreaterThanOrEqual(now + 30 * DAY);
  });

  it('makes codes that the activation page accepts', async () => {
    const [generated] = await generate({ school: 'demo-michelin', count: '1', prefix: 'test' });
    expect(generated?.code.startsWith('TEST-')).toBe(true);
    expect(generated?.batch).toMatch(/^lot du \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const answer = await context.app.inject({
      method: 'POST',
      url: `${ACTIVATION_BASE}/soumission-code-activation`,
      payload: { code_activation: generated?.code.toLowerCase(), email: 'nouveau.code@exemple.fr' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ etape: 'inscription' });
  });

  it('draws a code again when it is already stored', async () => {
    await generate({ school: 'demo-michelin', count: '1', batch: 'premier' });
    const [first] = await stored('premier');
    // The alphabet's positions of the stored code's eight random characters, drawn again.
    const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
    draws.queue.push(
      ...(first?.code.slice(5).replace('-', '') ?? '').split('').map((c) => alphabet.indexOf(c)),
    );
    const [second] = await generate({ school: 'demo-michelin', count: '1', batch: 'second' });
    expect(draws.queue).toEqual([]);
    expect(second?.code).toMatch(WELL_FORMED);
    expect(second?.code).not.toBe(first?.code);
    expect(await stored('second')).toHaveLength(1);
  });

  it.each([
    [{ school: 'demo-michelin' }, '--count : option obligatoire'],
    [{ school: 'demo-michelin', count: '0' }, '--count : nombre entier de 1 à 10000 attendu'],
    [{ school: 'demo-michelin', count: '10001' }, '--count : nombre entier de 1 à 10000 attendu'],
    [
      { school: 'demo-michelin', count: '5', prefix: 'MICHE' },
      '--prefix : exactement 4 lettres ou chiffres',
    ],
    [
      { school: 'demo-michelin', count: '5', prefix: 'MI-C' },
      '--prefix : exactement 4 lettres ou chiffres',
    ],
    [
      { school: 'demo-michelin', count: '5', accessDays: '0' },
      '--access-days : nombre entier de 1 à 3650',
    ],
    [{ school: 'demo-michelin', count: '5', batch: 'x'.repeat(61) }, '--batch : libellé du lot'],
    [{ school: 'inconnue', count: '5' }, 'aucune école d’identifiant inconnue'],
  ])('refuses %o', async (raw, message) => {
    await expect(generate(raw)).rejects.toThrow(message);
  });
});
