import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { insertTicket, takeTicket } from './tickets.repository.js';

/** CAS service tickets expire fast: the browser uses one within seconds of the redirect. */
const TICKET_LIFETIME_MS = 2 * 60_000;

export interface TicketGrant {
  userId: string;
  service: string;
  theme: string;
  impersonatorId: string | null;
}

/** A one-time `ST-…` ticket bound to its service; only its hash is stored. */
export async function issueTicket(
  db: Kysely<Database>,
  grant: TicketGrant,
  now = Date.now(),
): Promise<string> {
  const ticket = `ST-${randomToken()}`;
  await insertTicket(db, {
    ticket_hash: hashToken(ticket),
    user_id: grant.userId,
    service: grant.service,
    theme: grant.theme,
    impersonator_id: grant.impersonatorId,
    expires_at: now + TICKET_LIFETIME_MS,
  });
  return ticket;
}

export type TicketFailure = 'INVALID_TICKET' | 'INVALID_SERVICE';

/**
 * Uses a ticket up: deleted in the same statement that reads it, so two concurrent uses cannot
 * both succeed. Unknown, used, expired and foreign-service tickets all fail (CAS 3.0 codes).
 */
export async function redeemTicket(
  db: Kysely<Database>,
  ticket: string,
  service: string,
  now = Date.now(),
): Promise<TicketGrant | TicketFailure> {
  const row = await takeTicket(db, hashToken(ticket));
  if (!row || row.expires_at <= now) return 'INVALID_TICKET';
  if (row.service !== service) return 'INVALID_SERVICE';
  return {
    userId: row.user_id,
    service: row.service,
    theme: row.theme,
    impersonatorId: row.impersonator_id,
  };
}

/** The French refusal the learner app shows for a ticket that cannot be used. */
export function ticketError(failure: TicketFailure): AppError {
  return failure === 'INVALID_SERVICE'
    ? new AppError(
        400,
        'ticket_service',
        'Ce ticket de connexion a été émis pour une autre application.',
      )
    : new AppError(
        400,
        'ticket_invalide',
        'Ce lien de connexion a expiré ou a déjà servi. Reconnectez-vous.',
      );
}
