import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { findUserByEmail } from '../modules/auth/accounts.repository.js';
import { newId } from '../modules/auth/tokens.js';

const DAY = 86_400_000;

/** `npm run admin -- message …`: a banner for a whole school or for one learner (spec §3). */
export const messageOptionsSchema = z
  .object({
    ecole: z.string().min(1).optional(),
    eleve: z.email('adresse d’élève invalide').optional(),
    type: z.enum(['info', 'warning'], { message: 'type : info ou warning' }).default('info'),
    contenu: z.string().trim().min(3, 'contenu : 3 caractères au moins').max(1000),
    jours: z.coerce.number().int().min(1).max(365).default(30),
  })
  .refine((options) => Boolean(options.ecole) !== Boolean(options.eleve), {
    message: 'donnez soit --ecole <identifiant>, soit --eleve <adresse>',
  });

/**
 * Stores the message, shown from now for `jours` days: the learner sees it the next time the
 * app asks for the profile (opening the bell, or reloading), without signing in again.
 */
export async function postMessage(
  db: Kysely<Database>,
  /** The command line's options, checked here. */
  input: Record<string, unknown>,
  now = Date.now(),
): Promise<string> {
  const options = messageOptionsSchema.parse(input);
  let structureId: string | null = null;
  let userId: string | null = null;
  if (options.eleve) {
    const user = await findUserByEmail(db, options.eleve);
    if (!user) throw new Error(`aucun compte pour ${options.eleve}`);
    userId = user.id;
  } else if (options.ecole) {
    const school = await db
      .selectFrom('structures')
      .select('id')
      .where('id', '=', options.ecole)
      .executeTakeFirst();
    if (!school) throw new Error(`aucune école d’identifiant ${options.ecole}`);
    structureId = school.id;
  }
  const id = newId();
  await db
    .insertInto('messages')
    .values({
      id,
      structure_id: structureId,
      user_id: userId,
      type: options.type,
      content: options.contenu,
      // A second back, so that « strictly after its start » (spec §4) holds at once.
      starts_at: now - 1000,
      ends_at: now + options.jours * DAY,
    })
    .execute();
  return id;
}
