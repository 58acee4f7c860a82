import type { StaffRole } from '@prepacode/domain/staff-roles';
import type { Generated } from 'kysely';

/** Row types of the accounts migration (2026-11-21T1600). */
export interface StructuresTable {
  id: string;
  name: string;
  email: string | null;
  created_at: number;
  /** The network holding the school (migration 2026-11-25T0900); null for a school alone. */
  network_id: string | null;
  /** Contact details and the brand it sells under (migration 2026-11-26T1100). */
  address: string | null;
  phone: string | null;
  brand: string | null;
  /** Bumped on each edit, for optimistic concurrency. */
  version: Generated<number>;
}

/** A network of schools, run by its operators (migration 2026-11-25T0900, ADR 0015). */
export interface NetworksTable {
  id: string;
  name: string;
  created_at: number;
}

export interface GroupsTable {
  id: string;
  structure_id: string;
  name: string;
}

/** A school's mock-exam credits for a new learner of a licence (migration 2026-12-06T0900). */
export interface CreditDefaultsTable {
  structure_id: string;
  licence_code: string;
  credits: number;
  updated_at: number;
}

/** A note a school's staff keep on a learner (migration 2026-12-06T1000). */
export interface LearnerNotesTable {
  id: string;
  user_id: string;
  /** Null once its author's account is gone. */
  author_id: string | null;
  text: string;
  created_at: number;
}

/**
 * An account a school made for an address that already had one, held for its owner's consent
 * (migration 2026-12-07T0900, ADR 0030): `user_id` is the held account, `email` the address
 * the school typed and sees.
 */
export interface EnrolmentInvitationsTable {
  user_id: string;
  joins_user_id: string;
  email: string;
  created_at: number;
}

export type UserRole = 'learner' | 'staff';

export interface UsersTable {
  id: string;
  /** Stored lower-cased; sign-on compares lower-cased input. */
  email: string;
  /** `scrypt$…` (see modules/auth/password.ts); null for accounts that only sign in via a partner. */
  password_hash: string | null;
  role: UserRole;
  first_name: string;
  last_name: string;
  photo_url: string | null;
  structure_id: string | null;
  group_id: string | null;
  created_at: number;
  /** Given at sign-up (migration 2026-11-22T1300): « 06 12 34 56 78 », 'yyyy-MM-dd'. */
  phone: string | null;
  birth_date: string | null;
  /** 1 when the learner asked for the partner's newsletter. */
  newsletter: Generated<number>;
  /** A staff account's role (migration 2026-11-25T0900); null for learners. */
  staff_role: StaffRole | null;
  /** An operator's network; null for everyone else. */
  network_id: string | null;
  /** When the learner's personal data was erased (migration 2026-11-26T1200, ADR 0017). */
  anonymised_at: number | null;
}

export interface InscriptionsTable {
  id: number;
  user_id: string;
  licence_code: string;
  /** Last day of access, 'yyyy-MM-dd'; null for an inscription without tests. */
  expiration_date: string | null;
  total_credits: number;
  remaining_credits: number;
  status: string;
  created_at: number;
  /** The exam's day as the learner gave it, 'yyyy-MM-dd' (migration 2026-12-09T0900). */
  exam_day: string | null;
}

export interface ApplicationsTable {
  id: string;
  user_id: string;
  label: string;
  title: string;
  link: string;
  color: string;
  fullscreen: number;
  is_max: number;
  licence_code: string | null;
  status: string;
}

export interface KopiloteEntriesTable {
  id: string;
  user_id: string;
  licence_code: string;
  status: string;
  created_at: number;
}

export interface MessagesTable {
  id: string;
  /** Audience: a whole school, a group (migration 2026-11-26T1000), or one learner. */
  structure_id: string | null;
  user_id: string | null;
  group_id: string | null;
  type: 'info' | 'warning';
  content: string;
  starts_at: number;
  ends_at: number;
}

export interface SessionsTable {
  /** Public id, the non-secret marker the SPA stores as `token`. */
  id: string;
  /** `learner` in the learner app; `staff` on the central site (migration 2026-11-21T1700). */
  kind: Generated<'learner' | 'staff'>;
  /** SHA-256 of the cookie's secret; the secret itself is never stored. */
  token_hash: string;
  user_id: string;
  inscription_id: number | null;
  mode: number;
  /** 1 while the learner has still to choose an inscription (login answered 300). */
  pending_choice: number;
  impersonator_id: string | null;
  theme: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

export interface TicketsTable {
  ticket_hash: string;
  user_id: string;
  service: string;
  theme: string;
  impersonator_id: string | null;
  expires_at: number;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  expires_at: number;
  used_at: number | null;
  /** Null for links made before migration 2026-11-22T1300. */
  created_at: number | null;
}

export interface PartnerTokensTable {
  partner: string;
  jti: string;
  expires_at: number;
}

export interface AuditLogTable {
  id: string;
  at: number;
  actor_id: string | null;
  action: string;
  subject_id: string | null;
  ip: string | null;
  details: string | null;
}
