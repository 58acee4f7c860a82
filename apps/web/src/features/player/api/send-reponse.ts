import { envoiReponseResponseSchema } from '@prepacode/domain/contracts/player.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface AnswerInput {
  serieId: string;
  questionId: string;
  /** Letters as shown, or what was typed for a typed answer; empty when the time ran out. */
  answer: { letters: readonly string[] } | { typed: string };
}

/** What the server recorded, mapped from the French wire here only. */
export interface AnswerReceipt {
  questionId: string;
  position: number;
  given: string[];
  /** A typed answer as the server read it (« 2,1 m »); null for letters. */
  typedRead: string | null;
  /** That answer was the series' last. */
  ended: boolean;
}

/**
 * PUT /api/player/envoi-reponse (spec §7): « A,C » in alphabetical order, or the text typed
 * (the server reads it), empty when the time ran out. Sending the same answer again is
 * harmless, which is what « Réessayer » relies on.
 */
export async function sendAnswer({
  serieId,
  questionId,
  answer,
}: AnswerInput): Promise<AnswerReceipt> {
  const reponse = 'typed' in answer ? answer.typed.trim() : [...answer.letters].sort().join(',');
  const wire = await apiRequest('/api/player/envoi-reponse', {
    method: 'PUT',
    form: { serie: serieId, identifiant: questionId, reponse },
    schema: envoiReponseResponseSchema,
  });
  return {
    questionId: wire.identifiant,
    position: wire.position,
    given: wire.reponse,
    typedRead: wire.saisie_lue ?? null,
    ended: wire.termine,
  };
}

export const useSendAnswer = () => useMutation({ mutationFn: sendAnswer });
