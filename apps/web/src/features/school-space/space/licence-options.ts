import { LICENCE_CODES, LICENCE_TYPES } from '@prepacode/domain/licences';

/** Every licence as a select's option (a new learner, a batch of codes), by its name. */
export const LICENCE_OPTIONS = LICENCE_CODES.map(
  (code) => [code, LICENCE_TYPES[code].name] as const,
);
