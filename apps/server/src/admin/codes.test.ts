import { describe, expect, it } from 'vitest';
import { dayInFrance } from '@prepacode/domain/calendar';
import { drawCodes } from '../modules/school/codes/activation-codes.service.js';
import { ACTIVATION_BASE } from '../modules/signup/activation.routes.js';
import { testEngines } from '../../test/helpers/databases.js';
import { useTestApp } from '../../test/helpers/test-app.js';
import { codesGenerateSchema, generateCodes } from './codes.js';
import { parseOptions } from './options.js';

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
    // The stored code's two random parts come first, then fresh ones.
    const parts = (first?.code ?? '').split('-').slice(1);
    const fresh = ['2345', '6789'];
    const part = () => parts.shift() ?? fresh.shift() ?? 'ABCD';
    const codes = await drawCodes(context.app.db, 'MICH', 1, part);
    expect(parts).toEqual([]);
    expect(codes).toEqual(['MICH-2345-6789']);
    expect(codes[0]).toMatch(WELL_FORMED);
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
