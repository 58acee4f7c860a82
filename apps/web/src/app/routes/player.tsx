import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useBrand } from '../../brand/brand-store';
import { Player } from '../../features/player/components/player';
import { OfflinePlayer } from '../../features/player/offline/offline-player';
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

/**
 * `/hors-connexion/{id}`: a series downloaded on this device (issue #45), full screen as the
 * player, in its chunk (the service worker keeps it for when there is no network).
 */
export function OfflinePlayerRoute() {
  const { id } = useParams();
  const brand = useBrand();
  return (
    <OfflinePlayer
      serieId={Number(id)}
      brandIcon={brand.player.showIcon ? brand.favicon : null}
      settings={usePlayerSettings()}
    />
  );
}
