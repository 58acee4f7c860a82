import { envoiReponseResponseSchema } from '@prepacode/domain/contracts/player.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface AnswerInput {
  serieId: string;
  questionId: string;
  /** Letters as shown, or what was typed for a typed answer; empty when the time ran out. */
  answer: { letters: readonly string[] } | { typed: string };
  /** The id this device made for its answer to the question (lib/device-id.ts), kept on retry. */
  key: string;
  /** When it was given (ms), for an answer sent later (a downloaded series' outbox). */
  at?: number;
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
  /** Another tab or device had answered first: `given` is its answer, not this one. */
  answeredElsewhere: boolean;
}

/**
 * PUT /api/player/envoi-reponse (spec §7): « A,C » in alphabetical order, or the text typed
 * (the server reads it), empty when the time ran out. Sending the same answer again with its
 * id counts it once, which is what « Réessayer » relies on: the request that failed may have
 * reached the server.
 */
export async function sendAnswer({
  serieId,
  questionId,
  answer,
  key,
  at,
}: AnswerInput): Promise<AnswerReceipt> {
  const reponse = 'typed' in answer ? answer.typed.trim() : [...answer.letters].sort().join(',');
  const wire = await apiRequest('/api/player/envoi-reponse', {
    method: 'PUT',
    form: {
      serie: serieId,
      identifiant: questionId,
      reponse,
      id_reponse: key,
      ...(at === undefined ? {} : { repondu_le: String(at) }),
    },
    schema: envoiReponseResponseSchema,
  });
  return {
    questionId: wire.identifiant,
    position: wire.position,
    given: wire.reponse,
    typedRead: wire.saisie_lue ?? null,
    ended: wire.termine,
    answeredElsewhere: wire.deja_repondue === true,
  };
}

export const useSendAnswer = () => useMutation({ mutationFn: sendAnswer });
