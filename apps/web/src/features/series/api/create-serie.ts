import { serieStateSchema } from '@prepacode/domain/contracts/series.contract';
import type { OrdreLettrage, Parcours } from '@prepacode/domain/series';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { seriesKeys } from './keys';

export interface CreateSerieInput {
  slug: string;
  parcours: Parcours;
  ordreLettrage: OrdreLettrage;
}

/** The attempt the player opens. */
export interface StartedSerie {
  id: number;
}

/**
 * PUT /api/serie/create (query only, no body). The server resumes the learner's unfinished
 * attempt of that slug (keeping its parcours and lettering) or creates one; 409 with a French
 * message when no exam credit remains or there is no mistake to review.
 */
export async function createSerie(input: CreateSerieInput): Promise<StartedSerie> {
  const wire = await apiRequest('/api/serie/create', {
    method: 'PUT',
    query: { slug: input.slug, parcours: input.parcours, ordre_lettrage: input.ordreLettrage },
    schema: serieStateSchema,
  });
  return { id: wire.id };
}

export function useCreateSerie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSerie,
    // A new attempt shows in the history and may change what remains to do.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seriesKeys.all }),
  });
}
