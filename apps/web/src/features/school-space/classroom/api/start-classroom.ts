import {
  classroomAnswerSchema,
  type ClassroomStartBody,
} from '@prepacode/domain/contracts/classroom.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { classroomKeys } from './keys';

/** POST /central/api/ecole/salles: a session waiting for its room, under its code. */
export const startClassroom = (body: ClassroomStartBody) =>
  apiRequest('/central/api/ecole/salles', {
    method: 'POST',
    json: body,
    schema: classroomAnswerSchema,
  });

export function useStartClassroom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startClassroom,
    // The session's page opens next with the view the answer carries: no second read.
    onSuccess: (answer) => {
      client.setQueryData(classroomKeys.session(answer.salle.id), answer.salle);
      void client.invalidateQueries({ queryKey: classroomKeys.list() });
    },
  });
}
