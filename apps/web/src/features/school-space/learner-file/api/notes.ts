import {
  learnerNotesSchema,
  noteAnswerSchema,
  type noteBodySchema,
} from '@prepacode/domain/contracts/learner-file.contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../../lib/api-client';
import { learnerFileKeys } from './keys';

// The notes the school's staff keep on a learner (issue #41, point 6).

const notesPath = (eleve: string) => `/central/api/ecole/eleves/${encodeURIComponent(eleve)}/notes`;

/** GET …/eleves/{eleve}/notes: newest first. */
export const notesQuery = (eleve: string) =>
  queryOptions({
    queryKey: learnerFileKeys.notes(eleve),
    queryFn: async () => (await apiRequest(notesPath(eleve), { schema: learnerNotesSchema })).notes,
  });

/** Any change to the notes: they are read again once it is done. */
function useNotesChange<Variables>(
  eleve: string,
  call: (variables: Variables) => Promise<{ message: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation<{ message: string }, Error, Variables>({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learnerFileKeys.notes(eleve) }),
  });
}

/** POST …/eleves/{eleve}/notes */
export const useAddNote = (eleve: string) =>
  useNotesChange(eleve, (body: z.infer<typeof noteBodySchema>) =>
    apiRequest(notesPath(eleve), { method: 'POST', json: body, schema: noteAnswerSchema }),
  );

/** DELETE …/eleves/{eleve}/notes/{note}: one's own. */
export const useRemoveNote = (eleve: string) =>
  useNotesChange(eleve, (note: string) =>
    apiRequest(`${notesPath(eleve)}/${encodeURIComponent(note)}`, {
      method: 'DELETE',
      schema: noteAnswerSchema,
    }),
  );
