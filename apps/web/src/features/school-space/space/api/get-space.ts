import { schoolSpaceSchema, type SchoolSpace } from '@prepacode/domain/contracts/school.contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { redirectDocument } from 'react-router';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { schoolQueryClient } from '../query-client';
import { schoolKeys } from './keys';

/** GET /central/api/ecole: the staff member, their role, their schools and their actions. */
export const spaceQuery = queryOptions({
  queryKey: schoolKeys.space(),
  queryFn: () => apiRequest('/central/api/ecole', { schema: schoolSpaceSchema }),
  // Who one is does not change while the page is open.
  staleTime: Infinity,
});

/**
 * The space's loader, before any page: without a staff session the way on is the central login
 * page, a full load with the same brand and way back (`service`, `from`).
 */
export async function spaceLoader({
  request,
}: {
  request: Request;
}): Promise<SchoolSpace | Response> {
  try {
    return await schoolQueryClient.ensureQueryData(spaceQuery);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      return redirectDocument(`/central/login${new URL(request.url).search}`);
    throw error;
  }
}

/** The signed-in staff member's space, loaded by the space's loader before any page renders. */
export const useSpace = (): SchoolSpace => useSuspenseQuery(spaceQuery).data;
