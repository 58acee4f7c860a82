import type { Generated } from 'kysely';
import type { ClassroomPacing, ClassroomPhase, ClassroomSource } from '@prepacode/domain/classroom';
import type { LicenceCode } from '@prepacode/domain/licences';

/** Row types of the classroom migration (2026-12-08T0900, issue #43). */
export interface ClassroomSessionsTable {
  id: string;
  structure_id: string;
  staff_id: string | null;
  code: string;
  licence_code: LicenceCode;
  bank_id: string;
  source: ClassroomSource;
  slug: string | null;
  label: string;
  pacing: ClassroomPacing;
  question_seconds: number | null;
  nb_questions: number;
  phase: ClassroomPhase;
  /** 0-based; -1 before the first question. */
  position: number;
  question_started_at: number | null;
  deadline_at: number | null;
  changes: Generated<number>;
  created_at: number;
  updated_at: number;
  ended_at: number | null;
}

/** The session's questions, with the one lettering the room sees (as `attempt_questions`). */
export interface ClassroomQuestionsTable {
  session_id: string;
  position: number;
  question_id: string;
  version: number;
  theme: string;
  lettering: string;
  correct_letters: string;
}

/** A learner in the session: their inscription and the attempt their answers go to. */
export interface ClassroomParticipantsTable {
  session_id: string;
  inscription_id: number;
  attempt_id: number;
  joined_at: number;
}
