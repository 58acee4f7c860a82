import { serieStateSchema, type SerieState } from '@prepacode/domain/contracts/series.contract';
import type { Parcours, SeriesType } from '@prepacode/domain/series';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { playerKeys } from './keys';
import { retryTransient } from './retry';

/** An attempt as the player needs it to start or resume, mapped from the French wire here only. */
export interface SeriesState {
  id: number;
  slug: string;
  type: SeriesType;
  label: string;
  parcours: Parcours;
  timed: boolean;
  nbQuestions: number;
  nbAnswered: number;
  ended: boolean;
}

const toSeriesState = (wire: SerieState): SeriesState => ({
  id: wire.id,
  slug: wire.slug,
  type: wire.type,
  label: wire.libelle,
  parcours: wire.parcours,
  timed: wire.chronometree,
  nbQuestions: wire.nb_questions,
  nbAnswered: wire.nb_questions_realisees,
  ended: wire.termine,
});

/**
 * GET /api/serie/resume/{id}. Fetched each time the player opens (the attempt may have moved on
 * in another tab or device), never once per question.
 */
export const resumeQuery = (id: string) =>
  queryOptions({
    queryKey: playerKeys.resume(id),
    queryFn: async () =>
      toSeriesState(
        await apiRequest(`/api/serie/resume/${encodeURIComponent(id)}`, {
          schema: serieStateSchema,
        }),
      ),
    staleTime: 0,
    retry: retryTransient,
  });

export const useResume = (id: string, enabled: boolean) =>
  useQuery({ ...resumeQuery(id), enabled });
