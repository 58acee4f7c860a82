import { STORAGE_KEYS } from '@prepacode/domain/auth';
import { BRANDS, isBrandName, selectBrand, type Theme } from '@prepacode/domain/brands';
import { useSyncExternalStore } from 'react';
import { currentEnvironment } from '../lib/runtime-config';
import { storage } from '../lib/storage';
import { applyBrand } from './apply-brand';

const listeners = new Set<() => void>();
// A visitor with no stored brand sees the deployment's (issue #20, point 2).
let current: Theme =
  BRANDS[
    selectBrand(storage.get(STORAGE_KEYS.theme), window.location.origin, currentEnvironment().theme)
  ];

/** The brand of spec §4 "Theme selection", shared by the whole app. */
export const brandStore = {
  get: (): Theme => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Changing the theme stores its name and notifies listeners; an unknown name is ignored. */
  setTheme(name: string): void {
    if (!isBrandName(name)) return;
    storage.set(STORAGE_KEYS.theme, name);
    if (name === current.name) return;
    current = BRANDS[name];
    applyBrand(current);
    for (const listener of listeners) listener();
  },
};

export const useBrand = (): Theme =>
  useSyncExternalStore(brandStore.subscribe, brandStore.get, brandStore.get);
