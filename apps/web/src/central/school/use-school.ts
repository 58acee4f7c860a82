import {
  learnersPageSchema,
  learnersQuerySchema,
  schoolSpaceSchema,
  type LearnersPage,
  type LearnersQuery,
  type SchoolSpace,
} from '@prepacode/domain/contracts/school.contract';
import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import { ApiError, apiRequest } from '../../lib/api-client';

// The school space's data (issue #19): who is signed in, and the learners list for the filters
// of the address bar, so that a reload or a shared link shows the same list.

export type Load<T> =
  { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; message: string };

export const FILTER_KEYS = Object.keys(learnersQuerySchema.shape) as (keyof LearnersQuery)[];

/** The list's filters in an address's query; anything invalid is left out. */
export function readFilters(search: string): LearnersQuery {
  const params = new URLSearchParams(search);
  const filters: LearnersQuery = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value === null || value === '') continue;
    const parsed = z.safeParse(learnersQuerySchema, { [key]: value });
    if (parsed.success) Object.assign(filters, parsed.data);
  }
  return filters;
}

/** The address's query with these filters, keeping what is not a filter (service, from). */
export function withFilters(search: string, filters: LearnersQuery): string {
  const params = new URLSearchParams(search);
  for (const key of FILTER_KEYS) params.delete(key);
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Une erreur inattendue est survenue. Réessayez.';

/** Without a staff session the way forward is the login page, with the same brand and return. */
function onFailure<T>(set: (load: Load<T>) => void) {
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) {
      window.location.assign(`/central/login${window.location.search}`);
    } else set({ state: 'failed', message: messageOf(error) });
  };
}

export function useSchoolSpace(): Load<SchoolSpace> {
  const [load, setLoad] = useState<Load<SchoolSpace>>({ state: 'loading' });
  useEffect(() => {
    apiRequest('/central/api/ecole', { schema: schoolSpaceSchema }).then(
      (data) => setLoad({ state: 'ready', data }),
      onFailure(setLoad),
    );
  }, []);
  return load;
}

export function useLearners(filters: LearnersQuery, version = 0): Load<LearnersPage> {
  const [load, setLoad] = useState<Load<LearnersPage>>({ state: 'loading' });
  const key = JSON.stringify(filters);
  useEffect(() => {
    let current = true;
    apiRequest('/central/api/ecole/eleves', {
      query: JSON.parse(key) as LearnersQuery,
      schema: learnersPageSchema,
    }).then(
      (data) => current && setLoad({ state: 'ready', data }),
      (error: unknown) => current && onFailure<LearnersPage>(setLoad)(error),
    );
    // A newer list replaces an older one still on its way, never the other way round.
    return () => {
      current = false;
    };
  }, [key, version]);
  return load;
}
