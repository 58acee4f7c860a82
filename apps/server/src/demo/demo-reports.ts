import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { newId } from '../lib/tokens.js';

// The demo's « Signaler une erreur » reports (issue #19, point 8), so that reseau@demo.test
// has something to triage: made on questions the demo learner answered (seedDemoHistory), which
// is why they are seeded after the content and the history, not in seed-demo.ts.

const REPORTS = [
  { reason: 'reponse_fausse', comment: 'La réponse B me semble juste aussi.' },
  { reason: 'question_ambigue', comment: 'On ne voit pas si le feu est orange ou rouge.' },
  { reason: 'regle_depassee', comment: 'La règle a changé en 2024, non\u202f?' },
] as const;

export async function seedDemoReports(db: Kysely<Database>, email: string): Promise<void> {
  // One insert: a start that finds her reports made them all.
  const made = await db
    .selectFrom('question_reports as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select('r.id')
    .where('u.email', '=', email)
    .executeTakeFirst();
  if (made) return;
  // Her latest ended mock exam, its first two questions: chosen by date and position, never by
  // id (ids are random) nor in the welcome series, whose first question every new learner sees
  // and may report too (e2e/account.spec.ts), which made the operator's list change by chance.
  const shown = await db
    .selectFrom('attempt_questions as aq')
    .innerJoin('attempts as a', 'a.id', 'aq.attempt_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id as attempt_id', 'a.user_id', 'aq.question_id', 'aq.version'])
    .where('u.email', '=', email)
    .where('a.type', '=', 'examen')
    .where('a.ended', '=', 1)
    .where('aq.answer', 'is not', null)
    .orderBy('a.updated_at', 'desc')
    .orderBy('aq.position')
    .limit(2)
    .execute();
  if (shown.length === 0) return;
  const now = Date.now();
  // The first question gets two reports, the second one: the list shows the first on top.
  const targets = [shown[0], shown[0], shown[1]];
  await db
    .insertInto('question_reports')
    .values(
      targets.flatMap((row, index) =>
        row
          ? [
              {
                id: newId(),
                user_id: row.user_id,
                attempt_id: Number(row.attempt_id),
                question_id: row.question_id,
                version: Number(row.version),
                reason: REPORTS[index]?.reason ?? 'reponse_fausse',
                comment: REPORTS[index]?.comment ?? '',
                created_at: now - (3 - index) * 3_600_000,
              },
            ]
          : [],
      ),
    )
    .execute();
}
