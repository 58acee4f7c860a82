import { emailSchema } from '@prepacode/domain/contracts/fields';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { AppError } from '../plugins/errors.js';
import {
  anonymiseLearner,
  type Anonymised,
} from '../modules/school/learners/learner-anonymisation.service.js';
import { findLearner } from './learners.js';
import { CommandError, UsageError } from './options.js';

export const learnerAnonymiseSchema = z.object({
  learner: emailSchema,
  confirm: z.boolean().default(false),
});

/**
 * `learner-anonymise`: the school space's « Supprimer les données de l’élève » (ADR 0017), same
 * function, said twice on purpose (`--confirm`) since it cannot be undone.
 */
export async function anonymiseByEmail(
  db: Kysely<Database>,
  options: z.output<typeof learnerAnonymiseSchema>,
): Promise<Anonymised> {
  if (!options.confirm) {
    throw new UsageError('ajoutez --confirm : les données de l’élève seront effacées pour de bon');
  }
  const learner = await findLearner(db, options.learner);
  try {
    return await anonymiseLearner(db, learner.id, { id: null, ip: null });
  } catch (error) {
    if (error instanceof AppError) throw new CommandError(error.message);
    throw error;
  }
}
