import type { Generated } from 'kysely';

/** Row type of the sign-up migration (2026-11-22T1300): the tyre-maker brand's codes. */
export interface ActivationCodesTable {
  /** Upper case, `XXXX-XXXX-XXXX`. */
  code: string;
  structure_id: string;
  licence_code: string;
  access_days: number;
  batch: string;
  /** The code can be activated until then (ms). */
  expires_at: number;
  created_at: number;
  email: string | null;
  /** SHA-256 of the sign-up token handed out for `email`; null once used. */
  token_hash: string | null;
  token_expires_at: number | null;
  user_id: string | null;
  used_at: number | null;
  /** Exam credits the inscription gets with the code (2026-11-26T0900). */
  exam_credits: Generated<number>;
  /** When the school revoked the code, unused (2026-11-26T0900); null otherwise. */
  revoked_at: number | null;
}
