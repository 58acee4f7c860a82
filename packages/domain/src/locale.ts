/** fr-FR locale of spec §1 and §9. */
export const LOCALE = 'fr-FR';
export const DATE_FORMAT = 'dd/MM/yyyy';
/** Birth dates of the sign-up payloads (spec §5). */
export const WIRE_DATE_FORMAT = 'yyyy-MM-dd';

/**
 * The digits of a whole number with its thousands grouped as fr-FR writes them, by a narrow
 * no-break space from 1 000 (CLDR): « 1 000 », « 12 345 ». Written here rather than by Intl,
 * whose first formatter costs a phone's page its ICU data (ADR 0038).
 */
export const groupThousands = (digits: string): string =>
  digits.replace(/\B(?=(\d{3})+$)/g, '\u202f');
