import type {
  ApplicationsTable,
  AuditLogTable,
  CreditDefaultsTable,
  GroupsTable,
  InscriptionsTable,
  EnrolmentInvitationsTable,
  LearnerNotesTable,
  KopiloteEntriesTable,
  MessagesTable,
  PartnerTokensTable,
  PasswordResetTokensTable,
  SessionsTable,
  StructuresTable,
  NetworksTable,
  TicketsTable,
  UsersTable,
} from './accounts.table.js';
import type {
  ContentBankLicencesTable,
  ContentBanksTable,
  ContentMediaTable,
  ContentStampTable,
  ContentLessonsTable,
  ContentSeriesLicencesTable,
  ContentSeriesQuestionsTable,
  ContentSeriesTable,
  ContentThemesTable,
  PropositionsTable,
  QuestionsTable,
  QuestionVersionsTable,
} from './content.table.js';
import type {
  AttemptQuestionsTable,
  AttemptsTable,
  LearnerQuestionStatsTable,
  LearnerSeriesDoneTable,
  LearnerPreferencesTable,
  LearnerThemeStatsTable,
  LearnerTotalsTable,
  MemoryParametersTable,
} from './attempts.table.js';
import type {
  ClassroomParticipantsTable,
  ClassroomQuestionsTable,
  ClassroomSessionsTable,
} from './classroom.table.js';
import type { LessonCompletionsTable } from './courses.table.js';
import type { ExamRequestsTable } from './exam.table.js';
import type { ContactAnswersTable, ContactMessagesTable } from './contact.table.js';
import type { RateLimitTable } from './rate-limit.table.js';
import type { ActivationCodesTable } from './signup.table.js';
import type {
  DeletionRequestsTable,
  EmailChangeTokensTable,
  QuestionReportsTable,
} from './account.table.js';

/** The database as Kysely sees it: one entry per table, snake_case as stored. */
export interface Database {
  rate_limit: RateLimitTable;
  structures: StructuresTable;
  networks: NetworksTable;
  groups: GroupsTable;
  credit_defaults: CreditDefaultsTable;
  learner_notes: LearnerNotesTable;
  classroom_sessions: ClassroomSessionsTable;
  memory_parameters: MemoryParametersTable;
  classroom_questions: ClassroomQuestionsTable;
  classroom_participants: ClassroomParticipantsTable;
  enrolment_invitations: EnrolmentInvitationsTable;
  users: UsersTable;
  inscriptions: InscriptionsTable;
  applications: ApplicationsTable;
  kopilote_entries: KopiloteEntriesTable;
  messages: MessagesTable;
  sessions: SessionsTable;
  tickets: TicketsTable;
  password_reset_tokens: PasswordResetTokensTable;
  audit_log: AuditLogTable;
  partner_tokens: PartnerTokensTable;
  content_banks: ContentBanksTable;
  content_stamp: ContentStampTable;
  content_media: ContentMediaTable;
  content_bank_licences: ContentBankLicencesTable;
  content_themes: ContentThemesTable;
  questions: QuestionsTable;
  question_versions: QuestionVersionsTable;
  propositions: PropositionsTable;
  content_series: ContentSeriesTable;
  content_series_licences: ContentSeriesLicencesTable;
  content_series_questions: ContentSeriesQuestionsTable;
  content_lessons: ContentLessonsTable;
  attempts: AttemptsTable;
  attempt_questions: AttemptQuestionsTable;
  learner_theme_stats: LearnerThemeStatsTable;
  learner_question_stats: LearnerQuestionStatsTable;
  learner_totals: LearnerTotalsTable;
  learner_series_done: LearnerSeriesDoneTable;
  learner_preferences: LearnerPreferencesTable;
  exam_requests: ExamRequestsTable;
  lesson_completions: LessonCompletionsTable;
  contact_messages: ContactMessagesTable;
  contact_answers: ContactAnswersTable;
  activation_codes: ActivationCodesTable;
  email_change_tokens: EmailChangeTokensTable;
  deletion_requests: DeletionRequestsTable;
  question_reports: QuestionReportsTable;
}
