import type { Generated } from 'kysely';
import type { ReportReason } from '@prepacode/domain/contracts/report.contract';

/** Row types of the learner self-service migration (2026-11-24T1300). */
export interface EmailChangeTokensTable {
  /** SHA-256 of the link's token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  /** Lower-cased, as accounts store it. */
  new_email: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

/** At most one per learner: the school reads them (its screen comes with another issue). */
export interface DeletionRequestsTable {
  user_id: string;
  reason: string | null;
  created_at: number;
  /** When the school acted on it, and who (migration 2026-11-26T1200); null until then. */
  handled_at: number | null;
  handled_by: string | null;
}

export interface QuestionReportsTable {
  id: string;
  user_id: string;
  attempt_id: number;
  question_id: string;
  /** The version the learner was shown, from attempt_questions. */
  version: number;
  reason: ReportReason;
  comment: string;
  created_at: number;
  /** The operator's decision (migration 2026-11-26T1100): 'a_voir', 'corrigee' or 'rejetee'. */
  status: Generated<string>;
  decided_by: string | null;
  decided_at: number | null;
  /** Bumped on each decision, for optimistic concurrency. */
  status_version: Generated<number>;
}
