import type { LoginChoice } from '@prepacode/domain/contracts/auth.contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationWire, inscriptionWire } from '../../test/wire-fixtures';

// The store is a module-level singleton: each test gets a fresh copy.
async function freshStore() {
  vi.resetModules();
  return import('./auth-store');
}

const inscription = inscriptionWire;
const application = applicationWire;
const choice = (changes: Partial<LoginChoice>): LoginChoice => ({
  inscriptions: [],
  applications: [],
  connectedAs: null,
  theme: 'prepacode',
  ...changes,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('start (spec §4)', () => {
  it('counts a stored token as signed in, restores the mode, and emits asynchronously', async () => {
    localStorage.setItem('token', 'marqueur');
    localStorage.setItem('mode', '1');
    const { authStore } = await freshStore();
    const listener = vi.fn();
    authStore.subscribe(listener);
    const started = authStore.start();
    expect(authStore.getSnapshot().phase).toBe('starting');
    expect(listener).not.toHaveBeenCalled();
    expect(await started).toEqual({
      phase: 'ready',
      authenticated: true,
      mode: 1,
      connectedAs: null,
    });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('answers the current state, not the first one, once a failed sign-in cleared it', async () => {
    // Issue #18, point 1: the public guard read the state cached at start and sent a learner
    // whose session had ended back to the dashboard, which sent them home, for ever.
    localStorage.setItem('token', 'marqueur');
    const { authStore } = await freshStore();
    expect(await authStore.start()).toMatchObject({ authenticated: true });
    authStore.clear();
    expect(await authStore.start()).toMatchObject({ phase: 'ready', authenticated: false });
  });

  it('keeps a login applied before the first state was emitted', async () => {
    const { authStore } = await freshStore();
    const started = authStore.start();
    authStore.applyLogin({
      kind: 'signed-in',
      data: { token: 'marqueur', inscriptionId: 7, mode: 0, theme: 'prepacode', connectedAs: null },
    });
    expect(await started).toMatchObject({ authenticated: true });
  });

  it('is signed out without a stored token', async () => {
    const { authStore } = await freshStore();
    expect(await authStore.start()).toMatchObject({ authenticated: false, mode: 0 });
  });
});

describe('login outcomes (spec §4)', () => {
  it('signs in, remembers the inscription, the token marker and the theme', async () => {
    const { authStore } = await freshStore();
    const state = authStore.applyLogin({
      kind: 'signed-in',
      data: { token: 'marqueur', inscriptionId: 7, mode: 0, theme: 'orata', connectedAs: null },
    });
    expect(state).toMatchObject({ authenticated: true, mode: 0, connectedAs: null });
    expect({ ...localStorage }).toEqual({
      token: 'marqueur',
      selectedInscriptionId: '7',
      mode: '0',
      theme: 'orata',
    });
  });

  it('never keeps the token or the chosen inscription while impersonating', async () => {
    localStorage.setItem('token', 'ancien');
    localStorage.setItem('selectedInscriptionId', '3');
    const { authStore } = await freshStore();
    const state = authStore.applyLogin({
      kind: 'signed-in',
      data: {
        token: 'marqueur',
        inscriptionId: 7,
        mode: 0,
        theme: 'prepacode',
        connectedAs: 'Marc Lefèvre',
      },
    });
    expect(state).toMatchObject({ authenticated: true, connectedAs: 'Marc Lefèvre' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('selectedInscriptionId')).toBeNull();
  });

  it('stays in the session a staff member opened across a reload of the tab, until it ends', async () => {
    // Issue #19, point 6: a reload led the instructor to the public home page.
    const first = await freshStore();
    first.authStore.applyLogin({
      kind: 'signed-in',
      data: {
        token: 't',
        inscriptionId: 7,
        mode: 0,
        theme: 'prepacode',
        connectedAs: 'Marc Lefèvre',
      },
    });
    const { authStore, schoolSpacePath } = await freshStore();
    expect(await authStore.start()).toMatchObject({
      authenticated: true,
      connectedAs: 'Marc Lefèvre',
    });
    // Only the name is kept, for this tab: nothing that signs anyone in again.
    expect(localStorage.getItem('token')).toBeNull();
    expect(schoolSpacePath()).toBe(
      `/central/eleves?from=prepacode&service=${encodeURIComponent(window.location.origin)}`,
    );
    authStore.clear();
    const { authStore: afterLeaving } = await freshStore();
    expect(await afterLeaving.start()).toMatchObject({ authenticated: false, connectedAs: null });
  });

  it('waits for a choice when open inscriptions are offered (300)', async () => {
    const { authStore } = await freshStore();
    const state = authStore.applyLogin({
      kind: 'choose',
      data: choice({ inscriptions: [inscription], applications: [application] }),
    });
    expect(state).toMatchObject({ authenticated: false, mode: 0 });
    expect(JSON.parse(localStorage.getItem('inscriptions') ?? '')).toEqual([inscription]);
    expect(JSON.parse(localStorage.getItem('applications') ?? '')).toEqual([application]);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs in for courses only when only applications are offered (303)', async () => {
    const { authStore } = await freshStore();
    const state = authStore.applyLogin({
      kind: 'choose',
      data: choice({ applications: [application] }),
    });
    expect(state).toMatchObject({ authenticated: true, mode: 1 });
    expect(localStorage.getItem('mode')).toBe('1');
  });

  it('forgets everything on logout or a login error, and knows the brand’s login-error page', async () => {
    localStorage.setItem('theme', 'michelin');
    const { authStore, loginErrorPath } = await freshStore();
    expect(loginErrorPath()).toBe('/home/michelin/login?error=true');
    authStore.clear();
    expect(localStorage.length).toBe(0);
    expect(authStore.getSnapshot()).toMatchObject({ authenticated: false });
  });

  it('uses the deployment’s login-error address when it has one, with the way back', async () => {
    const central = 'https://connexion.prepacode.test/central/login';
    const deployment = {
      name: 'essai',
      domain: window.location.hostname,
      backend: 'https://api.prepacode.test',
      service: 'https://app.prepacode.test',
      login: central,
      loginError: `${central}?error=true`,
    };
    const configuration = {
      environments: [deployment],
      defaultEnvironment: { ...deployment, name: 'local', loginError: undefined },
      production: true,
      tagManagerId: null,
      tagManagerOrigin: 'https://www.googletagmanager.com',
      contactApiKeys: {},
      brands: {},
    };
    document.head.innerHTML = `<script id="configuration" type="application/json">${JSON.stringify(configuration)}</script>`;
    try {
      localStorage.setItem('theme', 'michelin');
      const { loginErrorPath } = await freshStore();
      const target = new URL(loginErrorPath());
      expect(`${target.origin}${target.pathname}`).toBe(central);
      expect(Object.fromEntries(target.searchParams)).toEqual({
        error: 'true',
        service: 'https://app.prepacode.test',
        from: 'michelin',
      });
      // A brand given its partner's own address (BRAND_ADDRESSES) keeps it.
      configuration.brands = { rcer: { loginError: 'https://portail.rcer.example/erreur' } };
      document.head.innerHTML = `<script id="configuration" type="application/json">${JSON.stringify(configuration)}</script>`;
      localStorage.setItem('theme', 'rcer');
      expect(await freshStore().then((store) => store.loginErrorPath())).toBe(
        'https://portail.rcer.example/erreur',
      );
    } finally {
      document.head.innerHTML = '';
    }
  });
});
