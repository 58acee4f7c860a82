import { KOPILOTE_LICENCES, OPEN_STATUS } from '@prepacode/domain/auth';
import { emailSchema } from '@prepacode/domain/contracts/fields';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { newId } from '../lib/tokens.js';
import {
  firstKopiloteEntry,
  insertKopiloteEntry,
  reopenKopiloteEntry,
} from '../modules/front/front.repository.js';
import { findLearner } from './learners.js';

// The Kopilote exam entry (spec §4 "User loading"): while the learner's first entry is `ouvert`,
// for a b or etm licence, the app offers « S’inscrire à l’examen » (modules/exam).
export const examEntryOpenSchema = z.object({
  learner: emailSchema,
  licence: z.enum(KOPILOTE_LICENCES, {
    error: `permis attendu\u202f: ${KOPILOTE_LICENCES.join(' ou ')}`,
  }),
});

/**
 * `exam-entry-open`: opens the learner's exam entry for that licence. The app reads the oldest
 * entry only, so that one is opened again when there is one; otherwise it is created. Answers
 * whether it was created.
 */
export async function openExamEntry(
  db: Kysely<Database>,
  options: z.output<typeof examEntryOpenSchema>,
  now = Date.now(),
): Promise<{ created: boolean }> {
  const learner = await findLearner(db, options.learner);
  const first = await firstKopiloteEntry(db, learner.id);
  if (first) {
    await reopenKopiloteEntry(db, first.id, options.licence);
    return { created: false };
  }
  await insertKopiloteEntry(db, {
    id: newId(),
    user_id: learner.id,
    licence_code: options.licence,
    status: OPEN_STATUS,
    created_at: now,
  });
  return { created: true };
}
