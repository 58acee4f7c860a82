import { classroomReplySchema } from '@prepacode/domain/contracts/classroom.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { classroomKeys } from './keys';

export interface Reply {
  session: string;
  /** 1-based, the question on the room's screen. */
  position: number;
  letters: readonly string[];
}

/** PUT /api/salle/{salle}/reponse: what was recorded, and whether it came too late. */
export async function sendReply({ session, position, letters }: Reply) {
  const wire = await apiRequest(`/api/salle/${encodeURIComponent(session)}/reponse`, {
    method: 'PUT',
    json: { position, reponse: [...letters].sort() },
    schema: classroomReplySchema,
  });
  return { given: wire.reponse, late: wire.hors_delai === true };
}

export function useSendReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendReply,
    // In the room, an answer given while the phone's network drops leaves when it returns,
    // shown as « Envoi de votre réponse… » meanwhile (the room's clock still closes it).
    networkMode: 'online',
    onSuccess: (_answer, { session }) =>
      client.invalidateQueries({ queryKey: classroomKeys.session(session) }),
  });
}
