import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { newId } from '../../lib/tokens.js';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  subjectId: string | null;
  ip: string | null;
  details?: Record<string, unknown>;
}

/** Who did what to whom: impersonations and other sensitive acts, kept for the operator. */
export async function recordAudit(
  db: Kysely<Database>,
  entry: AuditEntry,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: newId(),
      at: now,
      actor_id: entry.actorId,
      action: entry.action,
      subject_id: entry.subjectId,
      ip: entry.ip,
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}
