import {
  deletionStateSchema,
  type DeletionRequestWire,
} from '@prepacode/domain/contracts/account.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** The learner's deletion request, mapped from the French wire here only. */
export interface DeletionRequest {
  /** ISO instant. */
  requestedAt: string;
  reason: string | null;
}

export const toDeletionRequest = (wire: DeletionRequestWire): DeletionRequest => ({
  requestedAt: wire.date_demande,
  reason: wire.motif,
});

/** GET /api/compte/suppression: null while the learner has asked nothing. */
export const deletionQuery = queryOptions({
  queryKey: accountKeys.deletion(),
  queryFn: async (): Promise<DeletionRequest | null> => {
    const wire = await apiRequest('/api/compte/suppression', { schema: deletionStateSchema });
    return wire.demande ? toDeletionRequest(wire.demande) : null;
  },
});

export const useDeletionRequest = () => useQuery(deletionQuery);
