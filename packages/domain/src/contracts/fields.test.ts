import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  ageOn,
  birthDateSchema,
  emailSchema,
  isCalendarDay,
  normalizeFrenchPhone,
} from './fields.js';
import {
  activationCodeSchema,
  normalizeActivationCode,
  partnerSignedText,
} from './signup.contract.js';

describe('sign-up fields', () => {
  it('reads an activation code however it is typed', () => {
    expect(normalizeActivationCode('mich demo 0001')).toBe('MICH-DEMO-0001');
    expect(normalizeActivationCode('michdemo0001')).toBe('MICH-DEMO-0001');
    expect(z.parse(activationCodeSchema, ' Mich-Demo-0001 ')).toBe('MICH-DEMO-0001');
    expect(z.safeParse(activationCodeSchema, 'MICH-DEMO').success).toBe(false);
    expect(z.safeParse(activationCodeSchema, 'MICH-DEMO-00É1').success).toBe(false);
  });

  it('knows the calendar and counts birthdays', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2023-13-01')).toBe(false);
    expect(isCalendarDay('23-01-01')).toBe(false);
    expect(ageOn('2006-11-21', '2026-11-21')).toBe(20);
    expect(ageOn('2006-11-22', '2026-11-21')).toBe(19);
    expect(z.safeParse(birthDateSchema, '1900-01-01').success).toBe(false);
    expect(z.safeParse(birthDateSchema, '2000-01-01').success).toBe(true);
  });

  it('lower-cases e‑mails and writes phones the French way', () => {
    expect(z.parse(emailSchema, ' Lea.Martin@Exemple.FR ')).toBe('lea.martin@exemple.fr');
    expect(z.safeParse(emailSchema, 'lea@exemple').success).toBe(false);
    expect(normalizeFrenchPhone('+33 (0)6 12 34 56 78')).toBe('06 12 34 56 78');
  });

  it('signs the partner fields in a fixed order, each value URI-encoded', () => {
    expect(
      partnerSignedText({
        permis: 'co',
        nom: 'Le Goff',
        prenom: 'Zoé',
        date_naissance: '1998-06-14',
        email: 'zoe@exemple.fr',
        newsletter: 'true',
        t: '1795000000',
      }),
    ).toBe(
      'permis=co&nom=Le%20Goff&prenom=Zo%C3%A9&date_naissance=1998-06-14&email=zoe%40exemple.fr&newsletter=true&t=1795000000',
    );
  });
});
