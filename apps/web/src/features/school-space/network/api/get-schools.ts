import { networkSchoolsSchema } from '@prepacode/domain/contracts/schools.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { networkKeys } from './keys';

/** GET /central/api/ecole/ecoles: the schools of the operator's network. */
export const schoolsQuery = queryOptions({
  queryKey: networkKeys.schools(),
  queryFn: async () => {
    const answer = await apiRequest('/central/api/ecole/ecoles', { schema: networkSchoolsSchema });
    return answer.ecoles;
  },
});
