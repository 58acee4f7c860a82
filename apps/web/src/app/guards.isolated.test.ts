import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';

// The guard of the connected pages when the profile cannot be loaded (issue #45): offline, the
// learner stays signed in; refused by the server, the login-error flow of spec §4 runs.

async function freshGuard() {
  vi.resetModules();
  const [{ connectedLoader }, { authStore }] = await Promise.all([
    import('./guards'),
    import('../features/auth/auth-store'),
  ]);
  const load = () =>
    connectedLoader({
      request: new Request('http://localhost/dashboard'),
      params: {},
      context: undefined,
    } as unknown as Parameters<typeof connectedLoader>[0]);
  return { load, authStore };
}

beforeEach(() => localStorage.setItem('token', 'marqueur'));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('connectedLoader when the profile does not load', () => {
  it('keeps the learner signed in when the server cannot be reached, and says so', async () => {
    const { load, authStore } = await freshGuard();
    // No network: the request never reaches a server.
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(load()).rejects.toMatchObject({
      status: 0,
      message: 'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
    });
    expect(authStore.getSnapshot().authenticated).toBe(true);
    expect(localStorage.getItem('token')).toBe('marqueur');
  });

  it('runs the login-error flow when the server refuses the session', async () => {
    const { load, authStore } = await freshGuard();
    mockFetch(() => ({
      status: 401,
      body: { error: { code: 'non_connecte', message: 'Vous n’êtes pas connecté.' } },
    }));
    const response = await load();
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get('location')).toMatch(/erreur|error/i);
    expect(authStore.getSnapshot().authenticated).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
