import { z } from 'zod/mini';

// « Signaler une erreur » on a question's correction (issue #18, point 11), apart from the rest
// of the learner's self-service (account.contract.ts) because the player, in the chunk the lazy
// pages share, needs it: the account page's schemas stay out of the dashboard's first load.

/** The reasons of « Signaler une erreur », by wire name, with their French labels. */
export const REPORT_REASONS = {
  reponse_fausse: 'Réponse fausse',
  question_ambigue: 'Question ambiguë',
  regle_depassee: 'Règle dépassée',
  image: 'Image',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
const REASON_KEYS = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

export const REPORT_COMMENT_MIN = 5;
export const REPORT_COMMENT_MAX = 500;

/** POST /api/compte/signalements: an error seen on a question's correction. */
export const reportBodySchema = z.object({
  serie: z
    .string({ error: 'Identifiant de série invalide.' })
    .check(z.regex(/^\d{1,16}$/, 'Identifiant de série invalide.')),
  identifiant: z
    .string({ error: 'Identifiant de question invalide.' })
    .check(
      z.minLength(1, 'Identifiant de question invalide.'),
      z.maxLength(40, 'Identifiant de question invalide.'),
    ),
  motif: z.enum(REASON_KEYS, 'Choisissez ce qui ne va pas dans cette question.'),
  commentaire: z
    .string({ error: 'Décrivez l’erreur en une ligne.' })
    .check(
      z.trim(),
      z.minLength(
        REPORT_COMMENT_MIN,
        `Décrivez l’erreur en ${REPORT_COMMENT_MIN} caractères au moins.`,
      ),
      z.maxLength(
        REPORT_COMMENT_MAX,
        `Votre description tient en ${REPORT_COMMENT_MAX} caractères au plus.`,
      ),
    ),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

export const reportAnswerSchema = z.object({ message: z.string() });
