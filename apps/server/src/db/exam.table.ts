import type { ExamRequestStatus } from '@prepacode/domain/contracts/exam.contract';

/** Row type of the exam-requests migration (2026-11-22T1100). */
export interface ExamRequestsTable {
  id: string;
  user_id: string;
  inscription_id: number;
  licence_code: string;
  /** 12 digits, or null while the learner does not know it. */
  neph: string | null;
  /** `des_que_possible` or 'yyyy-MM'. */
  period: string;
  centre: string;
  phone: string | null;
  comment: string | null;
  status: ExamRequestStatus;
  /** 1 once the school was mailed the request. */
  school_notified: number;
  created_at: number;
  updated_at: number;
  /** Why the school refused (issue #19 inbox). */
  reason: string | null;
  /** `favorable` or `defavorable` once the result is recorded. */
  result: string | null;
  /** The score out of 40. */
  score: number | null;
  /** The staff member who last decided. */
  decided_by: string | null;
}
