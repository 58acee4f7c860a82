import type { Kysely } from 'kysely';
import type { UserRole } from '../../db/accounts.table.js';
import type { Database } from '../../db/database.js';
import { dayInFranceAfter } from '@prepacode/domain/calendar';
import { AppError } from '../../plugins/errors.js';
import { newId, newNumericId } from '../../lib/tokens.js';
import { insertUserUnlessEmailTaken } from '../auth/accounts.repository.js';
import {
  findOpenInscription,
  insertInscription,
  setExpirationDate,
} from '../inscriptions/inscriptions.repository.js';
import type { StaffRole } from '@prepacode/domain/staff-roles';

export interface NewAccount {
  /** A learner unless said otherwise (the admin command makes staff accounts too). */
  role?: UserRole;
  /** A staff account's role in the school space (ADR 0015). */
  staffRole?: Exclude<StaffRole, 'operateur'>;
  email: string;
  firstName: string;
  lastName: string;
  structureId: string;
  groupId?: string | null;
  phone?: string | null;
  birthDate?: string | null;
  newsletter?: boolean;
}

/**
 * An account without a password: the link of its welcome or invitation mail sets it. Runs
 * inside the caller's transaction, with the inscription that goes with it.
 */
export async function insertAccount(
  db: Kysely<Database>,
  learner: NewAccount,
  now = Date.now(),
): Promise<string> {
  const id = newId();
  // Two sign-ups with one address at once (two codes, two links): the second is refused
  // here and its transaction, with its claim on the code, is rolled back.
  const inserted = await insertUserUnlessEmailTaken(db, {
    id,
    email: learner.email.trim().toLowerCase(),
    password_hash: null,
    role: learner.role ?? 'learner',
    staff_role: learner.role === 'staff' ? (learner.staffRole ?? 'moniteur') : null,
    first_name: learner.firstName,
    last_name: learner.lastName,
    photo_url: null,
    structure_id: learner.structureId,
    group_id: learner.groupId ?? null,
    created_at: now,
    phone: learner.phone ?? null,
    birth_date: learner.birthDate ?? null,
    newsletter: learner.newsletter ? 1 : 0,
  });
  if (!inserted) {
    throw new AppError(
      409,
      'compte_existant',
      'Un compte existe déjà pour cette adresse e‑mail : connectez-vous, ou utilisez une autre adresse.',
    );
  }
  return id;
}

/**
 * Opens `days` of access to a licence from today: a new inscription, or the learner's open one
 * for that licence carried to the later of its end and the new one (nothing is shortened).
 * Answers the inscription's id and last day.
 */
export async function openInscription(
  db: Kysely<Database>,
  { userId, licence, days }: { userId: string; licence: string; days: number },
  now = Date.now(),
): Promise<{ id: number; expirationDate: string }> {
  const until = dayInFranceAfter(days, now);
  const open = await findOpenInscription(db, userId, licence);
  if (open) {
    const expirationDate =
      open.expiration_date !== null && open.expiration_date > until ? open.expiration_date : until;
    await setExpirationDate(db, open.id, expirationDate);
    return { id: open.id, expirationDate };
  }
  const id = newNumericId();
  await insertInscription(db, {
    id,
    user_id: userId,
    licence_code: licence,
    expiration_date: until,
    total_credits: 0,
    remaining_credits: 0,
    status: 'ouvert',
    created_at: now,
  });
  return { id, expirationDate: until };
}
