import { SPEECH_RATES } from '@prepacode/domain/preferences';
import {
  DEFAULT_PLAYER_SETTINGS,
  type PlayerSettings,
} from '../features/player/components/player-settings';
import { usePreferences } from '../features/preferences/api/get-preferences';

/**
 * The learner's read-aloud and keyboard settings, read by the routes that show the player's
 * components (the player, the classroom's phone view), which take them as props: the player's
 * defaults until « Mes préférences » arrive.
 */
export function usePlayerSettings(): PlayerSettings {
  const preferences = usePreferences().data;
  return preferences
    ? {
        readAloud: preferences.readAloud,
        speechRate: SPEECH_RATES[preferences.readingSpeed],
        shortcuts: preferences.shortcuts,
      }
    : DEFAULT_PLAYER_SETTINGS;
}
