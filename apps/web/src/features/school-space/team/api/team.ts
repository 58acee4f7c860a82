import {
  teamAnswerSchema,
  teamSchema,
  type InviteBody,
  type TeamRole,
} from '@prepacode/domain/contracts/team.contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { schoolKeys } from '../../space/api/keys';

// A school's team (issue #41, point 7): its list, an invitation, a role, a removal.

export const teamKeys = {
  all: [...schoolKeys.all, 'team'] as const,
  /** `ecole` undefined: the staff member's only school. */
  of: (ecole: string | undefined) => [...teamKeys.all, ecole ?? ''] as const,
};

/** GET /central/api/ecole/equipe?ecole */
export const teamQuery = (ecole: string | undefined) =>
  queryOptions({
    queryKey: teamKeys.of(ecole),
    queryFn: () =>
      apiRequest('/central/api/ecole/equipe', { query: { ecole }, schema: teamSchema }),
  });

const member = (id: string) => `/central/api/ecole/equipe/${encodeURIComponent(id)}`;

/** POST, PUT or DELETE on the team; the list is read again once it is done. */
function useTeamChange<Variables = void>(
  call: (variables: Variables) => Promise<{ message: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation<{ message: string }, Error, Variables>({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

/** POST /central/api/ecole/equipe: the invitation, for the school `ecole`. */
export const useInvite = (ecole: string | undefined) =>
  useTeamChange((body: Omit<InviteBody, 'ecole'>) =>
    apiRequest('/central/api/ecole/equipe', {
      method: 'POST',
      json: { ...body, ecole },
      schema: teamAnswerSchema,
    }),
  );

/** PUT /central/api/ecole/equipe/{membre}: another role. */
export const useChangeRole = () =>
  useTeamChange(({ id, role }: { id: string; role: TeamRole }) =>
    apiRequest(member(id), { method: 'PUT', json: { role }, schema: teamAnswerSchema }),
  );

/** DELETE /central/api/ecole/equipe/{membre}: out of the team, the account closed. */
export const useRemoveMember = (id: string) =>
  useTeamChange(() => apiRequest(member(id), { method: 'DELETE', schema: teamAnswerSchema }));
