import { bannersSchema } from '@prepacode/domain/contracts/banners.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { bannerKeys } from './keys';

/** GET /central/api/ecole/messages: the banners of the staff's schools, current to past. */
export const bannersQuery = queryOptions({
  queryKey: bannerKeys.list(),
  queryFn: async () =>
    (await apiRequest('/central/api/ecole/messages', { schema: bannersSchema })).messages,
});
