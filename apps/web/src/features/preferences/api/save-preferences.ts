import { preferencesSchema } from '@prepacode/domain/contracts/preferences.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toPreferences, toWire, type Preferences } from './get-preferences';
import { preferencesKeys } from './keys';

/** PUT /api/front/preferences: the whole set, as the server keeps it. */
export async function savePreferences(preferences: Preferences): Promise<Preferences> {
  return toPreferences(
    await apiRequest('/api/front/preferences', {
      method: 'PUT',
      json: toWire(preferences),
      schema: preferencesSchema,
    }),
  );
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(preferencesKeys.all, saved),
  });
}
