import { reportsPageSchema } from '@prepacode/domain/contracts/reports.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { reportsKeys, type StatusFilter } from './keys';

/**
 * GET /central/api/ecole/signalements: the questions reported by the learners of the operator's
 * schools, most reported first, each with its reports of that status (all with '').
 */
export const reportsQuery = (status: StatusFilter) =>
  queryOptions({
    queryKey: reportsKeys.list(status),
    queryFn: async () => {
      const page = await apiRequest('/central/api/ecole/signalements', {
        query: { statut: status || undefined },
        schema: reportsPageSchema,
      });
      return page.questions;
    },
  });
