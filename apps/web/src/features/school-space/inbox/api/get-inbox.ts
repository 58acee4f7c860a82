import { inboxSchema, type InboxRequestFilter } from '@prepacode/domain/contracts/inbox.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { inboxKeys } from './keys';

/** The exam requests the page's address asks for: those still to handle unless `toutes`. */
export const requestFilterOf = (search: URLSearchParams): InboxRequestFilter =>
  search.get('demandes') === 'toutes' ? 'toutes' : 'a_traiter';

/**
 * GET /central/api/ecole/reception?demandes=: the messages and exam requests of the staff's
 * schools, the requests still to handle or all of them.
 */
export const inboxQuery = (filter: InboxRequestFilter) =>
  queryOptions({
    queryKey: inboxKeys.list(filter),
    queryFn: () =>
      apiRequest('/central/api/ecole/reception', {
        query: { demandes: filter },
        schema: inboxSchema,
      }),
  });
