import { LICENCE_CODES, schoolLicenceName } from '@prepacode/domain/licences';

/** Every licence as a select's option (a new learner, a batch of codes), by its name. */
export const LICENCE_OPTIONS = LICENCE_CODES.map(
  (code) => [code, schoolLicenceName(code)] as const,
);
