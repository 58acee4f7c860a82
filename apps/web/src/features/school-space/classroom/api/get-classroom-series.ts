import type { LicenceCode } from '@prepacode/domain/licences';
import { classroomSeriesSchema } from '@prepacode/domain/contracts/classroom.contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { classroomKeys } from './keys';

/** GET /central/api/ecole/salles/series?permis=: the mock exams and themes a session can ask. */
export const classroomSeriesQuery = (permis: LicenceCode) =>
  queryOptions({
    queryKey: classroomKeys.series(permis),
    queryFn: () =>
      apiRequest('/central/api/ecole/salles/series', {
        query: { permis },
        schema: classroomSeriesSchema,
      }),
    // The bank's series do not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
