import { DEFAULT_PREFERENCES } from '@prepacode/domain/contracts/preferences.contract';
import { isLicenceCode, LICENCE_TYPES } from '@prepacode/domain/licences';
import type { OrdreLettrage } from '@prepacode/domain/series';
import { useQueryClient } from '@tanstack/react-query';
import { usePreferences } from '../features/preferences/api/get-preferences';
import { useUtilisateur, utilisateurQuery } from '../features/profile/api/get-utilisateur';
import { useStandalone } from './shell/standalone-store';
import { CONTACT_TAB } from './tabs';

/**
 * Issue #40: the order every series starts with, as chosen in « Mes préférences »; the default
 * (shuffled) until they have loaded, which the connected area's loader starts early.
 */
export const usePropositionOrder = (): OrdreLettrage =>
  usePreferences().data?.propositionOrder ?? DEFAULT_PREFERENCES.ordre_propositions;

/**
 * What a page that starts series needs (the dashboard, the results' « Prochaine étape »): the
 * learner's licence, the order, the credits a mock exam uses where the licence counts them, and
 * the profile read again after a start (the header and the credits block show them).
 */
export function useSeriesStart() {
  const queryClient = useQueryClient();
  const { data: profile } = useUtilisateur();
  // Spec §4: the learner has the contact tab, unless only a stand-alone application was
  // requested on load.
  const contactHref = useStandalone() === null ? CONTACT_TAB.to : null;
  const ordreLettrage = usePropositionOrder();
  const inscription = profile?.selectedInscription;
  const licence = inscription && isLicenceCode(inscription.license) ? inscription.license : null;
  const credits =
    licence && inscription && LICENCE_TYPES[licence].showCreditDetails
      ? { remain: inscription.remainCredits, contactHref }
      : null;
  const onStarted = () =>
    void queryClient.invalidateQueries({ queryKey: utilisateurQuery.queryKey });
  return { licence, contactHref, ordreLettrage, credits, onStarted };
}
