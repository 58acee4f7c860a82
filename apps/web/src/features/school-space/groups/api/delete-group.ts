import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateSchoolData } from '../../space/api/invalidate';

/** DELETE /central/api/ecole/groupes/{groupe}: its learners stay, with no group. */
export const deleteGroup = (id: string) =>
  apiRequest(`/central/api/ecole/groupes/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: schoolAnswerSchema,
  });

/** Deletes the group `id`, once confirmed. */
export function useDeleteGroup(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteGroup(id),
    // The space's `groupes` and the learners' rows named the group too.
    // Awaited: the page says it is done once the list shows it.
    onSuccess: () => invalidateSchoolData(queryClient, { space: true }),
  });
}
