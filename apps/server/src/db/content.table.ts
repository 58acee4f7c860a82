import type { Generated } from 'kysely';

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
  /**
   * Issue #46 (migration 2026-12-12T0900): an imported bank's network (null: every learner of
   * its licence), the licence it serves beside that licence's own bank (null for a bank of
   * content/), its file's format, and its share of the mock exams in per cent.
   */
  network_id: string | null;
  licence_code: string | null;
  source: 'moodle-xml' | 'gift' | null;
  exam_share: Generated<number>;
}

/** An imported bank's picture (migration 2026-12-12T0900), by the name /media/ serves it under. */
export interface ContentMediaTable {
  /** `<first 20 hex of the SHA-256 of its bytes>.<extension>`, as media-url.ts names files. */
  name: string;
  bytes: Buffer;
  created_at: number;
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
  /**
   * Issue #46 (migration 2026-12-12T0900): an imported question's review, 'a_relire',
   * 'acceptee' or 'refusee' (null: reviewed in content/'s files); JSON of what its import found
   * (`ReviewNotes`); who decided and when; bumped on each decision, for optimistic concurrency.
   */
  review_status: 'a_relire' | 'acceptee' | 'refusee' | null;
  review_notes: string | null;
  reviewed_by: string | null;
  reviewed_at: number | null;
  review_version: Generated<number>;
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
