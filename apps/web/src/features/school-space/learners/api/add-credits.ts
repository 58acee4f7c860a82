import {
  creditsBodySchema,
  inscriptionActionSchema,
} from '@prepacode/domain/contracts/school.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateSchoolData } from '../../space/api/invalidate';

export type CreditsBody = z.infer<typeof creditsBodySchema>;

/** POST /central/api/ecole/inscriptions/{id}/credits: more mock exam credits. */
export const addCredits = (inscription: number, body: CreditsBody) =>
  apiRequest(`/central/api/ecole/inscriptions/${inscription}/credits`, {
    method: 'POST',
    json: body,
    schema: inscriptionActionSchema,
  });

export function useAddCredits(inscription: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditsBody) => addCredits(inscription, body),
    // The list and the learner's file show the licence's new values.
    onSuccess: () => invalidateSchoolData(queryClient),
  });
}
