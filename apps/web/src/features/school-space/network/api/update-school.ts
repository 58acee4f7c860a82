import {
  schoolSavedSchema,
  type NetworkSchool,
  type SchoolFields,
} from '@prepacode/domain/contracts/schools.contract';
import { apiRequest } from '../../../../lib/api-client';

/**
 * PUT /central/api/ecole/ecoles/:ecole: the school's new fields, with the version they were
 * edited on: someone else's save since answers 409.
 */
export const updateSchool = (school: NetworkSchool, fields: SchoolFields) =>
  apiRequest(`/central/api/ecole/ecoles/${encodeURIComponent(school.id)}`, {
    method: 'PUT',
    json: { ...fields, version: school.version },
    schema: schoolSavedSchema,
  });
