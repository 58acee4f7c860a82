// What a typed answer of a chart or tide exercise can be (issue #22): apart from the scoring
// (numeric-answer.ts) so that the player's wire contract, which the dashboard loads, names them
// without the rest.
export const NUMERIC_NATURES = [
  'cap',
  'distance',
  'hauteur',
  'sonde',
  'heure',
  'duree',
  'vitesse',
  'latitude',
  'longitude',
  /** A plain number, from a bank imported from another quiz tool (issue #46). */
  'nombre',
] as const;
export type NumericNature = (typeof NUMERIC_NATURES)[number];

/**
 * Every typed answer: a number of one of these natures, or a word (`mot`, a short answer of a
 * bank imported from another quiz tool, word-answer.ts).
 */
export const TYPED_NATURES = [...NUMERIC_NATURES, 'mot'] as const;
export type TypedNature = (typeof TYPED_NATURES)[number];
