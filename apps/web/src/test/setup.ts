import { DEFAULT_BRAND } from '@prepacode/domain/brands';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The files of a worker share one window and one module registry (vitest.config.ts). This file
// runs again before each of them: each starts on what a fresh page has, and a test leaves the
// window as it found it. The few files that test how a module starts run isolated.
// (Some web tests run in plain Node, without a DOM.)
if (typeof window !== 'undefined') {
  const [{ brandStore }, { setApiBase }, { onlineManager }] = await Promise.all([
    import('../brand/brand-store'),
    import('../lib/api-client'),
    import('@tanstack/react-query'),
  ]);
  brandStore.setTheme(DEFAULT_BRAND);
  setApiBase('');
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';'))
    document.cookie = `${cookie.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  history.replaceState(null, '', '/');
  document.title = '';
  // A test that took the network away left it so for whoever listens. React Query keeps what
  // it last heard, and stops listening once no client is mounted: told apart, or its queries
  // wait for a network that never comes back.
  window.dispatchEvent(new Event('online'));
  onlineManager.setOnline(true);
}
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// A page's first render imports its lazy route module, which vitest transforms then: on a busy
// two-core machine that took more than the one second `findBy…` waits by default, and a test
// failed for it. The school space's first page, transformed cold, took 12 s (30 November 2026).
// A wait cap, not a time budget: a page that never shows still fails.
configure({ asyncUtilTimeout: 30_000 });

// jsdom lays nothing out and has no scrolling: the player scrolls its correction into view.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView = () => {};
