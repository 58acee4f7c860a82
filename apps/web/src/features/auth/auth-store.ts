import { AUTH_MODES, STORAGE_KEYS, type AuthMode } from '@prepacode/domain/auth';
import { DEFAULT_BRAND, loginErrorTarget } from '@prepacode/domain/brands';
import { brandStore } from '../../brand/brand-store';
import { currentEnvironment } from '../../lib/runtime-config';
import { storage } from '../../lib/storage';
import type { LoginOutcome } from './api/login';

export interface AuthState {
  /** `starting` until the first state is emitted, asynchronously (spec §4 "Start"). */
  phase: 'starting' | 'ready';
  authenticated: boolean;
  mode: AuthMode;
  /** The staff member's name while impersonating; logout is then disabled. */
  connectedAs: string | null;
}

let state: AuthState = {
  phase: 'starting',
  authenticated: false,
  mode: AUTH_MODES.TESTS_AND_COURSES,
  connectedAs: null,
};
let started: Promise<void> | undefined;
const listeners = new Set<() => void>();

function emit(next: AuthState): AuthState {
  state = next;
  for (const listener of listeners) listener();
  return state;
}

/**
 * The staff member's name while they look at a learner's session (issue #19, point 6), kept for
 * the tab only so that a reload stays in that session. It is no credential (the session is the
 * HttpOnly cookie) and never reaches localStorage: nothing signs anyone in again later (spec §4).
 */
const VIEWING_KEY = 'prepacode.accompagnement';
const viewing = {
  get(): string | null {
    try {
      return sessionStorage.getItem(VIEWING_KEY);
    } catch {
      return null;
    }
  },
  set(connectedAs: string | null): void {
    try {
      if (connectedAs === null) sessionStorage.removeItem(VIEWING_KEY);
      else sessionStorage.setItem(VIEWING_KEY, connectedAs);
    } catch {
      // Storage refused: a reload then leads back to the school space.
    }
  },
};

const storedMode = (): AuthMode =>
  storage.get(STORAGE_KEYS.mode) === String(AUTH_MODES.COURSES_ONLY)
    ? AUTH_MODES.COURSES_ONLY
    : AUTH_MODES.TESTS_AND_COURSES;

/** The authentication state of spec §4, shared by guards and the header. */
export const authStore = {
  getSnapshot: (): AuthState => state,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /**
   * A stored token counts as signed in and the stored mode is restored, once; the first state
   * is emitted asynchronously (spec §4). Every caller gets the state as it is NOW, never the
   * first one: a guard that read the state cached at start would still see a learner whose
   * failed sign-in has since cleared it, and /home and /dashboard would send them to each
   * other for ever (issue #18, point 1). The store is the one source of truth.
   */
  async start(): Promise<AuthState> {
    started ??= Promise.resolve().then(() => {
      // A login applied or a state cleared before this runs already says more than storage.
      if (state.phase !== 'starting') return;
      const connectedAs = viewing.get();
      emit({
        phase: 'ready',
        authenticated: connectedAs !== null || storage.get(STORAGE_KEYS.token) !== null,
        mode: storedMode(),
        connectedAs,
      });
    });
    await started;
    return state;
  },

  /** Applies a login answer as spec §4 "Login" says, and returns the new state. */
  applyLogin(outcome: LoginOutcome): AuthState {
    const { connectedAs, theme } = outcome.data;
    // The login answer's theme switches the brand (spec §4 "Login").
    brandStore.setTheme(theme || DEFAULT_BRAND);
    viewing.set(connectedAs);
    if (outcome.kind === 'signed-in') {
      storage.set(STORAGE_KEYS.mode, String(AUTH_MODES.TESTS_AND_COURSES));
      if (connectedAs) {
        // Impersonation: nothing that would sign the staff member in again is kept.
        storage.remove(STORAGE_KEYS.token);
        storage.remove(STORAGE_KEYS.selectedInscriptionId);
      } else {
        storage.set(STORAGE_KEYS.token, outcome.data.token);
        if (outcome.data.inscriptionId !== null) {
          storage.set(STORAGE_KEYS.selectedInscriptionId, String(outcome.data.inscriptionId));
        }
      }
      return emit({
        phase: 'ready',
        authenticated: true,
        mode: AUTH_MODES.TESTS_AND_COURSES,
        connectedAs,
      });
    }
    const { inscriptions, applications } = outcome.data;
    storage.set(STORAGE_KEYS.applications, JSON.stringify(applications));
    if (inscriptions.length > 0) {
      // Several inscriptions: not signed in until one is chosen.
      storage.set(STORAGE_KEYS.inscriptions, JSON.stringify(inscriptions));
      storage.set(STORAGE_KEYS.mode, String(AUTH_MODES.TESTS_AND_COURSES));
      return emit({
        phase: 'ready',
        authenticated: false,
        mode: AUTH_MODES.TESTS_AND_COURSES,
        connectedAs,
      });
    }
    // Applications only: signed in, courses only.
    storage.set(STORAGE_KEYS.mode, String(AUTH_MODES.COURSES_ONLY));
    if (!connectedAs) storage.set(STORAGE_KEYS.token, 'cours');
    return emit({
      phase: 'ready',
      authenticated: true,
      mode: AUTH_MODES.COURSES_ONLY,
      connectedAs,
    });
  },

  /** Logout and login errors both forget everything stored (spec §4). */
  clear(): void {
    storage.clear();
    viewing.set(null);
    emit({
      phase: 'ready',
      authenticated: false,
      mode: AUTH_MODES.TESTS_AND_COURSES,
      connectedAs: null,
    });
  },
};

/**
 * Where a failed login sends the learner (spec §2): a brand's own external address, else the
 * deployment's login-error address (spec §1: its central login page with the error flag), told
 * the way back, else the brand's login-error page here.
 */
export function loginErrorPath(): string {
  const brand = brandStore.get();
  const environment = currentEnvironment();
  if (brand.loginError.external || !environment.loginError) return loginErrorTarget(brand);
  const url = new URL(environment.loginError, window.location.origin);
  url.searchParams.set('service', environment.service);
  url.searchParams.set('from', brand.name);
  return url.toString();
}

/** The school space on the central site, where a staff member's look at a session ends. */
export function schoolSpacePath(): string {
  const params = new URLSearchParams({
    from: brandStore.get().name,
    service: currentEnvironment().service,
  });
  return `/central/eleves?${params.toString()}`;
}
