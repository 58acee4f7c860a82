import { impersonationResponseSchema } from '@prepacode/domain/contracts/staff.contract';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { apiRequest } from '../../../../lib/api-client';

/**
 * « Ouvrir sa session » (issue #19, point 6): the learner's app, read-only, on the learner app
 * the staff member came from (`service`, `from` of the address), from the list or a learner's page.
 * Rejects with the server's French refusal.
 */
export async function openLearnerSession(eleve: string, search: string): Promise<void> {
  const params = new URLSearchParams(search);
  const service = params.get('service') ?? window.location.origin;
  const from = params.get('from') ?? undefined;
  const { url } = await apiRequest('/central/api/impersonation', {
    method: 'POST',
    json: { eleve, service, from },
    schema: impersonationResponseSchema,
  });
  window.location.assign(url);
}

/** The same as a mutation, for a button that says it is busy and shows the refusal. */
export function useOpenSession() {
  const { search } = useLocation();
  return useMutation({ mutationFn: (eleve: string) => openLearnerSession(eleve, search) });
}
