/** fr-FR locale of spec §1 and §9. */
export const LOCALE = 'fr-FR';
export const DATE_FORMAT = 'dd/MM/yyyy';
/** Birth dates of the sign-up payloads (spec §5). */
export const WIRE_DATE_FORMAT = 'yyyy-MM-dd';
