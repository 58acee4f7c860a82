import { z } from 'zod/mini';

// The school space's banners (issue #19, point 4; spec §3, §4: shown in the learner app only
// strictly inside their window). Not in spec §7: ours, in French; docs/api.md ("School space ›
// Banners") describes them. `publier_messages`: manager and operator.

export const BANNER_TYPES = ['info', 'warning'] as const;
export const BANNER_MAX = 1000;

const day = (message: string) => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, message));

/** POST {central}/api/ecole/messages: exactly one of `ecole`, `groupe`, `eleve`. */
export const bannerBodySchema = z
  .object({
    ecole: z.optional(z.string().check(z.regex(/^[\w-]{1,40}$/, 'Identifiant invalide.'))),
    groupe: z.optional(z.string().check(z.regex(/^[\w-]{1,40}$/, 'Identifiant invalide.'))),
    eleve: z.optional(z.string().check(z.regex(/^[\w-]{1,40}$/, 'Identifiant invalide.'))),
    type: z.enum(BANNER_TYPES, 'Choisissez information ou avertissement.'),
    texte: z
      .string()
      .check(
        z.trim(),
        z.minLength(3, 'Écrivez le message (3 caractères au moins).'),
        z.maxLength(BANNER_MAX, 'Le message tient en 1 000 caractères au plus.'),
      ),
    /** French calendar days: from 00:00 (Paris) on `debut` to the end of `fin`. */
    debut: day('Indiquez la date de début.'),
    fin: day('Indiquez la date de fin.'),
  })
  .check(
    z.refine(
      (body) => [body.ecole, body.groupe, body.eleve].filter(Boolean).length === 1,
      'Choisissez à qui s’adresse le message\u202f: l’école, un groupe ou un élève.',
    ),
    z.refine((body) => body.debut <= body.fin, {
      message: 'La date de fin vient au plus tôt le jour du début.',
      path: ['fin'],
    }),
  );
export type BannerBody = z.infer<typeof bannerBodySchema>;

export const bannerSchema = z.object({
  id: z.string(),
  type: z.enum(BANNER_TYPES),
  texte: z.string(),
  /** « École … », « Groupe … » or « Élève … ». */
  destinataire: z.string(),
  debut: z.string(),
  fin: z.string(),
  /** `en_cours` (strictly inside its window), `a_venir` or `passe`. */
  etat: z.enum(['en_cours', 'a_venir', 'passe']),
});
export type Banner = z.infer<typeof bannerSchema>;

/** GET {central}/api/ecole/messages */
export const bannersSchema = z.object({ messages: z.array(bannerSchema) });

export const bannerParamsSchema = z.object({
  id: z.string().check(z.regex(/^[\w-]{1,40}$/, 'Identifiant invalide.')),
});
