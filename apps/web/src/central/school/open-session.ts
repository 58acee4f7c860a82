import { impersonationResponseSchema } from '@prepacode/domain/contracts/staff.contract';
import { apiRequest } from '../../lib/api-client';

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
