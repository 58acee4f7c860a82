import { inboxSchema } from '@prepacode/domain/contracts/inbox.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { inboxKeys } from './keys';

/** GET /central/api/ecole/reception: the messages and exam requests of the staff's schools. */
export const inboxQuery = queryOptions({
  queryKey: inboxKeys.list(),
  queryFn: () => apiRequest('/central/api/ecole/reception', { schema: inboxSchema }),
});
