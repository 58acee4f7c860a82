import { z } from 'zod/mini';
import { TEMPS_MAJORE, VITESSES_LECTURE } from '../preferences.js';
import { ORDRE_LETTRAGE } from '../series.js';

// GET and PUT /api/front/preferences (issue #18): the learner's own settings. Not in spec §7:
// ours, in French; docs/api.md describes them.

/** The settings as stored and sent back; PUT takes the whole object. */
export const preferencesSchema = z.object({
  /** Extended time in exam conditions, fixed on each attempt when it starts. */
  temps_majore: z.enum(TEMPS_MAJORE, 'Le temps majoré doit valoir non, x1.5, x2 ou sans_limite.'),
  /** Each question is read aloud as it appears. */
  lecture_auto: z.boolean('La lecture automatique doit valoir true ou false.'),
  vitesse_lecture: z.enum(
    VITESSES_LECTURE,
    'La vitesse de lecture doit valoir lente, normale ou rapide.',
  ),
  /** The player's single-key shortcuts (A–D, Entrée, Retour arrière); WCAG 2.1.4. */
  raccourcis_clavier: z.boolean('Les raccourcis clavier doivent valoir true ou false.'),
  /**
   * Issue #40: the order every series shows its propositions in; `aleatoire` unless the learner
   * chose the bank's. Oui/Non and scales keep theirs either way.
   */
  ordre_propositions: z.enum(
    ORDRE_LETTRAGE,
    'L’ordre des propositions doit valoir fixe ou aleatoire.',
  ),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** What a learner who never chose anything gets. */
export const DEFAULT_PREFERENCES: Preferences = {
  temps_majore: 'non',
  lecture_auto: false,
  vitesse_lecture: 'normale',
  raccourcis_clavier: true,
  ordre_propositions: 'aleatoire',
};
