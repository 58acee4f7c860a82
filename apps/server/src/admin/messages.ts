import { emailSchema } from '@prepacode/domain/contracts/fields';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { addDays, startOfFrenchDay } from '@prepacode/domain/calendar';
import { postBanner } from '../modules/school/banners/banners.service.js';
import { findLearner } from './learners.js';
import { UsageError, daySchema, integerSchema, schoolIdSchema } from './options.js';
import { findSchool } from './schools.js';

const DAY = 86_400_000;
const DEFAULT_DAYS = 30;

/** `npm run admin -- message …`: a banner for a whole school or for one learner (spec §3). */
export const messageSchema = z
  .object({
    school: z.optional(schoolIdSchema),
    learner: z.optional(emailSchema),
    type: z.enum(['info', 'warning'], { error: 'info ou warning' }).default('info'),
    content: z.string().trim().min(3, '3 caractères au moins').max(1000, '1000 caractères au plus'),
    days: z.optional(integerSchema(1, 365)),
    start: z.optional(daySchema),
    end: z.optional(daySchema),
  })
  .refine((options) => Boolean(options.school) !== Boolean(options.learner), {
    message: 'donnez soit --school <identifiant>, soit --learner <adresse>',
  })
  .refine((options) => options.days === undefined || (!options.start && !options.end), {
    message: 'donnez soit --days, soit --start et --end, pas les deux',
  })
  .refine((options) => !options.start || !options.end || options.start <= options.end, {
    message: 'le dernier jour vient au plus tôt le jour de --start',
    path: ['end'],
  });

export type MessageOptions = z.output<typeof messageSchema>;

/**
 * When the banner shows: from now for `days` days, or over French calendar days, from 00:00
 * (Paris) on `start` to the end of `end`; `start` alone lasts 30 days, `end` alone starts now.
 */
function period(options: MessageOptions, now: number): { startsAt: number; endsAt: number } {
  // A second back, so that « strictly after its start » (spec §4) holds at once.
  const fromNow = now - 1000;
  const { start, end } = options;
  if (end) {
    return {
      startsAt: start ? startOfFrenchDay(start) : fromNow,
      endsAt: startOfFrenchDay(addDays(end, 1)),
    };
  }
  if (start) {
    return {
      startsAt: startOfFrenchDay(start),
      endsAt: startOfFrenchDay(addDays(start, DEFAULT_DAYS)),
    };
  }
  return { startsAt: fromNow, endsAt: now + (options.days ?? DEFAULT_DAYS) * DAY };
}

/**
 * Stores the message. The learner sees it the next time the app asks for the profile (opening
 * the bell, or reloading), without signing in again, and only between its start and its end.
 */
export async function postMessage(
  db: Kysely<Database>,
  options: MessageOptions,
  now = Date.now(),
): Promise<{ id: string; startsAt: number; endsAt: number }> {
  const userId = options.learner ? (await findLearner(db, options.learner)).id : null;
  const structureId = options.school ? (await findSchool(db, options.school)).id : null;
  const { startsAt, endsAt } = period(options, now);
  if (endsAt <= now) throw new UsageError('--end : ce jour est passé, le message ne serait pas vu');
  // The school space's own write (modules/school/banners/banners.service.ts): one implementation.
  const id = await postBanner(db, {
    audience: userId ? { learner: userId } : { school: structureId ?? '' },
    type: options.type,
    content: options.content,
    startsAt,
    endsAt,
  });
  return { id, startsAt, endsAt };
}
