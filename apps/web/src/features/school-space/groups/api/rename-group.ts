import {
  groupAnswerSchema,
  type groupRenameBodySchema,
} from '@prepacode/domain/contracts/groups.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateSchoolData } from '../../space/api/invalidate';

type RenameBody = z.infer<typeof groupRenameBodySchema>;

/** PUT /central/api/ecole/groupes/{groupe}: the group's new name, unique in its school. */
export const renameGroup = (id: string, body: RenameBody) =>
  apiRequest(`/central/api/ecole/groupes/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: body,
    schema: groupAnswerSchema,
  });

/** Renames the group `id`: the dialog's form sends only the name. */
export function useRenameGroup(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RenameBody) => renameGroup(id, body),
    // The space's `groupes` and the learners' rows name the group too.
    // Awaited: the page says it is done once the list shows it.
    onSuccess: () => invalidateSchoolData(queryClient, { space: true }),
  });
}
