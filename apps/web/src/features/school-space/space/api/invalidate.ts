import type { QueryClient } from '@tanstack/react-query';
import { schoolKeys } from './keys';

/**
 * After a write: every read of the school space is stale (the list, the learner file and the
 * inbox show the same learners), except who is signed in, read again only when the write
 * changed what it holds (`space`: the groups and schools the filters and forms offer).
 */
export const invalidateSchoolData = (queryClient: QueryClient, { space = false } = {}) =>
  queryClient.invalidateQueries({
    queryKey: schoolKeys.all,
    predicate: ({ queryKey }) => space || queryKey[1] !== schoolKeys.space()[1],
  });
