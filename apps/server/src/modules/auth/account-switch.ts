import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.js';
import { loadSession } from './session.plugin.js';
import { findUserById } from './accounts.repository.js';
import { hashToken } from '../../lib/tokens.js';
import { findLiveTicket } from './tickets.repository.js';

const fullName = (user: { first_name: string; last_name: string } | undefined) =>
  user ? `${user.first_name} ${user.last_name}` : 'un autre compte';

/**
 * A ticket for another account than the browser's session is not exchanged without asking
 * (issue #21, point 7): a link with someone else's ticket silently swapped a signed-in learner
 * into that account, where what they typed went. The ticket is only read here, not used up, so
 * the learner can still choose to go on (`confirmer=1`). A staff member moving from one
 * learner's session to another's is not asked.
 */
export async function askBeforeSwitching(request: FastifyRequest, ticket: string): Promise<void> {
  const { db } = request.server;
  const current = await loadSession(request);
  if (!current) return;
  const target = await findLiveTicket(db, hashToken(ticket), Date.now());
  if (!target || target.user_id === current.user_id) return;
  if (target.impersonator_id && target.impersonator_id === current.impersonator_id) return;
  const [now, next] = await Promise.all([
    findUserById(db, current.user_id),
    findUserById(db, target.user_id),
  ]);
  throw new AppError(
    409,
    'autre_compte_connecte',
    `Vous êtes connecté·e en tant que ${fullName(now)}\u202f; continuer en tant que ${fullName(next)}\u202f?`,
  );
}
