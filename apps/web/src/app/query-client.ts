import { newQueryClient } from '../lib/query-client';

/** One client for components and route loaders (loaders call `ensureQueryData`). */
export const queryClient = newQueryClient({
  // A learner's data changes only through their own actions, which invalidate what they touch.
  staleTime: 30_000,
  refetchOnWindowFocus: false,
});
