import { AUTH_MODES, LOGIN_CHOICE_STATUS, OPEN_STATUS } from '@prepacode/domain/auth';
import type { ApplicationWire, InscriptionWire } from '@prepacode/domain/contracts/auth.contract';
import { AppError } from '../../plugins/errors.js';
import type { ApplicationRow, InscriptionRow } from './accounts.repository.js';

/** An open inscription whose last day has passed is reported, and treated, as expired. */
export function inscriptionStatus(row: InscriptionRow, today: string): string {
  if (row.status === OPEN_STATUS && row.expiration_date !== null && row.expiration_date < today)
    return 'expire';
  return row.status;
}

export function toInscriptionWire(row: InscriptionRow, today: string): InscriptionWire {
  return {
    id: row.id,
    permis: row.licence_code,
    date_expiration: row.expiration_date,
    credits_total: row.total_credits,
    credits_restants: row.remaining_credits,
    statut: inscriptionStatus(row, today),
  };
}

export function toApplicationWire(row: ApplicationRow): ApplicationWire {
  return {
    label: row.label,
    titre: row.title,
    lien: row.link,
    couleur: row.color,
    plein_ecran: row.fullscreen === 1,
    is_max: row.is_max === 1,
    permis: row.licence_code,
    statut: row.status,
  };
}

export type LoginDecision =
  | { kind: 'signed-in'; inscriptionId: number }
  | { kind: 'choose'; status: number; mode: number; pendingChoice: boolean };

/**
 * What login answers (spec §4, §8): one open inscription and nothing else signs in; several
 * choices answer 300 and wait for the choice; applications only answer 303 in courses-only mode,
 * signed in. Only `ouvert` counts, and an expired inscription is not offered.
 */
export function decideLogin(
  openInscriptions: InscriptionRow[],
  openApplications: ApplicationRow[],
): LoginDecision {
  const [only] = openInscriptions;
  if (only && openInscriptions.length === 1 && openApplications.length === 0) {
    return { kind: 'signed-in', inscriptionId: only.id };
  }
  if (openInscriptions.length > 0) {
    return {
      kind: 'choose',
      status: LOGIN_CHOICE_STATUS.inscriptionsOrApplications,
      mode: AUTH_MODES.TESTS_AND_COURSES,
      pendingChoice: true,
    };
  }
  if (openApplications.length > 0) {
    return {
      kind: 'choose',
      status: LOGIN_CHOICE_STATUS.applicationsOnly,
      mode: AUTH_MODES.COURSES_ONLY,
      pendingChoice: false,
    };
  }
  throw new AppError(
    403,
    'aucun_acces',
    'Votre accès a expiré ou n’est pas encore ouvert. Contactez votre école pour le renouveler.',
  );
}

export function openOnes(
  inscriptions: InscriptionRow[],
  applications: ApplicationRow[],
  today: string,
) {
  return {
    inscriptions: inscriptions.filter((row) => inscriptionStatus(row, today) === OPEN_STATUS),
    applications: applications.filter((row) => row.status === OPEN_STATUS),
  };
}
