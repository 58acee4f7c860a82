import {
  reponseResponseSchema,
  type ReponseResponse,
} from '@prepacode/domain/contracts/player.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toTypedCorrection, type TypedCorrection } from '../components/typed-review';
import { infosQuery } from './get-question';
import { playerKeys } from './keys';
import { retryTransient } from './retry';

/** The correction of the question just answered, mapped from the French wire here only. */
export interface Correction {
  questionId: string;
  position: number;
  given: string[];
  correct: string[];
  right: boolean;
  explanation: string;
  reference: string;
  /** That answer was the series' last. */
  ended: boolean;
  /** A typed answer's correction; null for letters. */
  typed: TypedCorrection | null;
}

const toCorrection = (wire: ReponseResponse): Correction => ({
  questionId: wire.identifiant,
  position: wire.position,
  given: wire.reponse,
  correct: wire.correctes,
  right: wire.juste,
  explanation: wire.explication,
  reference: wire.reference,
  ended: wire.termine,
  typed: wire.saisie ? toTypedCorrection(wire.saisie) : null,
});

/** GET /api/player/infos/{id}/reponse, in parcours « entrainement » only (409 in « examen »). */
export const reponseQuery = (id: string, questionId: string) =>
  queryOptions({
    queryKey: playerKeys.reponse(id, questionId),
    queryFn: async () =>
      toCorrection(
        await apiRequest(`/api/player/infos/${encodeURIComponent(id)}/reponse`, {
          // Named, so a second tab answering first cannot swap in another question's correction.
          query: { ...infosQuery(), identifiant: questionId },
          schema: reponseResponseSchema,
        }),
      ),
    // A recorded answer's correction never changes.
    staleTime: Infinity,
    retry: retryTransient,
  });

export const useCorrection = (id: string, questionId: string, enabled: boolean) =>
  useQuery({ ...reponseQuery(id, questionId), enabled });
