import type { Generated } from 'kysely';
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
  /** The booked exam (migration 2026-12-05T0900): French day 'yyyy-MM-dd', 'HH:mm', centre. */
  exam_day: string | null;
  exam_time: string | null;
  exam_centre: string | null;
  /** When the learner's reminder was sent; null again when the booking moves. */
  reminded_at: number | null;
  /** When the result was first recorded: the 30 days of corrections count from it. */
  result_at: number | null;
  /** 1 once a manager corrected the result. */
  result_corrected: Generated<number>;
}
