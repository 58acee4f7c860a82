import { structureResponseSchema } from '@prepacode/domain/contracts/front.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /api/front/structure/{id}: the school's name. */
export const structureQuery = (id: string) =>
  queryOptions({
    queryKey: profileKeys.structure(id),
    queryFn: async () =>
      (
        await apiRequest(`/api/front/structure/${encodeURIComponent(id)}`, {
          schema: structureResponseSchema,
        })
      ).nom,
    staleTime: Infinity,
  });

export const useStructureName = (id: string | null) =>
  useQuery({ ...structureQuery(id ?? ''), enabled: id !== null });
