import type { ClassroomStep } from '@prepacode/domain/classroom';
import { classroomAnswerSchema } from '@prepacode/domain/contracts/classroom.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { classroomKeys } from './keys';

interface Step {
  session: string;
  action: ClassroomStep;
  /** The question on this screen: a press from a screen that is behind changes nothing. */
  position: number;
}

/** POST …/salles/{salle}/etape: the room moves on; the answer is the session's new view. */
export function useSendStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ session, action, position }: Step) =>
      apiRequest(`/central/api/ecole/salles/${encodeURIComponent(session)}/etape`, {
        method: 'POST',
        json: { action, position },
        schema: classroomAnswerSchema,
      }),
    onSuccess: (answer) => {
      client.setQueryData(classroomKeys.session(answer.salle.id), answer.salle);
      void client.invalidateQueries({ queryKey: classroomKeys.roster(answer.salle.id) });
      if (answer.salle.phase === 'terminee')
        void client.invalidateQueries({ queryKey: classroomKeys.list() });
    },
  });
}
