import { ApiError } from '../../../lib/api-client';

/**
 * A refusal (4xx) is an answer, not a hiccup: trying again would only delay its message, and the
 * 409 that ends a series must reach the player at once. Network errors and 5xx get one more try.
 */
export const retryTransient = (failureCount: number, error: Error) =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
