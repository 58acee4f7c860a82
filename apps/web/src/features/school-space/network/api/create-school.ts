import { schoolSavedSchema, type SchoolFields } from '@prepacode/domain/contracts/schools.contract';
import { apiRequest } from '../../../../lib/api-client';

/** POST /central/api/ecole/ecoles: a new school of the network. */
export const createSchool = (fields: SchoolFields) =>
  apiRequest('/central/api/ecole/ecoles', {
    method: 'POST',
    json: fields,
    schema: schoolSavedSchema,
  });
