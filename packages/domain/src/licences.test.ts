import { describe, expect, it } from 'vitest';
import {
  LICENCE_CODES,
  LICENCE_TYPES,
  isLicenceCode,
  schoolLicenceName,
  type LicenceCode,
} from './licences.js';

// Every value below is copied from spec §9; a change here is a change of contract.
describe('licence types (spec §3, §9)', () => {
  it('has exactly the eleven licence codes', () => {
    expect([...LICENCE_CODES]).toEqual([
      'b',
      'etg',
      'etgreg',
      'etm',
      'co',
      'ei',
      'crr',
      'a',
      'a1',
      'a2',
      'ha',
    ]);
    expect(Object.keys(LICENCE_TYPES).sort()).toEqual([...LICENCE_CODES].sort());
  });

  it.each<[LicenceCode, number]>([
    ['b', 40],
    ['etg', 40],
    ['etgreg', 40],
    ['etm', 40],
    ['co', 30],
    ['ei', 30],
    ['crr', 30],
    ['a', 30],
    ['a1', 30],
    ['a2', 30],
    ['ha', 30],
  ])('%s has %i questions per test', (code, count) => {
    expect(LICENCE_TYPES[code].nbQuestions).toBe(count);
  });

  it.each<[LicenceCode, string]>([
    ['b', 'Auto'],
    ['etg', 'ETG'],
    ['etgreg', 'Prépaconduite'],
    ['etm', 'ETM'],
    ['co', 'Côtier'],
    ['ei', 'Eaux intérieures'],
    ['crr', 'CRR'],
    ['a', 'Moto'],
    ['a1', 'Moto'],
    ['a2', 'Moto'],
    ['ha', 'Hauturier'],
  ])('%s is named %s', (code, name) => {
    expect(LICENCE_TYPES[code].name).toBe(name);
  });

  const withFlag = (flag: keyof typeof LICENCE_TYPES.b) =>
    LICENCE_CODES.filter((code) => LICENCE_TYPES[code][flag] === true);

  it('shows the guide block only for b and etg', () => {
    expect(withFlag('showGuideBlock')).toEqual(['b', 'etg']);
  });
  it('shows credit details for b, a, a1, a2 and ha', () => {
    expect(withFlag('showCreditDetails')).toEqual(['b', 'a', 'a1', 'a2', 'ha']);
  });
  it('has a welcome series only for b and etg', () => {
    expect(withFlag('hasWelcomeSeries')).toEqual(['b', 'etg']);
  });
  it('classes motorcycle, boat and driving licences', () => {
    expect(withFlag('isMotoLicense')).toEqual(['etm', 'a', 'a1', 'a2']);
    expect(withFlag('isBoatLicense')).toEqual(['co', 'ei', 'ha']);
    expect(withFlag('isDrivingLicense')).toEqual(['b', 'etg', 'etm']);
  });

  it.each<[LicenceCode, string]>([
    ['b', 'car'],
    ['etg', 'car'],
    ['etgreg', 'car'],
    ['etm', 'motorcycle'],
    ['a', 'motorcycle'],
    ['a1', 'motorcycle'],
    ['a2', 'motorcycle'],
    ['co', 'boat'],
    ['ei', 'boat'],
    ['ha', 'boat'],
    ['crr', 'tram'],
  ])('%s uses the %s icon', (code, icon) => {
    expect(LICENCE_TYPES[code].logo).toBe(icon);
  });

  it('recognises licence codes and nothing else', () => {
    expect(isLicenceCode('etm')).toBe(true);
    expect(isLicenceCode('B')).toBe(false);
    expect(isLicenceCode('toString')).toBe(false);
  });
});

// Issue #41, point 4: the school space tells the motorcycle licences apart.
describe('the school space’s licence names', () => {
  it.each([
    ['a', 'Moto A'],
    ['a1', 'Moto A1'],
    ['a2', 'Moto A2'],
    ['etm', 'ETM'],
    ['b', 'Auto'],
    ['ha', 'Hauturier'],
    ['zz', 'zz'],
  ])('%s is « %s »', (code, name) => {
    expect(schoolLicenceName(code)).toBe(name);
  });
  it('names every licence differently', () => {
    const names = LICENCE_CODES.map(schoolLicenceName);
    expect(new Set(names).size).toBe(names.length);
  });
});
