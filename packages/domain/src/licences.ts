/**
 * Licence types of spec §3 ("Licence type") with the constants of spec §9.
 * Keyed by the licence code the backend sends; the values are the contract, pinned by tests.
 */
export const LICENCE_CODES = [
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
] as const;
export type LicenceCode = (typeof LICENCE_CODES)[number];

/** Icon names of spec §9; the web maps each to a drawn icon. */
export type LicenceIcon = 'car' | 'motorcycle' | 'boat' | 'tram';

export interface LicenceType {
  code: LicenceCode;
  name: string;
  nbQuestions: number;
  showGuideBlock: boolean;
  showCreditDetails: boolean;
  isDrivingLicense: boolean;
  isMotoLicense: boolean;
  isBoatLicense: boolean;
  logo: LicenceIcon;
  hasWelcomeSeries: boolean;
}

// Spec §9: 40 questions for the road tests, 30 for the others.
const FORTY_QUESTIONS: readonly LicenceCode[] = ['b', 'etg', 'etgreg', 'etm'];
const GUIDE_BLOCK: readonly LicenceCode[] = ['b', 'etg'];
const CREDIT_DETAILS: readonly LicenceCode[] = ['b', 'a', 'a1', 'a2', 'ha'];
const WELCOME_SERIES: readonly LicenceCode[] = ['b', 'etg'];
const MOTO: readonly LicenceCode[] = ['etm', 'a', 'a1', 'a2'];
const BOAT: readonly LicenceCode[] = ['co', 'ei', 'ha'];
const DRIVING: readonly LicenceCode[] = ['b', 'etg', 'etm'];

// French display names of spec §9 ("b Auto; etg ETG; … ha Deep-sea"). etgreg carries the
// driving-preparation brand's name.
const NAMES: Record<LicenceCode, string> = {
  b: 'Auto',
  etg: 'ETG',
  etgreg: 'Prépaconduite',
  etm: 'ETM',
  co: 'Côtier',
  ei: 'Eaux intérieures',
  crr: 'CRR',
  a: 'Moto',
  a1: 'Moto',
  a2: 'Moto',
  ha: 'Hauturier',
};

function iconOf(code: LicenceCode): LicenceIcon {
  if (code === 'crr') return 'tram';
  if (MOTO.includes(code)) return 'motorcycle';
  if (BOAT.includes(code)) return 'boat';
  return 'car';
}

export const LICENCE_TYPES: Readonly<Record<LicenceCode, LicenceType>> = Object.fromEntries(
  LICENCE_CODES.map((code) => [
    code,
    {
      code,
      name: NAMES[code],
      nbQuestions: FORTY_QUESTIONS.includes(code) ? 40 : 30,
      showGuideBlock: GUIDE_BLOCK.includes(code),
      showCreditDetails: CREDIT_DETAILS.includes(code),
      isDrivingLicense: DRIVING.includes(code),
      isMotoLicense: MOTO.includes(code),
      isBoatLicense: BOAT.includes(code),
      logo: iconOf(code),
      hasWelcomeSeries: WELCOME_SERIES.includes(code),
    },
  ]),
) as Record<LicenceCode, LicenceType>;

export function isLicenceCode(value: string): value is LicenceCode {
  return (LICENCE_CODES as readonly string[]).includes(value);
}

/** Each icon's family, as the public catalogue heads it. */
export const LICENCE_FAMILY_TITLES: Readonly<Record<LicenceIcon, string>> = {
  car: 'Code de la route',
  motorcycle: 'Moto',
  boat: 'Permis bateau',
  tram: 'Radio maritime',
};

/** A licence named in a sentence or a mail: « Code de la route (Auto) », « Permis bateau (Côtier) ». */
export function licenceLabel(code: LicenceCode): string {
  const licence = LICENCE_TYPES[code];
  return `${LICENCE_FAMILY_TITLES[licence.logo]} (${licence.name})`;
}

/**
 * A licence as the school space names it (issue #41, point 4): the learner's app calls a, a1
 * and a2 « Moto » (spec §9), but a school enrols, filters and exports them apart.
 */
export function schoolLicenceName(code: string): string {
  if (!isLicenceCode(code)) return code;
  return LICENCE_TYPES[code].isMotoLicense && code !== 'etm'
    ? `Moto ${code.toUpperCase()}`
    : LICENCE_TYPES[code].name;
}
