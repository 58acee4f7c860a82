import { z } from 'zod/mini';
import { REPORT_REASONS, type ReportReason } from './report.contract.js';

// The question reports of a school's learners (issue #19, point 8; issue #41, point 10): GET
// {central}/api/ecole/signalements for the school's staff and the operator, POST
// {central}/api/ecole/signalements/statut for the operator. docs/api.md ("School space") describes them.

/** What the operator decided about a report, by wire name, with its French label. */
export const REPORT_STATUSES = {
  a_voir: 'À voir',
  corrigee: 'Corrigée',
  rejetee: 'Rejetée',
} as const;
export type ReportStatus = keyof typeof REPORT_STATUSES;
const STATUS_KEYS = Object.keys(REPORT_STATUSES) as [ReportStatus, ...ReportStatus[]];
const REASON_KEYS = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

export const reportsQuerySchema = z.object({
  statut: z.optional(z.enum(STATUS_KEYS, 'Ce statut n’existe pas.')),
});

export const questionReportSchema = z.object({
  id: z.string(),
  motif: z.enum(REASON_KEYS),
  commentaire: z.string(),
  /** ISO date and time of the report. */
  date: z.string(),
  /** The question version the learner saw. */
  version: z.number(),
  statut: z.enum(STATUS_KEYS),
  /** Sent back with a decision: another operator's decision since then answers 409. */
  version_statut: z.number(),
  decide_par: z.nullable(z.string()),
  decide_le: z.nullable(z.string()),
  /** Who reported it, and their school (issue #41, point 10: the school's staff read them). */
  eleve: z.string(),
  ecole: z.string(),
});
export type QuestionReport = z.infer<typeof questionReportSchema>;

/** One question with its correction as it reads today, and its reports, most reported first. */
export const reportedQuestionSchema = z.object({
  identifiant: z.string(),
  version_actuelle: z.number(),
  enonce: z.string(),
  enonce_suite: z.nullable(z.string()),
  media: z.nullable(z.object({ url: z.string(), alt: z.string() })),
  propositions: z.array(z.object({ lettre: z.string(), texte: z.string(), juste: z.boolean() })),
  /** A typed answer's expected value or words, and how close counts (then no propositions). */
  reponse_attendue: z.optional(z.string()),
  explication: z.string(),
  signalements: z.array(questionReportSchema),
});
export type ReportedQuestion = z.infer<typeof reportedQuestionSchema>;

export const reportsPageSchema = z.object({ questions: z.array(reportedQuestionSchema) });

/** POST …/signalements/statut: one report, or a question's whole group, with the versions seen. */
export const reportDecisionSchema = z.object({
  statut: z.enum(
    STATUS_KEYS,
    'Choisissez «\u202fcorrigée\u202f», «\u202frejetée\u202f» ou «\u202fà voir\u202f».',
  ),
  signalements: z
    .array(
      z.object({
        id: z.string().check(z.regex(/^[\w-]{1,40}$/, 'Identifiant invalide.')),
        version_statut: z.number().check(z.int(), z.nonnegative()),
      }),
    )
    .check(
      z.minLength(1, 'Choisissez au moins un signalement.'),
      z.maxLength(200, 'Pas plus de 200 signalements à la fois.'),
    ),
});

export const reportDecisionAnswerSchema = z.object({
  message: z.string(),
  signalements: z.array(questionReportSchema),
});
