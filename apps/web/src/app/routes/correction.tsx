import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { SeriesResults } from '../../features/player/components/series-results';
import { seriesEleveQuery } from '../../features/series/api/get-series-eleve';
import { useThemes } from '../../features/series/api/get-themes';
import { NextStepCard } from '../../features/series/components/next-step';
import { useSeriesStart } from '../series-start';

/**
 * /correction/:id, inside the connected frame: an ended attempt's results and corrections, and
 * what to do next (issue #40), from the learner's series as they stand now.
 */
export function CorrectionRoute() {
  const { id = '' } = useParams();
  // Read again on arrival: the series just ended must not come back as the one to continue.
  const series = useQuery({ ...seriesEleveQuery, refetchOnMount: 'always' });
  const { data: themes } = useThemes();
  const { licence, ordreLettrage, credits, onStarted } = useSeriesStart();
  const next =
    licence && series.data && series.isFetchedAfterMount ? (
      <NextStepCard
        licence={licence}
        data={series.data}
        themes={themes}
        ordreLettrage={ordreLettrage}
        credits={credits}
        onStarted={onStarted}
      />
    ) : undefined;
  return <SeriesResults serieId={id} next={next} />;
}
