/**
 * The learner's settings the player follows (« Mes préférences », kept by the server): the app
 * reads them and passes them in, so the player stays independent of where they come from.
 */
export interface PlayerSettings {
  /** Read each question aloud as it appears. */
  readAloud: boolean;
  /** Speech rate, 1 is normal. */
  speechRate: number;
  /** The single-key shortcuts A–D, Entrée, Retour arrière (WCAG 2.1.4: they can be turned off). */
  shortcuts: boolean;
}

export const DEFAULT_PLAYER_SETTINGS: PlayerSettings = {
  readAloud: false,
  speechRate: 1,
  shortcuts: true,
};
