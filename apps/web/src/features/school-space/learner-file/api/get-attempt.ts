import { serieDetailsSchema } from '@prepacode/domain/contracts/player.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toSeriesResult } from '../../../player/api/get-details';
import { apiRequest } from '../../../../lib/api-client';
import { learnerFileKeys } from './keys';

/**
 * GET /central/api/ecole/eleves/{eleve}/tentatives/{tentative}: the correction of one of the
 * learner's ended attempts, in the shape of the learner's own, mapped by the player.
 */
export const attemptQuery = (eleve: string, attempt: number) =>
  queryOptions({
    queryKey: learnerFileKeys.attempt(eleve, attempt),
    queryFn: async () =>
      toSeriesResult(
        await apiRequest(
          `/central/api/ecole/eleves/${encodeURIComponent(eleve)}/tentatives/${attempt}`,
          { schema: serieDetailsSchema },
        ),
      ),
    // An ended attempt's correction never changes.
    staleTime: Infinity,
  });

export const useAttempt = (eleve: string, attempt: number) =>
  useQuery(attemptQuery(eleve, attempt));
