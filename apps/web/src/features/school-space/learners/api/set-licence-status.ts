import {
  inscriptionActionSchema,
  statusBodySchema,
} from '@prepacode/domain/contracts/school.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateSchoolData } from '../../space/api/invalidate';

export type StatusBody = z.infer<typeof statusBodySchema>;

/** POST /central/api/ecole/inscriptions/{id}/statut: close the licence, or open it again. */
export const setLicenceStatus = (inscription: number, body: StatusBody) =>
  apiRequest(`/central/api/ecole/inscriptions/${inscription}/statut`, {
    method: 'POST',
    json: body,
    schema: inscriptionActionSchema,
  });

export function useSetLicenceStatus(inscription: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatusBody) => setLicenceStatus(inscription, body),
    // A closed licence leaves the list (unless its filter asks for them); the file says it.
    onSuccess: () => invalidateSchoolData(queryClient),
  });
}
