import {
  demandeExamenBodySchema,
  demandeExamenSchema,
  type DemandeExamenBody,
} from '@prepacode/domain/contracts/exam.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { toExamRequest, type ExamRequest, type ExamRequestState } from './get-demande';
import { examKeys } from './keys';

/** What the form holds, by English field name. */
export interface ExamRequestInput {
  neph: string;
  period: string;
  centre: string;
  phone: string;
  comment: string;
}
export type ExamRequestField = keyof ExamRequestInput;

const FIELD_OF: Record<keyof DemandeExamenBody, ExamRequestField> = {
  neph: 'neph',
  periode: 'period',
  centre: 'centre',
  telephone: 'phone',
  commentaire: 'comment',
};

const toBody = (input: ExamRequestInput): DemandeExamenBody => ({
  neph: input.neph,
  periode: input.period,
  centre: input.centre,
  telephone: input.phone,
  commentaire: input.comment,
});

/**
 * The server's own schema, checked before sending: each field's French message, the first
 * per field, in the form's order.
 */
export function examRequestErrors(
  input: ExamRequestInput,
): Partial<Record<ExamRequestField, string>> {
  const result = z.safeParse(demandeExamenBodySchema, toBody(input));
  const errors: Partial<Record<ExamRequestField, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    // An issue's path may name no form field (a check on the whole body).
    const field = FIELD_OF[issue.path[0] as keyof DemandeExamenBody] as
      ExamRequestField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** POST /api/examen/demande: 409 while one is open, 403 where the exam is hidden. */
export async function sendExamRequest(input: ExamRequestInput): Promise<ExamRequest> {
  const wire = await apiRequest('/api/examen/demande', {
    method: 'POST',
    json: toBody(input),
    schema: demandeExamenSchema,
  });
  return toExamRequest(wire);
}

export function useSendExamRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendExamRequest,
    onSuccess: (request) =>
      queryClient.setQueryData<ExamRequestState>(examKeys.request(), { request, allowed: true }),
  });
}
