import type { Theme } from '@prepacode/domain/brands';
import type { TeamRole } from '@prepacode/domain/contracts/team.contract';
import type { Kysely } from 'kysely';
import { appUrl, publicUrl, type Config } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import { AppError } from '../../../plugins/errors.js';
import { createPasswordLink } from '../../central/password-link.js';
import { staffInvitationMail } from '../../mail/templates.js';
import type { Mailer } from '../../mail/mailer.js';
import { insertAccount } from '../../signup/learners.service.js';
import {
  deleteMember,
  findMember,
  lockSchool,
  otherManagers,
  setStaffRole,
} from './team.repository.js';

// A school's team (issue #41, point 7): the school space's « Équipe » and the admin commands
// `staff-create` run these (one implementation of each action).

/** A new staff account chooses its password within a week, as a welcomed learner does. */
export const STAFF_LINK_MINUTES = 7 * 24 * 60;

export interface Invitation {
  school: string;
  role: TeamRole;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * A staff account without a password, and the mail with the link to choose one. Answers the
 * account, the link and why the mail did not leave, if it did not (the account stays).
 */
export async function inviteStaff(
  db: Kysely<Database>,
  mailer: Mailer,
  config: Config,
  brand: Theme,
  invitation: Invitation,
  now = Date.now(),
): Promise<{ id: string; link: string; mailError: string | null }> {
  const id = await insertAccount(
    db,
    {
      role: 'staff',
      staffRole: invitation.role,
      email: invitation.email,
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      structureId: invitation.school,
    },
    now,
  );
  const link = await createPasswordLink(
    db,
    {
      userId: id,
      brand,
      service: appUrl(config),
      validMinutes: STAFF_LINK_MINUTES,
      publicUrl: publicUrl(config),
    },
    now,
  );
  try {
    await mailer.send(
      staffInvitationMail(
        brand,
        { email: invitation.email, firstName: invitation.firstName },
        link,
        STAFF_LINK_MINUTES / (24 * 60),
      ),
    );
    return { id, link, mailError: null };
  } catch (error) {
    return { id, link, mailError: error instanceof Error ? error.message : String(error) };
  }
}

const lastManager = (firstName: string) =>
  new AppError(
    409,
    'dernier_gestionnaire',
    `${firstName} est le seul gestionnaire de l’école\u202f: nommez-en un autre avant.`,
  );

/**
 * Another role, or out of the team (`null`): refused when it would leave the school without a
 * manager. The school's row is held meanwhile and both accounts are read again under it: of
 * two managers changing each other at once, the second finds it may no longer (tested on
 * PostgreSQL), and the school always keeps one.
 */
export async function changeMember(
  db: Kysely<Database>,
  actorId: string,
  member: { id: string; school: string },
  next: TeamRole | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockSchool(trx, member.school);
    const actor = await findMember(trx, actorId);
    if (actor?.structure_id === member.school && actor.staff_role !== 'gestionnaire') {
      throw new AppError(403, 'role_insuffisant', 'Votre rôle ne permet plus de gérer l’équipe.');
    }
    const current = await findMember(trx, member.id);
    if (!current || current.structure_id !== member.school) throw memberNotFound();
    if (
      current.staff_role === 'gestionnaire' &&
      next !== 'gestionnaire' &&
      (await otherManagers(trx, member.school, member.id)) === 0
    ) {
      throw lastManager(current.first_name);
    }
    if (next === null) await deleteMember(trx, member.id);
    else await setStaffRole(trx, member.id, next);
  });
}

export const memberNotFound = () =>
  new AppError(404, 'membre_introuvable', 'Ce membre n’est pas de l’équipe de vos écoles.');
