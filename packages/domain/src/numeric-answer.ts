import { z } from 'zod';

/**
 * Typed answers of the offshore chart and tide exercises (issue #22, point 3): a course, a
 * distance, a height, a time, a position… with the tolerance a careful learner with protractor
 * and dividers meets. Server-side content tooling and the scoring share these rules.
 */
export const NUMERIC_NATURES = [
  'cap',
  'distance',
  'hauteur',
  'sonde',
  'heure',
  'duree',
  'vitesse',
  'latitude',
  'longitude',
] as const;
export type NumericNature = (typeof NUMERIC_NATURES)[number];

const angle = z
  .object({
    degres: z.number().int().min(0).max(180),
    minutes: z.number().min(0).lt(60),
    sens: z.enum(['N', 'S', 'E', 'W']),
  })
  .strict();

export const numericAnswerSchema = z
  .object({
    nature: z.enum(NUMERIC_NATURES),
    valeur: z.union([
      z.number(),
      z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'une heure de 00:00 à 23:59'),
      angle,
    ]),
    /** In the answer's unit; minutes for a time, minutes of arc for a position. */
    tolerance: z.number().min(0),
  })
  .strict()
  .superRefine((answer, context) => {
    const kind =
      answer.nature === 'heure'
        ? 'string'
        : answer.nature === 'latitude' || answer.nature === 'longitude'
          ? 'object'
          : 'number';
    if (typeof answer.valeur !== kind)
      context.addIssue({
        code: 'custom',
        path: ['valeur'],
        message: `valeur de la forme attendue pour « ${answer.nature} »`,
      });
    if (typeof answer.valeur === 'object') {
      const sides = answer.nature === 'latitude' ? ['N', 'S'] : ['E', 'W'];
      if (!sides.includes(answer.valeur.sens))
        context.addIssue({ code: 'custom', path: ['valeur', 'sens'], message: 'sens impossible' });
    }
    if (answer.nature === 'cap' && typeof answer.valeur === 'number' && answer.valeur >= 360)
      context.addIssue({ code: 'custom', path: ['valeur'], message: 'un cap de 0 à 359°' });
  });
export type NumericAnswer = z.infer<typeof numericAnswerSchema>;

/**
 * The answer as one number in its unit: a time in minutes after midnight, a position in minutes
 * of arc (south and west negative), anything else as it is.
 */
export function answerValue(answer: Pick<NumericAnswer, 'valeur'>): number {
  const { valeur } = answer;
  if (typeof valeur === 'number') return valeur;
  if (typeof valeur === 'string') {
    const [hours = 0, minutes = 0] = valeur.split(':').map(Number);
    return hours * 60 + minutes;
  }
  const arc = valeur.degres * 60 + valeur.minutes;
  return valeur.sens === 'S' || valeur.sens === 'W' ? -arc : arc;
}

/** How far a given value is from the expected one: courses and times wrap around. */
function gap(nature: NumericNature, expected: number, given: number): number {
  const raw = Math.abs(expected - given);
  if (nature === 'cap') return Math.min(raw, 360 - raw);
  if (nature === 'heure') return Math.min(raw, 24 * 60 - raw);
  return raw;
}

/** Right when within the tolerance (a hair of rounding allowed): 359° is 1° from 000°. */
export function isWithinTolerance(answer: NumericAnswer, given: number): boolean {
  return gap(answer.nature, answerValue(answer), given) <= answer.tolerance + 1e-9;
}

/**
 * What a learner typed, read as the number `answerValue` gives: a decimal comma or point, a
 * time as « 14:35 », « 14 h 35 » or « 14h35 », a position as « 47 12,4 » or « 47°12,4′ » with
 * the sign of the exercise's side. Null when it cannot be read.
 */
export function readTyped(
  nature: NumericNature,
  text: string,
  side?: 'N' | 'S' | 'E' | 'W',
): number | null {
  const clean = text.trim().replace(',', '.');
  if (nature === 'heure') {
    const match = /^(\d{1,2})\s*(?:h|:)\s*(\d{1,2})$/i.exec(clean);
    if (!match) return null;
    const [hours, minutes] = [Number(match[1]), Number(match[2])];
    return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
  }
  if (nature === 'latitude' || nature === 'longitude') {
    const match = /^(\d{1,3})\s*°?\s*(\d{1,2}(?:\.\d+)?)\s*['′]?$/.exec(clean);
    if (!match) return null;
    const [degrees, minutes] = [Number(match[1]), Number(match[2])];
    if (minutes >= 60 || degrees > (nature === 'latitude' ? 90 : 180)) return null;
    const arc = degrees * 60 + minutes;
    return side === 'S' || side === 'W' ? -arc : arc;
  }
  if (!/^-?\d+(?:\.\d+)?$/.test(clean)) return null;
  return Number(clean);
}
