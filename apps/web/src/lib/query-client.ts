import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * A call the server refused (4xx: session ended, not allowed…) answers the same the second time:
 * retrying it only delays the error by a second. Network and server errors retry once.
 */
export const shouldRetry = (failures: number, error: unknown): boolean =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * The query client of an app (learner app, school space): the same retries, each app's own idea
 * of how long what it reads stays fresh. An action tried with no network fails at once with the
 * API client's « Cette action demande une connexion » rather than waiting unseen for the network
 * (issue #45, point 4); the one that should wait says so (a classroom answer).
 */
export const newQueryClient = (queries: NonNullable<DefaultOptions['queries']>) =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, ...queries },
      mutations: { networkMode: 'always' },
    },
  });
