import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { noProgress, type Progress } from '../lib/progress.js';
import { dayInFrance } from '@prepacode/domain/calendar';
import {
  defaultBatchName,
  generateCodeBatch,
} from '../modules/school/codes/activation-codes.service.js';
import { integerSchema, schoolIdSchema } from './options.js';
import { findSchool } from './schools.js';

const DAY = 86_400_000;

export const codesGenerateSchema = z.object({
  school: schoolIdSchema,
  count: integerSchema(1, 10_000),
  prefix: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4}$/, 'exactement 4 lettres ou chiffres (ex. MICH)')
    .default('MICH'),
  accessDays: integerSchema(1, 3650).default(180),
  validDays: integerSchema(1, 3650).default(365),
  batch: z.optional(z.string().trim().min(1).max(60, 'libellé du lot : 60 caractères au plus')),
  file: z.optional(z.string().trim().min(1, 'chemin du fichier CSV attendu')),
});

export interface GeneratedCode {
  code: string;
  /** The last day the code can be activated, French calendar. */
  expiresOn: string;
  accessDays: number;
  batch: string;
}

/**
 * `codes-generate`: a batch of activation codes for the tyre-maker brand's sign-up, each giving
 * B access for `accessDays` from its use, usable for `validDays`. Stored in one transaction.
 */
export async function generateCodes(
  db: Kysely<Database>,
  options: z.output<typeof codesGenerateSchema>,
  progress: Progress = noProgress,
  now = Date.now(),
): Promise<GeneratedCode[]> {
  await findSchool(db, options.school);
  const batch = options.batch ?? defaultBatchName(now);
  const expiresAt = now + options.validDays * DAY;
  const codes = await generateCodeBatch(
    db,
    {
      school: options.school,
      count: options.count,
      prefix: options.prefix,
      licence: 'b',
      accessDays: options.accessDays,
      credits: 0,
      expiresAt,
      batch,
    },
    progress,
    now,
  );
  const expiresOn = dayInFrance(expiresAt);
  return codes.map((code) => ({ code, expiresOn, accessDays: options.accessDays, batch }));
}
