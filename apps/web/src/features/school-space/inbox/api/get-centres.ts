import { examCentresSchema } from '@prepacode/domain/contracts/inbox.contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { inboxKeys } from './keys';

/** GET /central/api/ecole/centres-examen: the centres the school booked lately, to offer. */
export const useExamCentres = () =>
  useQuery({
    queryKey: inboxKeys.centres(),
    queryFn: async () =>
      (await apiRequest('/central/api/ecole/centres-examen', { schema: examCentresSchema }))
        .centres,
  });
