import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * Records a partner's token (or signature) as used. False when it already was: the primary key
 * on (partner, jti) decides, so of two uses at once exactly one is first.
 */
export const usePartnerToken = async (
  db: Kysely<Database>,
  token: { partner: string; jti: string; expires_at: number },
) =>
  (await db
    .insertInto('partner_tokens')
    .values(token)
    .onConflict((conflict) => conflict.columns(['partner', 'jti']).doNothing())
    .returning('jti')
    .executeTakeFirst()) !== undefined;

export const deleteExpiredPartnerTokens = (db: Kysely<Database>, now: number) =>
  db.deleteFrom('partner_tokens').where('expires_at', '<=', now).execute();
