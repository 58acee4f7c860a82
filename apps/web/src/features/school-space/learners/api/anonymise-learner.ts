import { anonymiseBodySchema } from '@prepacode/domain/contracts/groups.contract';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateSchoolData } from '../../space/api/invalidate';

/** POST /central/api/ecole/eleves/{eleve}/anonymisation: erases the learner's personal data. */
export const anonymiseLearner = (eleve: string) =>
  apiRequest(`/central/api/ecole/eleves/${encodeURIComponent(eleve)}/anonymisation`, {
    method: 'POST',
    json: { confirmation: true } satisfies z.input<typeof anonymiseBodySchema>,
    schema: schoolAnswerSchema,
  });

/** The erasure of `eleve`'s data, as a confirmation with no field sends it. */
export function useAnonymiseLearner(eleve: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => anonymiseLearner(eleve),
    // The learner leaves the list, their file and their group.
    onSuccess: () => invalidateSchoolData(queryClient),
  });
}
