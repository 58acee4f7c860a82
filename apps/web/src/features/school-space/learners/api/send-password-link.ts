import { schoolAnswerSchema } from '@prepacode/domain/contracts/school.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** POST /central/api/ecole/eleves/{eleve}/lien-mot-de-passe: a link to choose a new password. */
export const sendPasswordLink = (eleve: string) =>
  apiRequest(`/central/api/ecole/eleves/${eleve}/lien-mot-de-passe`, {
    method: 'POST',
    schema: schoolAnswerSchema,
  });

/** Nothing the space shows changes: no read to invalidate. */
export const useSendPasswordLink = (eleve: string) =>
  useMutation({ mutationFn: () => sendPasswordLink(eleve) });
