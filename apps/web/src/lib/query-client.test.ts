import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry } from './query-client';

describe('retries (issue #18, point 1)', () => {
  it('does not retry a call the server refused: the login-error page comes at once', () => {
    for (const status of [401, 403, 404, 409])
      expect(shouldRetry(0, new ApiError(status, 'refus', 'Refusé.'))).toBe(false);
  });

  it('retries once what may pass the second time: the network, the server', () => {
    expect(shouldRetry(0, new ApiError(0, 'reseau', 'Impossible de joindre le serveur.'))).toBe(
      true,
    );
    expect(shouldRetry(0, new ApiError(503, 'indisponible', 'Indisponible.'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'indisponible', 'Indisponible.'))).toBe(false);
  });
});
