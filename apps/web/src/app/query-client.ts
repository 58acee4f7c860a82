import { QueryClient } from '@tanstack/react-query';

/** One client for components and route loaders (loaders call `ensureQueryData`). */
export const queryClient = new QueryClient({
  defaultOptions: {
    // A learner's data changes only through their own actions, which invalidate what they touch.
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});
