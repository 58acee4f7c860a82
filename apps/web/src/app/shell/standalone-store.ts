import { useSyncExternalStore } from 'react';

/**
 * The stand-alone course application requested on load (spec §4 "Tabs"): chosen in the header
 * menu, or opened from the licence page's « Accéder aux cours ». While one is chosen the header
 * shows its mark and only its course tab is shown; choosing a licence clears it. It is kept for
 * the tab's session, so a reload keeps the learner where they were (issue #18, point 9).
 */
const KEY = 'prepacode.standalone';

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

let chosen: string | null = read();
const listeners = new Set<() => void>();

export const standaloneStore = {
  get: (): string | null => chosen,
  set(label: string | null): void {
    chosen = label;
    try {
      if (label === null) sessionStorage.removeItem(KEY);
      else sessionStorage.setItem(KEY, label);
    } catch {
      // Storage refused (private mode): the choice lives for the page only.
    }
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useStandalone = (): string | null =>
  useSyncExternalStore(standaloneStore.subscribe, standaloneStore.get, standaloneStore.get);
