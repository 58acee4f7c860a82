import {
  creditDefaultsAnswerSchema,
  type CreditDefaultsBody,
} from '@prepacode/domain/contracts/school-accounts.contract';
import { LICENCE_CODES, type LicenceCode } from '@prepacode/domain/licences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { creditDefaultsKeys } from '../../space/api/get-credit-defaults';

/** PUT /central/api/ecole/credits-par-defaut: the school's credits, per licence. */
export const saveCreditDefaults = (body: CreditDefaultsBody) =>
  apiRequest('/central/api/ecole/credits-par-defaut', {
    method: 'PUT',
    json: body,
    schema: creditDefaultsAnswerSchema,
  });

/**
 * Saves the form's credits, one per licence, for the school `ecole`; the forms that start from
 * them read the new ones.
 */
export function useSaveCreditDefaults(ecole: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credits: Record<LicenceCode, number>) =>
      saveCreditDefaults({
        ecole,
        credits: LICENCE_CODES.map((permis) => ({ permis, credits: credits[permis] })),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditDefaultsKeys.all }),
  });
}
