import { isLicenceCode, LICENCE_TYPES } from '@prepacode/domain/licences';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { SeriesResults } from '../../features/player/components/series-results';
import { useUtilisateur, utilisateurQuery } from '../../features/profile/api/get-utilisateur';
import { seriesEleveQuery } from '../../features/series/api/get-series-eleve';
import { useThemes } from '../../features/series/api/get-themes';
import { NextStepCard } from '../../features/series/components/next-step';
import { useStandalone } from '../shell/standalone-store';
import { usePropositionOrder } from '../proposition-order';
import { CONTACT_TAB } from '../tabs';

/**
 * /correction/:id, inside the connected frame: an ended attempt's results and corrections, and
 * what to do next (issue #40), from the learner's series as they stand now.
 */
export function CorrectionRoute() {
  const { id = '' } = useParams();
  const { data: profile } = useUtilisateur();
  // Read again on arrival: the series just ended must not come back as the one to continue.
  const series = useQuery({ ...seriesEleveQuery, refetchOnMount: 'always' });
  const { data: themes } = useThemes();
  const ordreLettrage = usePropositionOrder();
  const queryClient = useQueryClient();
  const contactHref = useStandalone() === null ? CONTACT_TAB.to : null;
  const inscription = profile?.selectedInscription;
  const licence = inscription && isLicenceCode(inscription.license) ? inscription.license : null;
  // A mock exam started from here asks before it uses a credit, as on the dashboard.
  const credits =
    licence && inscription && LICENCE_TYPES[licence].showCreditDetails
      ? { remain: inscription.remainCredits, contactHref }
      : null;
  const next =
    licence && series.data && series.isFetchedAfterMount ? (
      <NextStepCard
        licence={licence}
        data={series.data}
        themes={themes}
        ordreLettrage={ordreLettrage}
        credits={credits}
        onStarted={() =>
          void queryClient.invalidateQueries({ queryKey: utilisateurQuery.queryKey })
        }
      />
    ) : undefined;
  return <SeriesResults serieId={id} next={next} />;
}
