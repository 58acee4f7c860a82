import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useBrand } from '../../brand/brand-store';
import { SPEECH_RATES } from '@prepacode/domain/preferences';
import { Player } from '../../features/player/components/player';
import { DEFAULT_PLAYER_SETTINGS } from '../../features/player/components/player-settings';
import { usePreferences } from '../../features/preferences/api/get-preferences';
import { ReadOnlyProvider } from '../../lib/read-only';
import { useAuth } from '../../features/auth/use-auth';

/** /player/:id, full screen outside the connected frame (spec §2). */
export function PlayerRoute() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const brand = useBrand();
  const { connectedAs } = useAuth();
  // The learner's read-aloud and keyboard settings; the player's defaults until they arrive.
  const preferences = usePreferences().data;
  const settings = preferences
    ? {
        readAloud: preferences.readAloud,
        speechRate: SPEECH_RATES[preferences.readingSpeed],
        shortcuts: preferences.shortcuts,
      }
    : DEFAULT_PLAYER_SETTINGS;
  // The dashboard and the history (their queries live under ['series', …]) list this attempt.
  const onAttemptEnded = () => void queryClient.invalidateQueries({ queryKey: ['series'] });
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
