import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useBrand } from '../../brand/brand-store';
import { Player } from '../../features/player/components/player';
import { usePlayerSettings } from '../use-player-settings';
import { ReadOnlyProvider } from '../../lib/read-only';
import { useAuth } from '../../features/auth/use-auth';

/** /player/:id, full screen outside the connected frame (spec §2). */
export function PlayerRoute() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const brand = useBrand();
  const { connectedAs } = useAuth();
  const settings = usePlayerSettings();
  // The dashboard and the history (their queries live under ['series', …]) list this attempt;
  // the preparation (['preparation']) counts its answers.
  const onAttemptEnded = () => {
    void queryClient.invalidateQueries({ queryKey: ['series'] });
    void queryClient.invalidateQueries({ queryKey: ['preparation'] });
  };
  return (
    <ReadOnlyProvider value={connectedAs !== null}>
      <Player
        serieId={id}
        onAttemptEnded={onAttemptEnded}
        brandIcon={brand.player.showIcon ? brand.favicon : null}
        settings={settings}
      />
    </ReadOnlyProvider>
  );
}
