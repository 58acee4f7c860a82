import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/**
 * A call the server refused (4xx: session ended, not allowed…) answers the same the second time:
 * retrying it only delays the login-error page by a second. Network and server errors retry once.
 */
export const shouldRetry = (failures: number, error: unknown): boolean =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** One client for components and route loaders (loaders call `ensureQueryData`). */
export const queryClient = new QueryClient({
  defaultOptions: {
    // A learner's data changes only through their own actions, which invalidate what they touch.
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
  },
});
