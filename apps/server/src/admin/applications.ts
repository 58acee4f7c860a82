import { emailSchema } from '@prepacode/domain/contracts/fields';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { newId } from '../lib/tokens.js';
import {
  closeApplicationByLabel,
  findApplicationByLabel,
  insertApplication,
  reopenApplication,
} from '../modules/courses/applications.repository.js';
import { findLearner } from './learners.js';
import { CommandError, UsageError, licenceCodeSchema } from './options.js';

// The course applications of a learner (spec §3 "applications"): the app lists those `ouvert`.
const labelSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,100}$/, 'libellé : a-z, 0-9 et - (ex. cours-code)');

export const applicationOpenSchema = z.object({
  learner: emailSchema,
  label: labelSchema,
  title: z.optional(
    z.string().trim().min(2, '2 caractères au moins').max(200, '200 caractères au plus'),
  ),
  max: z.boolean().default(false),
  licence: z.optional(licenceCodeSchema),
});

export const applicationCloseSchema = z.object({ learner: emailSchema, label: labelSchema });

/**
 * `application-open`: opens the learner's application of that label again, changing the title,
 * the « max » flag or the licence when given; or creates it, linking to the course frame
 * (`/cours/<label>`), in the default colour, full screen. Answers whether it was created.
 */
export async function openApplication(
  db: Kysely<Database>,
  options: z.output<typeof applicationOpenSchema>,
): Promise<{ created: boolean }> {
  const learner = await findLearner(db, options.learner);
  const existing = await findApplicationByLabel(db, learner.id, options.label);
  if (existing) {
    await reopenApplication(db, existing.id, {
      ...(options.title ? { title: options.title } : {}),
      ...(options.max ? { is_max: 1 } : {}),
      ...(options.licence ? { licence_code: options.licence } : {}),
    });
    return { created: false };
  }
  if (!options.title) {
    throw new UsageError(
      `--title : nécessaire pour créer l’application ${options.label}, que cet élève n’a pas encore`,
    );
  }
  await insertApplication(db, {
    id: newId(),
    user_id: learner.id,
    label: options.label,
    title: options.title,
    link: `/cours/${options.label}`,
    color: '#0b5cad',
    fullscreen: 1,
    is_max: options.max ? 1 : 0,
    licence_code: options.licence ?? null,
    status: 'ouvert',
  });
  return { created: true };
}

/** `application-close`: the app stops listing it; it can be opened again later. */
export async function closeApplication(
  db: Kysely<Database>,
  options: z.output<typeof applicationCloseSchema>,
): Promise<void> {
  const learner = await findLearner(db, options.learner);
  if (!(await closeApplicationByLabel(db, learner.id, options.label))) {
    throw new CommandError(`${options.learner} n’a pas d’application ${options.label}`);
  }
}
