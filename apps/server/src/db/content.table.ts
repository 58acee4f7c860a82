/** Row types of the content migration (2026-11-21T1900). */
export interface ContentBanksTable {
  id: string;
  prefix: string;
  name: string;
  imported_at: number;
  /** JSON of bank.yaml's `examen` (migration 2026-11-29T0900); null: spec §9's format. */
  exam_format: string | null;
  /** JSON of the bank's training chart (migration 2026-11-30T0900, `BankChart`); null: none. */
  chart: string | null;
}

/**
 * The content stamp (migration 2026-12-01T0900): one row, bumped by every import, which the
 * content caches of every node compare with what they hold (modules/content/content-stamp.ts).
 */
export interface ContentStampTable {
  id: number;
  stamp: number;
}

/** Which bank serves a licence (code-route for b, etg and etgreg…). */
export interface ContentBankLicencesTable {
  licence_code: string;
  bank_id: string;
}

export interface ContentThemesTable {
  bank_id: string;
  letter: string;
  label: string;
  short_label: string | null;
  color: string;
  position: number;
}

export interface QuestionsTable {
  id: string;
  bank_id: string;
  theme: string;
  current_version: number;
  /** When the question left the files; past answers keep pointing to its versions. */
  retired_at: number | null;
}

export interface QuestionVersionsTable {
  question_id: string;
  version: number;
  statement: string;
  statement_second: string | null;
  explanation: string;
  reference: string;
  media_file: string | null;
  media_alt: string | null;
  /** SHA-256 of the version's content: an unchanged question imports as nothing. */
  content_hash: string;
  created_at: number;
  /** JSON of the expected typed answer (migration 2026-11-30T0900); null: answered by letters. */
  typed_answer: string | null;
}

export interface PropositionsTable {
  question_id: string;
  version: number;
  letter: string;
  text: string;
  correct: number;
}

/** A fixed series of a bank (migration 2026-11-21T2000). */
export interface ContentSeriesTable {
  slug: string;
  bank_id: string;
  type: 'examen' | 'thematique' | 'accueil';
  label: string;
  timed: number;
  position: number;
  content_hash: string;
  retired_at: number | null;
}

export interface ContentSeriesLicencesTable {
  slug: string;
  licence_code: string;
}

export interface ContentSeriesQuestionsTable {
  slug: string;
  position: number;
  question_id: string;
}

/** A course lesson, one per theme for now (migration 2026-11-21T2100). */
export interface ContentLessonsTable {
  /** `<bank>-<theme>`, stable. */
  id: string;
  bank_id: string;
  theme: string;
  title: string;
  /** Markdown. */
  body: string;
  position: number;
  content_hash: string;
  retired_at: number | null;
}
