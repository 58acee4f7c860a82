import {
  groupAnswerSchema,
  type groupCreateBodySchema,
} from '@prepacode/domain/contracts/groups.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateSchoolData } from '../../space/api/invalidate';

/** POST /central/api/ecole/groupes: a new group, in the one school named (or the only one). */
export const createGroup = (body: z.infer<typeof groupCreateBodySchema>) =>
  apiRequest('/central/api/ecole/groupes', {
    method: 'POST',
    json: body,
    schema: groupAnswerSchema,
  });

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    // This list, and the space's `groupes` (read once, never stale) that the learners' filter
    // and selection offer.
    // Awaited: the page says it is done once the list shows it.
    onSuccess: () => invalidateSchoolData(queryClient, { space: true }),
  });
}
