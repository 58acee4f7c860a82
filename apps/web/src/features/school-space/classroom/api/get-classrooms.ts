import { classroomListSchema } from '@prepacode/domain/contracts/classroom.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { classroomKeys } from './keys';

/** GET /central/api/ecole/salles: the sessions of the staff member's schools, newest first. */
export const classroomsQuery = queryOptions({
  queryKey: classroomKeys.list(),
  queryFn: async () =>
    (await apiRequest('/central/api/ecole/salles', { schema: classroomListSchema })).salles,
});
