/** Row types of the lesson-completions migration (2026-11-22T1000). */
export interface LessonCompletionsTable {
  user_id: string;
  /** A content lesson's id (`<bank>-<theme>`); kept if the lesson is retired. */
  lesson_id: string;
  completed_at: number;
}
