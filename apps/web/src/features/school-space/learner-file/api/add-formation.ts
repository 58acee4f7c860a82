import type { FormationBody } from '@prepacode/domain/contracts/school-accounts.contract';
import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateSchoolData } from '../../space/api/invalidate';

/** POST /central/api/ecole/eleves/{eleve}/formations: another licence (issue #41, point 6). */
export function useAddFormation(eleve: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormationBody) =>
      apiRequest(`/central/api/ecole/eleves/${encodeURIComponent(eleve)}/formations`, {
        method: 'POST',
        json: body,
        schema: schoolAnswerSchema,
      }),
    // The page's licences, the list's rows and the learner's file show the new one.
    onSuccess: () => invalidateSchoolData(queryClient),
  });
}
