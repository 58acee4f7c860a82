import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { AppError } from '../../../plugins/errors.js';
import { recordAudit } from '../../auth/audit.repository.js';
import { newId } from '../../../lib/tokens.js';
import {
  auditEntriesOf,
  closeDeletionRequests,
  closeEverything,
  deleteWaysIn,
  emptyWritings,
  eraseUser,
  learnerToErase,
  rewriteAuditEntry,
} from './learner-anonymisation.repository.js';

// Erasing a learner's personal data (issue #19, point 3; GDPR; ADR 0017). The school space and
// the admin command run this same function. The user row stays, emptied of everything that
// names, reaches or describes the person, so that their attempts and answers still count in
// the statistics without pointing at anyone. Everything happens in one transaction: a learner
// is either whole or anonymised, never half.

/** Where the placeholder addresses live: `.invalid` never delivers (RFC 2606). */
export const ANONYMOUS_DOMAIN = 'anonyme.invalid';
export const ANONYMOUS_FIRST_NAME = 'Élève';
export const ANONYMOUS_LAST_NAME = 'anonymisé';
const ERASED = '[effacé]';
const CLOSED_STATUS = 'ferme';

export interface Anonymised {
  /** The learner had asked for it: the request is now marked handled. */
  requestHandled: boolean;
  closedInscriptions: number;
}

const alreadyDone = () =>
  new AppError(409, 'deja_anonymise', 'Les données de cet élève ont déjà été supprimées.');

/** A JSON value with every string that holds one of `needles` replaced. */
function scrubbed(value: unknown, needles: readonly string[]): unknown {
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    return needles.some((needle) => lower.includes(needle)) ? ERASED : value;
  }
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, needles));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, scrubbed(item, needles)]),
    );
  }
  return value;
}

function scrubbedText(details: string, needles: readonly string[]): string {
  try {
    return JSON.stringify(scrubbed(JSON.parse(details), needles));
  } catch {
    // Not JSON (never written so, but kept safe): the whole text goes if it names the person.
    const lower = details.toLowerCase();
    return needles.some((needle) => lower.includes(needle)) ? ERASED : details;
  }
}

/**
 * Erases the learner's personal data, audited as `eleve.anonymise`; `actor` is the staff member
 * (or no one for the admin command). 409 when it was already done, also when two staff members
 * do it at once.
 */
export async function anonymiseLearner(
  db: Kysely<Database>,
  learnerId: string,
  actor: { id: string | null; ip: string | null },
  now = Date.now(),
): Promise<Anonymised> {
  const actorId = actor.id;
  return db.transaction().execute(async (trx) => {
    const user = await learnerToErase(trx, learnerId);
    if (!user) throw new AppError(404, 'eleve_introuvable', 'Cet élève n’existe pas.');
    if (user.anonymised_at !== null) throw alreadyDone();

    // The conditional write settles two requests at once: only one finds the row unerased.
    const erased = await eraseUser(
      trx,
      learnerId,
      {
        email: `anonyme-${newId()
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')}@${ANONYMOUS_DOMAIN}`,
        firstName: ANONYMOUS_FIRST_NAME,
        lastName: ANONYMOUS_LAST_NAME,
      },
      now,
    );
    if (erased !== 1) throw alreadyDone();

    await deleteWaysIn(trx, learnerId, user.email);
    await emptyWritings(trx, learnerId, user.email);
    const closed = await closeEverything(trx, learnerId, CLOSED_STATUS);

    // The audit log keeps what was done, not who it was done to: personal values are erased,
    // and the learner's own addresses (IP) with them.
    const needles = [user.email, user.phone, user.first_name, user.last_name]
      .filter((value): value is string => value !== null && value.trim().length >= 2)
      .map((value) => value.toLowerCase());
    const entries = await auditEntriesOf(trx, learnerId);
    for (const entry of entries) {
      const details = entry.details === null ? null : scrubbedText(entry.details, needles);
      const ip = entry.actor_id === learnerId ? null : entry.ip;
      if (details !== entry.details || ip !== entry.ip) {
        await rewriteAuditEntry(trx, entry.id, { details, ip });
      }
    }

    const requestHandled = await closeDeletionRequests(trx, learnerId, actorId, now);

    const done = { requestHandled, closedInscriptions: closed };
    // Who and when, and that a request was answered: never the erased name or address.
    await recordAudit(
      trx,
      {
        actorId,
        action: 'eleve.anonymise',
        subjectId: learnerId,
        ip: actor.ip,
        details: {
          demande_traitee: done.requestHandled,
          formations_fermees: done.closedInscriptions,
        },
      },
      now,
    );
    return done;
  });
}
