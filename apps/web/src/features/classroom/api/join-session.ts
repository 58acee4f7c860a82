import {
  classroomJoinedSchema,
  type classroomJoinBodySchema,
} from '@prepacode/domain/contracts/classroom.contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/salle/rejoindre: the session the code names, which the learner now belongs to. */
export async function joinSession(body: z.output<typeof classroomJoinBodySchema>): Promise<string> {
  const { salle } = await apiRequest('/api/salle/rejoindre', {
    method: 'POST',
    json: body,
    schema: classroomJoinedSchema,
  });
  return salle;
}

export const useJoinSession = () => useMutation({ mutationFn: joinSession });
