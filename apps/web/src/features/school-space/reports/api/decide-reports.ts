import {
  reportDecisionAnswerSchema,
  type QuestionReport,
  type ReportStatus,
} from '@prepacode/domain/contracts/reports.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { reportsKeys } from './keys';

/** One report, or a question's whole group, and what the operator decided about them. */
export interface ReportDecision {
  status: ReportStatus;
  reports: readonly QuestionReport[];
}

/**
 * POST /central/api/ecole/signalements/statut, each report with the version of its status seen:
 * another operator's decision since answers 409. Resolves to the server's French sentence.
 */
export async function decideReports({ status, reports }: ReportDecision): Promise<string> {
  const answer = await apiRequest('/central/api/ecole/signalements/statut', {
    method: 'POST',
    json: {
      statut: status,
      signalements: reports.map((report) => ({
        id: report.id,
        version_statut: report.version_statut,
      })),
    },
    schema: reportDecisionAnswerSchema,
  });
  return answer.message;
}

export function useDecideReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReports,
    // Read again after a refusal too: it is another operator's decision, which the list then shows.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsKeys.all }),
  });
}
