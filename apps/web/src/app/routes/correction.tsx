import { useParams } from 'react-router';
import { SeriesResults } from '../../features/player/components/series-results';

/** /correction/:id, inside the connected frame: an ended attempt's results and corrections. */
export function CorrectionRoute() {
  const { id = '' } = useParams();
  return <SeriesResults serieId={id} />;
}
