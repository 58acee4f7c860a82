import { emailSchema } from '@prepacode/domain/contracts/fields';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { dayInFrance } from '@prepacode/domain/calendar';
import {
  extendAccess,
  findOpenInscription,
} from '../modules/inscriptions/inscriptions.repository.js';
import { findLearner } from './learners.js';
import {
  CommandError,
  UsageError,
  daySchema,
  integerSchema,
  licenceCodeSchema,
} from './options.js';

export const inscriptionExtendSchema = z
  .object({
    learner: emailSchema,
    licence: licenceCodeSchema,
    days: z.optional(integerSchema(1, 3650)),
    until: z.optional(daySchema),
  })
  .refine((options) => (options.days === undefined) !== (options.until === undefined), {
    message: 'donnez soit --days <n>, soit --until <aaaa-mm-jj>',
  });

/**
 * `inscription-extend`: the learner's open inscription to that licence lasts `days` more (from
 * today when it has already ended), or until a given day. Answers its new last day.
 */
export async function extendInscription(
  db: Kysely<Database>,
  options: z.output<typeof inscriptionExtendSchema>,
  now = Date.now(),
): Promise<string> {
  const learner = await findLearner(db, options.learner);
  const inscription = await findOpenInscription(db, learner.id, options.licence);
  if (!inscription) {
    throw new CommandError(
      `${options.learner} n’a pas d’inscription ouverte au permis ${options.licence}`,
    );
  }
  if (options.until && options.until < dayInFrance(now)) {
    throw new UsageError('--until\u202f: ce jour est déjà passé');
  }
  return extendAccess(
    db,
    Number(inscription.id),
    options.until ? { until: options.until } : { days: options.days ?? 0 },
    now,
  );
}
