import { envoiReponseResponseSchema } from '@prepacode/domain/contracts/player.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface AnswerInput {
  serieId: string;
  questionId: string;
  /** Letters as shown; none when the time ran out. */
  letters: readonly string[];
}

/** What the server recorded, mapped from the French wire here only. */
export interface AnswerReceipt {
  questionId: string;
  position: number;
  given: string[];
  /** That answer was the series' last. */
  ended: boolean;
}

/**
 * PUT /api/player/envoi-reponse (spec §7): « A,C » in alphabetical order, empty when the time
 * ran out. Sending the same answer again is harmless, which is what « Réessayer » relies on.
 */
export async function sendAnswer({
  serieId,
  questionId,
  letters,
}: AnswerInput): Promise<AnswerReceipt> {
  const wire = await apiRequest('/api/player/envoi-reponse', {
    method: 'PUT',
    form: { serie: serieId, identifiant: questionId, reponse: [...letters].sort().join(',') },
    schema: envoiReponseResponseSchema,
  });
  return {
    questionId: wire.identifiant,
    position: wire.position,
    given: wire.reponse,
    ended: wire.termine,
  };
}

export const useSendAnswer = () => useMutation({ mutationFn: sendAnswer });
