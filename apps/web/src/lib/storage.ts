import type { StorageKey } from '@prepacode/domain/auth';
import { z } from 'zod/mini';

// Local storage under the keys of spec §9 only. Storage can be unavailable (private modes,
// quotas): the app then behaves as for a first visit rather than failing.
export const storage = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Nothing to do: the value lives for this page only.
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Same as above.
    }
  },
  clear(): void {
    try {
      window.localStorage.clear();
    } catch {
      // Same as above.
    }
  },
  /** A stored JSON value read back through its schema; anything else reads as absent. */
  getJson<S extends z.core.$ZodType>(key: StorageKey, schema: S): z.core.output<S> | null {
    const raw = this.get(key);
    if (raw === null) return null;
    try {
      const parsed = z.safeParse(schema, JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
};
