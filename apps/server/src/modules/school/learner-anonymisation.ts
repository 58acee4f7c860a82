import { OPEN_STATUS } from '@prepacode/domain/auth';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { recordAudit } from '../auth/audit.repository.js';
import { newId } from '../../lib/tokens.js';

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
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name', 'phone', 'anonymised_at'])
      .where('id', '=', learnerId)
      .where('role', '=', 'learner')
      .executeTakeFirst();
    if (!user) throw new AppError(404, 'eleve_introuvable', 'Cet élève n’existe pas.');
    if (user.anonymised_at !== null) throw alreadyDone();

    // The conditional write settles two requests at once: only one finds the row unerased.
    const erased = await trx
      .updateTable('users')
      .set({
        email: `anonyme-${newId()
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')}@${ANONYMOUS_DOMAIN}`,
        password_hash: null,
        first_name: ANONYMOUS_FIRST_NAME,
        last_name: ANONYMOUS_LAST_NAME,
        photo_url: null,
        phone: null,
        birth_date: null,
        newsletter: 0,
        group_id: null,
        anonymised_at: now,
      })
      .where('id', '=', learnerId)
      .where('anonymised_at', 'is', null)
      .executeTakeFirst();
    if (Number(erased.numUpdatedRows) !== 1) throw alreadyDone();

    // Ways in and ways to reach them: sessions, links, tokens, banners meant for them alone.
    await trx.deleteFrom('sessions').where('user_id', '=', learnerId).execute();
    await trx.deleteFrom('tickets').where('user_id', '=', learnerId).execute();
    await trx.deleteFrom('password_reset_tokens').where('user_id', '=', learnerId).execute();
    await trx.deleteFrom('email_change_tokens').where('user_id', '=', learnerId).execute();
    await trx.deleteFrom('messages').where('user_id', '=', learnerId).execute();
    // Extended time can reveal a disability: the settings go too.
    await trx.deleteFrom('learner_preferences').where('user_id', '=', learnerId).execute();
    await trx
      .deleteFrom('rate_limit')
      .where((eb) =>
        eb.or([eb('key', 'like', `%${user.email}%`), eb('key', 'like', `%${learnerId}%`)]),
      )
      .execute();

    // What they wrote: gone; that they wrote, when and about what, stays.
    await trx
      .updateTable('contact_messages')
      .set({ message: '', phone: null, ip: null })
      .where('user_id', '=', learnerId)
      .execute();
    await trx
      .updateTable('contact_answers')
      .set({ text: '' })
      .where('message_id', 'in', (eb) =>
        eb.selectFrom('contact_messages').select('id').where('user_id', '=', learnerId),
      )
      .execute();
    await trx
      .updateTable('question_reports')
      .set({ comment: '' })
      .where('user_id', '=', learnerId)
      .execute();
    await trx
      .updateTable('exam_requests')
      .set({ neph: null, phone: null, comment: null, reason: null })
      .where('user_id', '=', learnerId)
      .execute();
    await trx
      .updateTable('activation_codes')
      .set({ email: null, token_hash: null, token_expires_at: null })
      .where((eb) => eb.or([eb('user_id', '=', learnerId), eb('email', '=', user.email)]))
      .execute();

    // Nothing left to practise: every inscription and course is closed, their history stays.
    const closed = await trx
      .updateTable('inscriptions')
      .set({ status: CLOSED_STATUS })
      .where('user_id', '=', learnerId)
      .where('status', '=', OPEN_STATUS)
      .executeTakeFirst();
    await trx
      .updateTable('applications')
      .set({ status: CLOSED_STATUS })
      .where('user_id', '=', learnerId)
      .execute();
    // The dashboard's cache is keyed by this counter (ADR 0012): it must not serve the old data.
    await trx
      .updateTable('learner_totals')
      .set((eb) => ({ changes: eb('changes', '+', 1) }))
      .where('inscription_id', 'in', (eb) =>
        eb.selectFrom('inscriptions').select('id').where('user_id', '=', learnerId),
      )
      .execute();

    // The audit log keeps what was done, not who it was done to: personal values are erased,
    // and the learner's own addresses (IP) with them.
    const needles = [user.email, user.phone, user.first_name, user.last_name]
      .filter((value): value is string => value !== null && value.trim().length >= 2)
      .map((value) => value.toLowerCase());
    const entries = await trx
      .selectFrom('audit_log')
      .select(['id', 'actor_id', 'details', 'ip'])
      .where((eb) => eb.or([eb('subject_id', '=', learnerId), eb('actor_id', '=', learnerId)]))
      .execute();
    for (const entry of entries) {
      const details = entry.details === null ? null : scrubbedText(entry.details, needles);
      const ip = entry.actor_id === learnerId ? null : entry.ip;
      if (details !== entry.details || ip !== entry.ip) {
        await trx
          .updateTable('audit_log')
          .set({ details, ip })
          .where('id', '=', entry.id)
          .execute();
      }
    }

    const handled = await trx
      .updateTable('deletion_requests')
      .set({ reason: null, handled_at: now, handled_by: actorId })
      .where('user_id', '=', learnerId)
      .where('handled_at', 'is', null)
      .executeTakeFirst();
    // A request handled before (none today) keeps its date, but not its words.
    await trx
      .updateTable('deletion_requests')
      .set({ reason: null })
      .where('user_id', '=', learnerId)
      .execute();

    const done = {
      requestHandled: Number(handled.numUpdatedRows) === 1,
      closedInscriptions: Number(closed.numUpdatedRows),
    };
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
