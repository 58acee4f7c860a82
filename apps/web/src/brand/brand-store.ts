import { STORAGE_KEYS } from '@prepacode/domain/auth';
import {
  BRANDS,
  isBrandName,
  selectBrand,
  withAddresses,
  type BrandName,
  type Theme,
} from '@prepacode/domain/brands';
import { useSyncExternalStore } from 'react';
import { currentEnvironment, runtimeConfig } from '../lib/runtime-config';
import { storage } from '../lib/storage';
import { applyBrand } from './apply-brand';

const listeners = new Set<() => void>();
/** A brand as this deployment runs it: with the addresses its operator configured. */
const configured = (name: BrandName): Theme =>
  withAddresses(BRANDS[name], runtimeConfig.brands[name]);

// A visitor with no stored brand sees the deployment's (issue #20, point 2).
let current: Theme = configured(
  selectBrand(storage.get(STORAGE_KEYS.theme), window.location.origin, currentEnvironment().theme),
);

/** The brand of spec §4 "Theme selection", shared by the whole app. */
export const brandStore = {
  get: (): Theme => current,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Changing the theme stores its name and notifies listeners; an unknown name is ignored. */
  setTheme(name: string): void {
    if (!isBrandName(name)) return;
    storage.set(STORAGE_KEYS.theme, name);
    if (name === current.name) return;
    current = configured(name);
    applyBrand(current);
    for (const listener of listeners) listener();
  },
};

export const useBrand = (): Theme =>
  useSyncExternalStore(brandStore.subscribe, brandStore.get, brandStore.get);
