import { groupsSchema } from '@prepacode/domain/contracts/groups.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { groupsKeys } from './keys';

/** GET /central/api/ecole/groupes: the groups, each with how many learners are in it. */
export const groupsQuery = queryOptions({
  queryKey: groupsKeys.list(),
  queryFn: async () =>
    (await apiRequest('/central/api/ecole/groupes', { schema: groupsSchema })).groupes,
});
