/**
 * Typed answers of the offshore chart and tide exercises (issue #22, point 3): a course, a
 * distance, a height, a time, a position… with the tolerance a careful learner with protractor
 * and dividers meets. Server-side content tooling and the scoring share these rules; no zod
 * here, so the player may import it (ADR 0003): the schema is in content.ts.
 */
import type { NumericNature } from './numeric-natures.js';

/** An angle of a position: degrees, decimal minutes and the hemisphere. */
export interface Angle {
  degres: number;
  minutes: number;
  sens: 'N' | 'S' | 'E' | 'W';
}

/** An expected typed answer as the content states it (`numericAnswerSchema` in content.ts). */
export interface NumericAnswer {
  nature: NumericNature;
  /** A number; a time « hh:mm »; a latitude or longitude as an angle. */
  valeur: number | string | Angle;
  /** In the answer's unit; minutes for a time, minutes of arc for a position. */
  tolerance: number;
}

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
    const match = /^(\d{1,3})\s*°?\s*(\d{1,2}(?:\.\d+)?)\s*['′]?\s*([NSEW])?$/i.exec(clean);
    if (!match) return null;
    const [degrees, minutes] = [Number(match[1]), Number(match[2])];
    if (minutes >= 60 || degrees > (nature === 'latitude' ? 90 : 180)) return null;
    // A hemisphere typed wins over the exercise's; one of the other axis is not a position.
    const typed = match[3]?.toUpperCase() as Angle['sens'] | undefined;
    if (typed && (nature === 'latitude') !== (typed === 'N' || typed === 'S')) return null;
    const arc = degrees * 60 + minutes;
    const hemisphere = typed ?? side;
    return hemisphere === 'S' || hemisphere === 'W' ? -arc : arc;
  }
  // The unit may follow the number: « 235° », « 2,1 m », « 5,5 nœuds », « 75 min ».
  const number = clean.replace(/\s*(°|m|milles?|nœuds?|noeuds?|nds?|min)$/i, '');
  if (!/^-?\d+(?:\.\d+)?$/.test(number)) return null;
  return Number(number);
}

/** The unit a value is typed in, shown beside the field and in the correction. */
export const NUMERIC_UNITS: Record<NumericNature, string> = {
  cap: '°',
  distance: 'M',
  hauteur: 'm',
  sonde: 'm',
  heure: '',
  duree: 'min',
  vitesse: 'nœuds',
  latitude: '',
  longitude: '',
  nombre: '',
};

/** What the field suggests, in the form `readTyped` reads. */
export const NUMERIC_EXAMPLES: Record<NumericNature, string> = {
  cap: '235',
  distance: '4,5',
  hauteur: '2,35',
  sonde: '3,2',
  heure: '14 h 35',
  duree: '75',
  vitesse: '5,5',
  latitude: '47 02,5',
  longitude: '3 01,5',
  nombre: '50',
};

/** The hemisphere of an expected latitude or longitude: the learner types only the angle. */
export const sideOf = (answer: NumericAnswer): Angle['sens'] | undefined =>
  typeof answer.valeur === 'object' ? answer.valeur.sens : undefined;

const decimal = (value: number, digits: number) =>
  String(Number(value.toFixed(digits))).replace('.', ',');

/** A value in its unit as the French read it: « 047° », « 2,1 m », « 14 h 05 », « 47°01,9′ N ». */
export function formatNumeric(nature: NumericNature, value: number): string {
  if (nature === 'heure') {
    const minutes = Math.round(value) % (24 * 60);
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}\u00a0h\u00a0${String(minutes % 60).padStart(2, '0')}`;
  }
  if (nature === 'latitude' || nature === 'longitude') {
    const tenths = Math.round(Math.abs(value) * 10);
    const degrees = Math.floor(tenths / 600);
    const minutes = (tenths % 600) / 10;
    const side = nature === 'latitude' ? (value < 0 ? 'S' : 'N') : value < 0 ? 'W' : 'E';
    return `${degrees}°${minutes.toFixed(1).replace('.', ',').padStart(4, '0')}′\u00a0${side}`;
  }
  if (nature === 'cap') {
    const [whole, fraction] = decimal(value, 1).split(',');
    return `${(whole ?? '0').padStart(3, '0')}${fraction ? `,${fraction}` : ''}°`;
  }
  const unit = NUMERIC_UNITS[nature];
  return unit === '' ? decimal(value, 2) : `${decimal(value, 2)}\u00a0${unit}`;
}

/** The tolerance as the correction states it: « à 0,2′ près », « à 3 min près ». */
export function formatTolerance(answer: NumericAnswer): string {
  const unit =
    answer.nature === 'heure'
      ? 'min'
      : answer.nature === 'latitude' || answer.nature === 'longitude'
        ? '′'
        : NUMERIC_UNITS[answer.nature];
  const glue = unit === '°' || unit === '′' || unit === '' ? '' : '\u00a0';
  return `à ${decimal(answer.tolerance, 2)}${glue}${unit} près`;
}
