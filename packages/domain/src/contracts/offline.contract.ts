import { z } from 'zod/mini';
import { TYPED_NATURES } from '../numeric-natures.js';
import { SERIES_TYPES } from '../series.js';
import {
  carteSchema,
  mediaSchema,
  propositionSchema,
  saisieSchema,
  sceneSchema,
} from './player.contract.js';

// Issue #45: a training series downloaded to be played with no network. The device shows each
// question as the player does, marks the answer itself and shows its correction, then sends the
// answers when the network returns (`PUT /api/player/envoi-reponse` with `id_reponse` and
// `repondu_le`), where the server marks them again and counts each once.

/** A typed answer's expected value and tolerance (numeric-answer.ts, word-answer.ts). */
const attendueSchema = z.object({
  nature: z.enum(TYPED_NATURES),
  valeur: z.union([
    z.number(),
    z.string(),
    z.array(z.string()),
    z.object({
      degres: z.number(),
      minutes: z.number(),
      sens: z.enum(['N', 'S', 'E', 'W']),
    }),
  ]),
  tolerance: z.number(),
});

/** A question of the series as the player asks it, with its correction. */
export const questionHorsConnexionSchema = z.object({
  identifiant: z.string(),
  /** 1-based, out of the series' `total`. */
  position: z.number(),
  enonce: z.string(),
  enonce_suite: z.optional(z.string()),
  propositions: z.array(propositionSchema),
  media: z.nullable(mediaSchema),
  scene: z.optional(sceneSchema),
  plusieurs_reponses: z.optional(z.boolean()),
  saisie: z.optional(saisieSchema),
  carte: z.optional(carteSchema),
  /** The right letters as shown in this attempt; empty for a typed answer. */
  correctes: z.array(z.string()),
  explication: z.string(),
  reference: z.string(),
  attendue: z.optional(attendueSchema),
});
export type QuestionHorsConnexion = z.infer<typeof questionHorsConnexionSchema>;

/**
 * GET /api/player/hors-connexion/{id}: the series' questions not answered yet, in order, and
 * what was answered before it was downloaded (the device counts the score on from there).
 */
export const serieHorsConnexionSchema = z.object({
  serie: z.number(),
  slug: z.string(),
  type: z.enum(SERIES_TYPES),
  libelle: z.string(),
  total: z.number(),
  repondues: z.number(),
  justes: z.number(),
  questions: z.array(questionHorsConnexionSchema),
});
export type SerieHorsConnexion = z.infer<typeof serieHorsConnexionSchema>;
