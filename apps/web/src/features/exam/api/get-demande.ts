import {
  demandeExamenStateSchema,
  type DemandeExamen,
  type ExamRequestStatus,
  type ExamResult,
} from '@prepacode/domain/contracts/exam.contract';
import type { ExamBooking } from '@prepacode/domain/exam-booking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { examKeys } from './keys';

// English models, mapped from the French wire in this one place.

export interface ExamRequest {
  id: string;
  status: ExamRequestStatus;
  licence: string;
  /** 12 digits, or null when the learner left it for the school. */
  neph: string | null;
  /** `des_que_possible` or 'yyyy-MM'. */
  period: string;
  centre: string;
  phone: string | null;
  comment: string | null;
  /** ISO instants. */
  requestedAt: string;
  statusChangedAt: string;
  /** The school received the request by e-mail. */
  schoolNotified: boolean;
  /** Why the school refused it (`refusee`). */
  reason: string | null;
  /** The exam the school booked: its French day, time and centre (issue #41). */
  booking: ExamBooking | null;
  /** The exam's result and score out of 40, once the school recorded them. */
  result: ExamResult | null;
  score: number | null;
}

export interface ExamRequestState {
  request: ExamRequest | null;
  /** Spec §4's rule lets this learner send a request. */
  allowed: boolean;
}

export const toExamRequest = (wire: DemandeExamen): ExamRequest => ({
  id: wire.id,
  status: wire.statut,
  licence: wire.permis,
  neph: wire.neph,
  period: wire.periode,
  centre: wire.centre,
  phone: wire.telephone,
  comment: wire.commentaire,
  requestedAt: wire.date_demande,
  statusChangedAt: wire.date_statut,
  schoolNotified: wire.ecole_prevenue,
  reason: wire.motif ?? null,
  booking: wire.examen_prevu
    ? {
        day: wire.examen_prevu.date,
        time: wire.examen_prevu.heure,
        centre: wire.examen_prevu.centre,
      }
    : null,
  result: wire.resultat ?? null,
  score: wire.note ?? null,
});

/** GET /api/examen/demande: the learner's latest request, if any. */
export const examRequestQuery = queryOptions({
  queryKey: examKeys.request(),
  queryFn: async (): Promise<ExamRequestState> => {
    const wire = await apiRequest('/api/examen/demande', { schema: demandeExamenStateSchema });
    return { request: wire.demande ? toExamRequest(wire.demande) : null, allowed: wire.autorisee };
  },
});

export const useExamRequest = () => useQuery(examRequestQuery);
