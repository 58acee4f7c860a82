import {
  preparationSchema,
  type Preparation as PreparationWire,
} from '@prepacode/domain/contracts/preparation.contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The learner's preparation for the exam day (issue #44): the memory model's chances and plan,
// mapped from the French wire here only.

export interface ThemeChance {
  themeId: string;
  /** The chance of a right answer on one of its questions that day, 0 to 1. */
  chance: number;
  known: number;
  total: number;
}

export interface StudyPlan {
  days: number;
  perDay: number;
  due: number;
  unseen: number;
  newPerDay: number;
  feasible: boolean;
}

export interface Preparation {
  examDay: { day: string; bySchool: boolean } | null;
  /** The day the chances are for: the exam's, or today. */
  forDay: string;
  passChance: number;
  themes: ThemeChance[];
  plan: StudyPlan | null;
}

const toPreparation = (wire: PreparationWire): Preparation => ({
  examDay: wire.date_examen && {
    day: wire.date_examen.jour,
    bySchool: wire.date_examen.source === 'ecole',
  },
  forDay: wire.jour_prevu,
  passChance: wire.reussite,
  themes: wire.themes.map((theme) => ({
    themeId: theme.theme_id,
    chance: theme.chance,
    known: theme.connues,
    total: theme.total,
  })),
  plan: wire.plan && {
    days: wire.plan.jours,
    perDay: wire.plan.questions_par_jour,
    due: wire.plan.a_revoir,
    unseen: wire.plan.nouvelles,
    newPerDay: wire.plan.nouvelles_par_jour,
    feasible: wire.plan.tenable,
  },
});

/** Query keys of the preparation feature; the player refreshes them when a series ends. */
export const preparationKeys = { all: ['preparation'] as const };

/** GET /api/front/preparation. */
export const preparationQuery = queryOptions({
  queryKey: preparationKeys.all,
  queryFn: async () =>
    toPreparation(await apiRequest('/api/front/preparation', { schema: preparationSchema })),
});

export const usePreparation = () => useQuery(preparationQuery);

/** PUT /api/front/date-examen: the learner's own day, or null to clear it. */
export function useSaveExamDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (day: string | null) =>
      toPreparation(
        await apiRequest('/api/front/date-examen', {
          method: 'PUT',
          json: { date_examen: day },
          schema: preparationSchema,
        }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(preparationKeys.all, saved),
  });
}
