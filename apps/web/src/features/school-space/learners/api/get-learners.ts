import {
  learnersPageSchema,
  learnersQuerySchema,
  type LearnersQuery,
} from '@prepacode/domain/contracts/school.contract';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '../../../../lib/api-client';
import { learnersKeys } from './keys';

// The list's filters, sort and page live in the address, so that a reload or a shared link
// shows the same list (issue #19, point 1).

const FILTER_KEYS = Object.keys(learnersQuerySchema.shape) as (keyof LearnersQuery)[];

/** The list's filters in an address's query; anything invalid is left out. */
export function readLearnerFilters(params: URLSearchParams): LearnersQuery {
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
export function withLearnerFilters(params: URLSearchParams, filters: LearnersQuery) {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') next.set(key, value);
  }
  return next;
}

/** GET /central/api/ecole/eleves: one page of the learners, one row per licence. */
export const learnersQuery = (filters: LearnersQuery) =>
  queryOptions({
    queryKey: learnersKeys.list(filters),
    queryFn: () =>
      apiRequest('/central/api/ecole/eleves', { query: filters, schema: learnersPageSchema }),
  });
