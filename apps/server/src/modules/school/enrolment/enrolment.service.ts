import type { Theme } from '@prepacode/domain/brands';
import { brandNamed } from '@prepacode/domain/brands';
import type { ConsentDone, ConsentOffer } from '@prepacode/domain/contracts/enrolment.contract';
import { isLicenceCode, licenceLabel } from '@prepacode/domain/licences';
import type { Kysely } from 'kysely';
import { publicUrl, type Config } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import { hashToken } from '../../../lib/tokens.js';
import { AppError } from '../../../plugins/errors.js';
import { findUserByEmail } from '../../auth/accounts.repository.js';
import { recordAudit } from '../../auth/audit.repository.js';
import {
  createPasswordLink,
  LINK_VALID_MINUTES,
  mailPasswordLink,
} from '../../central/password-link.js';
import {
  deleteUnusedPasswordLinks,
  findPasswordLink,
  usePasswordLink,
} from '../../central/password-link.repository.js';
import { enrolmentConsentMail } from '../../mail/consent-mail.js';
import type { Mailer } from '../../mail/mailer.js';
import {
  findInvitation,
  heldAccountAt,
  heldInscriptionLicences,
  joinHeldAccount,
  retargetInvitation,
  releaseHeldAccount,
  schoolOfAccount,
} from './enrolment.repository.js';

// A school enrols an address that already has an account (issue #41, point 6; ADR 0030). The
// school must not learn that the address had one, nor where: it gets an account of its own at
// once, as for a new address, held for the owner's consent, and every answer it reads is the
// one a new address gets. The owner is mailed a link to a central page that says what joining
// means; accepting moves the held account's formations to the owner's account, which then
// belongs to the school.

/** Where an address stands for a school: unknown, already one of its learners, or elsewhere. */
export type Standing = { kind: 'free' } | { kind: 'here' } | { kind: 'elsewhere'; ownerId: string };

export async function standingOf(
  db: Kysely<Database>,
  school: string,
  email: string,
): Promise<Standing> {
  const owner = await findUserByEmail(db, email);
  if (await heldAccountAt(db, school, email)) return { kind: 'here' };
  if (!owner) return { kind: 'free' };
  if (owner.role === 'learner' && owner.structure_id === school) return { kind: 'here' };
  return { kind: 'elsewhere', ownerId: owner.id };
}

/** Already this school's: saying so tells the school nothing it cannot see in its list. */
export const alreadyHere = (email: string) =>
  new AppError(
    409,
    'deja_eleve',
    `${email} est déjà élève de l’école\u202f: retrouvez cette fiche dans la liste («\u202fAjouter une formation\u202f» y ouvre une autre formation).`,
  );

const licenceName = (code: string) => (isLicenceCode(code) ? licenceLabel(code) : code);
const validity = (minutes: number) =>
  minutes % 1440 === 0 ? `${minutes / 1440} jours` : `${minutes} minutes`;

/**
 * Mails the owner of the account a held account joins a link to its consent page, valid
 * `validMinutes`. Answers why it did not leave, or null.
 */
export async function mailConsent(
  db: Kysely<Database>,
  mailer: Mailer,
  config: Config,
  brand: Theme,
  heldId: string,
  validMinutes: number,
): Promise<string | null> {
  const invitation = await findInvitation(db, heldId);
  if (!invitation) return 'no invitation';
  const url = await createPasswordLink(db, {
    userId: heldId,
    brand,
    validMinutes,
    publicUrl: publicUrl(config),
    page: 'rattachement',
  });
  const licences = await heldInscriptionLicences(db, heldId);
  try {
    await mailer.send(
      enrolmentConsentMail(
        brand,
        { email: invitation.email, firstName: invitation.owner_first_name },
        {
          schoolName: invitation.school_name ?? brand.appTitle,
          licenceName: licences.map(licenceName).join(', '),
        },
        url,
        validity(validMinutes),
      ),
    );
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * A staff member's « lien de mot de passe »: a password link, valid an hour; for a held account,
 * its owner's consent link again, as long. The school's answer is the same either way.
 */
export async function mailLearnerLink(
  db: Kysely<Database>,
  mailer: Mailer,
  config: Config,
  learner: { id: string; email: string; first_name: string },
  brand: Theme,
): Promise<void> {
  if (!(await findInvitation(db, learner.id))) {
    return mailPasswordLink(db, mailer, config, learner, { brand });
  }
  const failure = await mailConsent(db, mailer, config, brand, learner.id, LINK_VALID_MINUTES);
  if (failure) throw new Error(failure);
}

/**
 * A staff member corrects the address of a held account: nobody has joined yet, so it changes
 * at once. An unknown address makes it an ordinary account (`released`, the caller mails its
 * welcome); another account's makes it wait for that owner's consent instead (mailed here).
 */
export async function changeHeldAddress(
  db: Kysely<Database>,
  mailer: Mailer,
  config: Config,
  brand: Theme,
  held: { id: string; school: string },
  email: string,
): Promise<{ released: boolean }> {
  const standing = await standingOf(db, held.school, email);
  if (standing.kind === 'here') throw alreadyHere(email);
  // The links mailed to the former address die: none may set a password or consent now.
  await deleteUnusedPasswordLinks(db, held.id);
  if (standing.kind === 'free') {
    await releaseHeldAccount(db, held.id, email);
    return { released: true };
  }
  await retargetInvitation(db, held.id, { joins_user_id: standing.ownerId, email });
  await mailConsent(db, mailer, config, brand, held.id, LINK_VALID_MINUTES);
  return { released: false };
}

const expired = () =>
  new AppError(
    400,
    'lien_invalide',
    'Ce lien n’est plus valable\u202f: demandez à l’école de vous en renvoyer un.',
  );

async function invitationOfToken(db: Kysely<Database>, token: string, now: number) {
  const link = await findPasswordLink(db, hashToken(token));
  if (!link || link.used_at !== null || link.expires_at <= now) throw expired();
  const invitation = await findInvitation(db, link.user_id);
  if (!invitation || invitation.held_anonymised_at !== null || invitation.structure_id === null) {
    throw expired();
  }
  return { link, invitation };
}

type Invitation = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

/** Why an account cannot join a school as a learner, or null. */
const refusal = (invitation: Invitation) =>
  invitation.owner_anonymised_at !== null
    ? 'Ce compte a été supprimé\u202f: demandez à l’école de vous inscrire avec une autre adresse.'
    : invitation.owner_role !== 'learner'
      ? `Cette adresse sert à un compte de l’équipe d’une école\u202f: elle ne peut pas devenir celle d’un élève. Demandez à ${invitation.school_name ?? 'l’école'} de vous inscrire avec une autre adresse.`
      : null;

/** What the consent page shows to the holder of the link. */
export async function consentOffer(
  db: Kysely<Database>,
  token: string,
  now = Date.now(),
): Promise<ConsentOffer> {
  const { invitation } = await invitationOfToken(db, token, now);
  const message = refusal(invitation);
  return {
    ecole: invitation.school_name ?? '',
    formations: (await heldInscriptionLicences(db, invitation.user_id)).map(licenceName),
    compte: invitation.email,
    possible: message === null,
    message,
  };
}

/**
 * The owner accepts: the held account joins theirs, in one transaction, once (of two
 * submissions of the link at once, one wins). An account that never had a password gets a
 * link to choose one: holding this link proves the mailbox, as a password link does.
 */
export async function acceptOffer(
  db: Kysely<Database>,
  config: Config,
  token: string,
  ip: string,
  now = Date.now(),
): Promise<ConsentDone> {
  const { link, invitation } = await invitationOfToken(db, token, now);
  const problem = refusal(invitation);
  if (problem) throw new AppError(409, 'rattachement_impossible', problem);
  const school = invitation.structure_id ?? '';
  await db.transaction().execute(async (trx) => {
    if ((await usePasswordLink(trx, link.token_hash, now)) !== 1) throw expired();
    const fresh = await findInvitation(trx, invitation.user_id);
    if (!fresh) throw expired();
    const before = await schoolOfAccount(trx, fresh.joins_user_id);
    await joinHeldAccount(
      trx,
      { id: fresh.user_id, structureId: school, groupId: fresh.group_id },
      fresh.joins_user_id,
    );
    await recordAudit(
      trx,
      {
        actorId: fresh.joins_user_id,
        action: 'eleve.rattache',
        subjectId: fresh.joins_user_id,
        ip,
        details: { ecole: school, ancienne_ecole: before },
      },
      now,
    );
  });
  const brand = brandNamed(invitation.school_brand ?? undefined);
  const passwordUrl = invitation.owner_password_hash
    ? null
    : await createPasswordLink(db, {
        userId: invitation.joins_user_id,
        brand,
        validMinutes: LINK_VALID_MINUTES,
        publicUrl: publicUrl(config),
      });
  const name = invitation.school_name ?? 'l’école';
  return {
    message: passwordUrl
      ? `Vous avez rejoint ${name}. Choisissez maintenant votre mot de passe pour vous connecter.`
      : `Vous avez rejoint ${name}. Connectez-vous avec votre mot de passe habituel pour retrouver vos formations.`,
    mot_de_passe: passwordUrl,
  };
}
