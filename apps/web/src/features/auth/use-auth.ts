import { useSyncExternalStore } from 'react';
import { logout } from './api/logout';
import { authStore, type AuthState } from './auth-store';

export const useAuth = (): AuthState =>
  useSyncExternalStore(authStore.subscribe, authStore.getSnapshot);

/** Spec §4 "Logout": the server ends the session, storage is cleared, the browser goes to the url. */
export async function signOut(): Promise<void> {
  const url = await logout();
  authStore.clear();
  window.location.assign(url);
}
