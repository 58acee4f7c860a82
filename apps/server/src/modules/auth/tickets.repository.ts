import type { Insertable, Kysely } from 'kysely';
import type { TicketsTable } from '../../db/accounts.table.js';
import type { Database } from '../../db/database.js';

export const insertTicket = (db: Kysely<Database>, row: Insertable<TicketsTable>) =>
  db.insertInto('tickets').values(row).execute();

/** Reads and deletes in one statement: of two concurrent uses of a ticket, one gets the row. */
export const takeTicket = (db: Kysely<Database>, ticketHash: string) =>
  db.deleteFrom('tickets').where('ticket_hash', '=', ticketHash).returningAll().executeTakeFirst();

/** Whom an unexpired ticket is for, without using it up. */
export const findLiveTicket = (db: Kysely<Database>, ticketHash: string, now: number) =>
  db
    .selectFrom('tickets')
    .select(['user_id', 'impersonator_id'])
    .where('ticket_hash', '=', ticketHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();

export async function deleteExpiredTickets(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db.deleteFrom('tickets').where('expires_at', '<=', now).execute();
}
