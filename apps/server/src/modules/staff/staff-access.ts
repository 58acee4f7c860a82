import {
  isStaffRole,
  staffMay,
  type StaffAction,
  type StaffRole,
} from '@prepacode/domain/staff-roles';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.js';
import { recordAudit } from '../auth/audit.repository.js';
import { sessionExpired } from '../auth/session.plugin.js';
import { findUserById } from '../auth/accounts.repository.js';
import {
  findGroup,
  findInscriptionWithLearner,
  findInscriptionsWithLearners,
  findUsersByIds,
  schoolIdsOfNetwork,
} from './staff.repository.js';
import { withShownAddress } from '../school/enrolment/enrolment.repository.js';

// Who a staff call comes from and what it may reach (issue #19, ADR 0015). Every staff route
// starts here: the role decides the actions (domain staff-roles.ts), the schools decide the
// learners. Another school's ids answer like unknown ones, so nothing tells they exist.

export interface StaffMember {
  id: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  /** The schools this staff member acts for: theirs, or every school of their network. */
  schoolIds: string[];
  /** The operator's network (the schools they may create and edit); null for anyone else. */
  networkId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The school space's staff member, read once by its plugin's `loadStaffMember`. */
    staff: StaffMember | null;
  }
}

/**
 * The school space's hook (school.plugin.ts), after the body is checked as a handler would:
 * the staff member is read once per request, whatever the route does with them.
 */
export async function loadStaffMember(request: FastifyRequest): Promise<void> {
  request.staff = await staffMember(request);
}

/** The staff member `loadStaffMember` read for this request (school space routes). */
export function staffOf(request: FastifyRequest): StaffMember {
  if (!request.staff) throw sessionExpired();
  return request.staff;
}

/**
 * Records what the request's staff member did in the school space: who, from where, to whom
 * (a learner, a member; null for a school's settings), and what.
 */
export const auditStaff = (
  request: FastifyRequest,
  action: string,
  subjectId: string | null,
  details: Record<string, unknown> = {},
) =>
  recordAudit(request.server.db, {
    actorId: staffOf(request).id,
    action,
    subjectId,
    ip: request.ip,
    details,
  });

/** The signed-in staff member of a request behind `requireStaff`. */
export async function staffMember(request: FastifyRequest): Promise<StaffMember> {
  const { db } = request.server;
  const user = request.session ? await findUserById(db, request.session.user_id) : undefined;
  if (!user || user.role !== 'staff' || !isStaffRole(user.staff_role)) throw sessionExpired();
  const schoolIds =
    user.staff_role === 'operateur'
      ? user.network_id
        ? await schoolIdsOfNetwork(db, user.network_id)
        : []
      : user.structure_id
        ? [user.structure_id]
        : [];
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    role: user.staff_role,
    schoolIds,
    networkId: user.staff_role === 'operateur' ? user.network_id : null,
  };
}

/** Refuses an action the staff member's role does not allow. */
export function allow(staff: StaffMember, action: StaffAction): void {
  if (!staffMay(staff.role, action)) {
    throw new AppError(403, 'action_refusee', 'Votre rôle ne vous permet pas cette action.');
  }
}

/** The schools a call covers: one that is the staff member's, or all of theirs. */
export function schoolsOf(staff: StaffMember, requested?: string): string[] {
  if (requested === undefined) return staff.schoolIds;
  if (!staff.schoolIds.includes(requested)) {
    throw new AppError(404, 'ecole_introuvable', 'Cette école ne fait pas partie des vôtres.');
  }
  return [requested];
}

/** A group of one of the staff member's schools. */
export async function groupOf(request: FastifyRequest, staff: StaffMember, groupId: string) {
  const group = await findGroup(request.server.db, groupId);
  if (!group || !staff.schoolIds.includes(group.structure_id)) {
    throw new AppError(404, 'groupe_introuvable', 'Ce groupe ne fait pas partie de vos écoles.');
  }
  return group;
}

/** Whether a learner's row is one the staff member acts on: theirs, not anonymised. */
const isTheirs = (
  staff: StaffMember,
  row: { role: string; structure_id: string | null; anonymised_at: number | null },
) =>
  row.role === 'learner' &&
  row.structure_id !== null &&
  staff.schoolIds.includes(row.structure_id) &&
  row.anonymised_at === null;

/**
 * A learner of one of the staff member's schools; anyone else answers like an unknown one, and
 * so does an anonymised learner (ADR 0017) unless the caller asks for them.
 */
export async function learnerOf(
  request: FastifyRequest,
  staff: StaffMember,
  learnerId: string,
  { anonymised = false } = {},
) {
  const learner = await findUserById(request.server.db, learnerId);
  if (
    !learner ||
    learner.role !== 'learner' ||
    learner.structure_id === null ||
    !staff.schoolIds.includes(learner.structure_id) ||
    (learner.anonymised_at !== null && !anonymised)
  ) {
    throw new AppError(404, 'eleve_introuvable', 'Cet élève n’existe pas dans vos écoles.');
  }
  // A held account (ADR 0030) is seen under the address the school typed, never its stand-in.
  const [shown = learner] = await withShownAddress(request.server.db, [learner]);
  return shown;
}

/** An inscription of a learner of the staff member's schools; anyone else's answers 404. */
export async function inscriptionOf(request: FastifyRequest, staff: StaffMember, id: string) {
  const row = await findInscriptionWithLearner(request.server.db, Number(id));
  if (!row || !isTheirs(staff, row)) {
    throw new AppError(
      404,
      'inscription_introuvable',
      'Cette formation n’existe pas dans vos écoles.',
    );
  }
  return { id: Number(row.id), learnerId: row.user_id };
}

/**
 * Several learners of the staff member's schools (a selection of the list); one anyone else's,
 * or unknown, answers 404 for them all, so nothing is done to any.
 */
export async function learnersOf(request: FastifyRequest, staff: StaffMember, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await findUsersByIds(request.server.db, unique);
  if (rows.length !== unique.length || !rows.every((row) => isTheirs(staff, row))) {
    throw new AppError(404, 'eleve_introuvable', 'Un de ces élèves n’existe pas dans vos écoles.');
  }
  // A held account (ADR 0030) is seen under the address the school typed, as in learnerOf.
  return withShownAddress(request.server.db, rows);
}

/** Several inscriptions of learners of the staff member's schools, as `learnersOf`. */
export async function inscriptionsOf(request: FastifyRequest, staff: StaffMember, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await findInscriptionsWithLearners(request.server.db, unique);
  if (rows.length !== unique.length || !rows.every((row) => isTheirs(staff, row))) {
    throw new AppError(
      404,
      'inscription_introuvable',
      'Une de ces formations n’existe pas dans vos écoles.',
    );
  }
  return rows.map((row) => ({ id: Number(row.id), learnerId: row.user_id }));
}
