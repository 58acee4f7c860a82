import { z } from 'zod/mini';
import { KOPILOTE_LICENCES } from '../auth.js';
import { dayInFrance, FRENCH_MONTHS } from '../calendar.js';

// Exam registration (issue #8, spec §2 « S'inscrire à l'examen », §4 "Tabs"): a request the
// learner sends to their school. Not in spec §7: ours, in French; docs/api.md describes it.

/**
 * `envoyee`: sent, waiting for the school (the one open state: one at a time per learner);
 * `confirmee`: the school booked the exam, with its day, time and centre (issue #41);
 * `annulee`: withdrawn by the learner; `refusee`: the school refused it, with a reason (issue
 * #19 inbox); `annulee_ecole`: the school cancelled the booking, with a reason (issue #41). A
 * confirmed request may then carry the exam's result (`resultat`, `note` out of 40).
 */
export const EXAM_REQUEST_STATUSES = [
  'envoyee',
  'confirmee',
  'annulee',
  'refusee',
  'annulee_ecole',
] as const;
export type ExamRequestStatus = (typeof EXAM_REQUEST_STATUSES)[number];
/** The exam's outcome the school records on a confirmed request. */
export const EXAM_RESULTS = ['favorable', 'defavorable'] as const;
export type ExamResult = (typeof EXAM_RESULTS)[number];
/** The theory test's questions: the score is out of this. */
export const EXAM_SCORE_MAX = 40;
export const OPEN_EXAM_REQUEST_STATUS: ExamRequestStatus = 'envoyee';

/** The licences with exam registration: the Kopilote ones (spec §4, §9). */
export type ExamLicence = (typeof KOPILOTE_LICENCES)[number];
export const isExamLicence = (code: string | null | undefined): code is ExamLicence =>
  (KOPILOTE_LICENCES as readonly (string | null | undefined)[]).includes(code);

/** The official theory test each of these licences leads to. */
export const EXAM_TESTS: Record<ExamLicence, { name: string; acronym: string }> = {
  b: { name: 'Épreuve théorique générale', acronym: 'ETG' },
  etm: { name: 'Épreuve théorique moto', acronym: 'ETM' },
};

/** The period for a learner who takes the first date the school finds. */
export const ASAP_PERIOD = 'des_que_possible';
/** How many months ahead a learner may ask for, after the current one. */
export const EXAM_PERIOD_MONTHS = 6;

const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** 'yyyy-MM' of the month `offset` months after the French month of `now`. */
function monthAfter(now: number, offset: number): string {
  const [year = 1970, month = 1] = dayInFrance(now).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + offset, 1)).toISOString().slice(0, 7);
}

/** The periods offered at `now`: as soon as possible, then each of the next months. */
export function examPeriods(now: number): string[] {
  const months = Array.from({ length: EXAM_PERIOD_MONTHS }, (_, index) =>
    monthAfter(now, index + 1),
  );
  return [ASAP_PERIOD, ...months];
}

/**
 * What the server accepts: the offered periods, and the current month too, so that a page
 * opened before the month changed can still be sent.
 */
export const isAllowedExamPeriod = (period: string, now: number): boolean =>
  period === monthAfter(now, 0) || examPeriods(now).includes(period);

/** « Dès que possible », « décembre 2026 ». */
export function examPeriodLabel(period: string): string {
  if (!PERIOD_PATTERN.test(period)) return 'Dès que possible';
  const [year = '', month = 1] = period.split('-');
  return `${FRENCH_MONTHS[Number(month) - 1]} ${year}`;
}

/** Optional text: empty means absent. */
const optionalText = (max: number, message: string) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, message)));

/** POST /api/examen/demande (JSON). */
export const demandeExamenBodySchema = z.object({
  /** The 12-digit NEPH; empty while the learner does not know it (the school fills it in). */
  neph: z.optional(
    z.string().check(
      z.overwrite((value) => value.replace(/[\s.-]/g, '')),
      z.regex(
        /^(\d{12})?$/,
        'Le numéro NEPH compte 12 chiffres ; laissez-le vide si vous ne l’avez pas encore.',
      ),
    ),
  ),
  periode: z
    .string()
    .check(
      z.regex(
        new RegExp(`^(${ASAP_PERIOD}|\\d{4}-(0[1-9]|1[0-2]))$`),
        'Choisissez une période dans la liste.',
      ),
    ),
  centre: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, 'Indiquez le centre d’examen souhaité (2 caractères au moins).'),
      z.maxLength(120, 'Le centre d’examen tient en 120 caractères au plus.'),
    ),
  telephone: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.regex(
          /^(\+?\d[\d .-]{8,18}\d)?$/,
          'Le numéro de téléphone n’est pas valide (par exemple 06 12 34 56 78).',
        ),
      ),
  ),
  commentaire: optionalText(1000, 'Le commentaire tient en 1 000 caractères au plus.'),
});
export type DemandeExamenBody = z.infer<typeof demandeExamenBodySchema>;

/** DELETE /api/examen/demande/{id} */
export const demandeExamenParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(40)),
});

/** The exam the school booked (issue #41): French day 'yyyy-MM-dd', time 'HH:mm', centre. */
export const examenPrevuSchema = z.object({
  date: z.string(),
  heure: z.string(),
  centre: z.string(),
});
export type ExamenPrevu = z.infer<typeof examenPrevuSchema>;

/** A request as the learner sees it; dates are ISO instants. */
export const demandeExamenSchema = z.object({
  id: z.string(),
  statut: z.enum(EXAM_REQUEST_STATUSES),
  permis: z.string(),
  neph: z.nullable(z.string()),
  periode: z.string(),
  centre: z.string(),
  telephone: z.nullable(z.string()),
  commentaire: z.nullable(z.string()),
  date_demande: z.string(),
  date_statut: z.string(),
  /** The school was mailed the request (false: it has no address, or the mail failed). */
  ecole_prevenue: z.boolean(),
  /** Why the school refused it (`refusee`) or cancelled its booking (`annulee_ecole`). */
  motif: z.optional(z.nullable(z.string())),
  /** The booked exam, once the school confirmed it with a date (`confirmee`, `annulee_ecole`). */
  examen_prevu: z.optional(z.nullable(examenPrevuSchema)),
  /** The exam's result, once the school recorded it. */
  resultat: z.optional(z.nullable(z.enum(EXAM_RESULTS))),
  note: z.optional(z.nullable(z.number())),
});
export type DemandeExamen = z.infer<typeof demandeExamenSchema>;

/** GET /api/examen/demande: the latest request, and whether the rule of spec §4 allows one. */
export const demandeExamenStateSchema = z.object({
  demande: z.nullable(demandeExamenSchema),
  autorisee: z.boolean(),
});
export type DemandeExamenState = z.infer<typeof demandeExamenStateSchema>;
