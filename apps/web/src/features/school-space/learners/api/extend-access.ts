import {
  extendBodySchema,
  inscriptionActionSchema,
} from '@prepacode/domain/contracts/school.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateSchoolData } from '../../space/api/invalidate';

export type ExtendBody = z.infer<typeof extendBodySchema>;

/** POST /central/api/ecole/inscriptions/{id}/prolongation: more days of access. */
export const extendAccess = (inscription: number, body: ExtendBody) =>
  apiRequest(`/central/api/ecole/inscriptions/${inscription}/prolongation`, {
    method: 'POST',
    json: body,
    schema: inscriptionActionSchema,
  });

export function useExtendAccess(inscription: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExtendBody) => extendAccess(inscription, body),
    // The list and the learner's file show the licence's new values.
    onSuccess: () => invalidateSchoolData(queryClient),
  });
}
