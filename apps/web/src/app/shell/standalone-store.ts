import { useSyncExternalStore } from 'react';

/**
 * The stand-alone course application chosen in the header menu (spec §4 "Tabs"): while one is
 * chosen the header shows its mark and only its course tab is shown. Choosing a licence clears
 * it. It lives for the page only: reloading brings the licence's frame back.
 */
let chosen: string | null = null;
const listeners = new Set<() => void>();

export const standaloneStore = {
  get: (): string | null => chosen,
  set(label: string | null): void {
    chosen = label;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useStandalone = (): string | null =>
  useSyncExternalStore(standaloneStore.subscribe, standaloneStore.get, standaloneStore.get);
