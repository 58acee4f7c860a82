import { inboxCountsSchema } from '@prepacode/domain/contracts/inbox.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { schoolKeys } from './keys';

/** How often the menu asks what waits in « Réception »: a learner's message shows within it. */
const EVERY_MINUTE = 60_000;

/**
 * GET /central/api/ecole/reception/compte (issue #41, point 10): the menu's count beside
 * « Réception », under the space's prefix, so that opening or answering a message, or deciding
 * a request, reads it again.
 */
export const inboxCountsQuery = queryOptions({
  queryKey: [...schoolKeys.all, 'inbox-counts'] as const,
  queryFn: () => apiRequest('/central/api/ecole/reception/compte', { schema: inboxCountsSchema }),
  refetchInterval: EVERY_MINUTE,
});
