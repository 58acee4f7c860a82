import { LICENCE_CODES, isLicenceCode } from '@prepacode/domain/licences';
import { z } from 'zod';

// Values typed as text (command-line options, a CSV file's cells): the admin command and the
// school space's import check them with the same rules and French messages.

export const licenceCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isLicenceCode, `code de permis inconnu (codes : ${LICENCE_CODES.join(', ')})`);

/** A whole number within bounds (days, a count), typed as text on the command line. */
export function integerSchema(min: number, max: number) {
  const message = `nombre entier de ${min} à ${max} attendu`;
  return z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
}
