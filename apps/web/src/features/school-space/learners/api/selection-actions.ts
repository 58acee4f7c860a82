import {
  schoolAnswerSchema,
  type CreditsSelectionBody,
  type ExtendSelectionBody,
  type LinksSelectionBody,
} from '@prepacode/domain/contracts/school.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateSchoolData } from '../../space/api/invalidate';

// What a manager does at once to the learners ticked in the list (issue #41, point 5).

const post = (path: string, body: unknown) =>
  apiRequest(`/central/api/ecole/${path}`, {
    method: 'POST',
    json: body,
    schema: schoolAnswerSchema,
  });

type Action =
  | { kind: 'prolonger'; body: ExtendSelectionBody }
  | { kind: 'crediter'; body: CreditsSelectionBody }
  | { kind: 'lien'; body: LinksSelectionBody };

const PATHS: Record<Action['kind'], string> = {
  prolonger: 'inscriptions/prolongation',
  crediter: 'inscriptions/credits',
  lien: 'eleves/lien-mot-de-passe',
};

/** POST …/inscriptions/prolongation, …/inscriptions/credits or …/eleves/lien-mot-de-passe. */
export function useSelectionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => post(PATHS[action.kind], action.body),
    // The list and the learners' files show the new access and credits.
    onSuccess: () => invalidateSchoolData(queryClient),
  });
}
