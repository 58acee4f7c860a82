import type { Kysely } from 'kysely';
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { noProgress, type Progress } from '../lib/progress.js';
import { dayInFrance } from '../modules/auth/calendar.js';
import { integerSchema, schoolIdSchema } from './options.js';
import { findSchool } from './schools.js';

// Without 0/O and 1/I, which people misread when typing a code from a card.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const DAY = 86_400_000;
// 13 columns a row: 500 rows stay far below PostgreSQL's 65 535 parameters per statement.
const CHUNK = 500;

/** The batch name when none is given: when it was made, to the minute, French time. */
const batchStamp = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'short',
  timeStyle: 'short',
});

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

const randomPart = () =>
  Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** `count` codes new to this batch and to the database: a code that clashes is drawn again. */
async function drawCodes(db: Kysely<Database>, prefix: string, count: number): Promise<string[]> {
  const codes = new Set<string>();
  for (;;) {
    const fresh = new Set<string>();
    while (codes.size + fresh.size < count) {
      const code = `${prefix}-${randomPart()}-${randomPart()}`;
      if (!codes.has(code)) fresh.add(code);
    }
    if (fresh.size === 0) return [...codes];
    const drawn = [...fresh];
    for (let start = 0; start < drawn.length; start += CHUNK) {
      const chunk = drawn.slice(start, start + CHUNK);
      const taken = new Set(
        (
          await db
            .selectFrom('activation_codes')
            .select('code')
            .where('code', 'in', chunk)
            .execute()
        ).map((row) => row.code),
      );
      for (const code of chunk) if (!taken.has(code)) codes.add(code);
    }
  }
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
  const codes = await drawCodes(db, options.prefix, options.count);
  const batch = options.batch ?? `lot du ${batchStamp.format(now)}`;
  const expiresAt = now + options.validDays * DAY;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < codes.length; start += CHUNK) {
      await trx
        .insertInto('activation_codes')
        .values(
          codes.slice(start, start + CHUNK).map((code) => ({
            code,
            structure_id: options.school,
            licence_code: 'b',
            access_days: options.accessDays,
            batch,
            expires_at: expiresAt,
            created_at: now,
          })),
        )
        .execute();
      progress(Math.min(start + CHUNK, codes.length), codes.length);
    }
  });
  const expiresOn = dayInFrance(expiresAt);
  return codes.map((code) => ({ code, expiresOn, accessDays: options.accessDays, batch }));
}
