import {
  preferencesSchema,
  type Preferences as PreferencesWire,
} from '@prepacode/domain/contracts/preferences.contract';
import type { TempsMajore, VitesseLecture } from '@prepacode/domain/preferences';
import type { OrdreLettrage } from '@prepacode/domain/series';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { preferencesKeys } from './keys';

/** The learner's settings, mapped from the French wire here only. */
export interface Preferences {
  /** Extended time in exam conditions, fixed on each exam when it starts. */
  timeExtension: TempsMajore;
  /** Each question read aloud as it appears. */
  readAloud: boolean;
  readingSpeed: VitesseLecture;
  /** The player's single-key shortcuts. */
  shortcuts: boolean;
  /** The order every series starts with: shuffled (the default) or the bank's. */
  propositionOrder: OrdreLettrage;
}

export const toPreferences = (wire: PreferencesWire): Preferences => ({
  timeExtension: wire.temps_majore,
  readAloud: wire.lecture_auto,
  readingSpeed: wire.vitesse_lecture,
  shortcuts: wire.raccourcis_clavier,
  propositionOrder: wire.ordre_propositions,
});

export const toWire = (preferences: Preferences): PreferencesWire => ({
  temps_majore: preferences.timeExtension,
  lecture_auto: preferences.readAloud,
  vitesse_lecture: preferences.readingSpeed,
  raccourcis_clavier: preferences.shortcuts,
  ordre_propositions: preferences.propositionOrder,
});

/** GET /api/front/preferences: the defaults until the learner saves their own. */
export const preferencesQuery = queryOptions({
  queryKey: preferencesKeys.all,
  queryFn: async () =>
    toPreferences(await apiRequest('/api/front/preferences', { schema: preferencesSchema })),
  // Changed only from this app, which updates the cache when it saves.
  staleTime: Infinity,
});

export const usePreferences = () => useQuery(preferencesQuery);
