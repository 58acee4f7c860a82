import { DEFAULT_PREFERENCES } from '@prepacode/domain/contracts/preferences.contract';
import type { OrdreLettrage } from '@prepacode/domain/series';
import { usePreferences } from '../features/preferences/api/get-preferences';

/**
 * Issue #40: the order every series starts with, as chosen in « Mes préférences »; the default
 * (shuffled) until they have loaded, which the connected area's loader starts early.
 */
export const usePropositionOrder = (): OrdreLettrage =>
  usePreferences().data?.propositionOrder ?? DEFAULT_PREFERENCES.ordre_propositions;
