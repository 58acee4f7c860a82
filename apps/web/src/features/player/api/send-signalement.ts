import {
  reportAnswerSchema,
  type ReportBody,
  type ReportReason,
} from '@prepacode/domain/contracts/report.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** What the learner reports on a corrected question, by English name. */
export interface ErrorReport {
  serieId: string;
  questionId: string;
  reason: ReportReason | '';
  comment: string;
}

export const toReportBody = (report: ErrorReport) => ({
  serie: report.serieId,
  identifiant: report.questionId,
  motif: report.reason,
  commentaire: report.comment,
});

/**
 * POST /api/compte/signalements (issue #18, point 11): « Signaler une erreur » on a question's
 * correction; the server keeps the version the learner was shown. Answers a thank-you sentence.
 */
export async function sendErrorReport(body: ReportBody): Promise<string> {
  const answer = await apiRequest('/api/compte/signalements', {
    method: 'POST',
    json: body,
    schema: reportAnswerSchema,
  });
  return answer.message;
}

export const useSendErrorReport = () => useMutation({ mutationFn: sendErrorReport });
