import type { LearnerRow } from '@prepacode/domain/contracts/school.contract';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { noProgress, type Progress } from '../lib/progress.js';
import { allLearners } from '../modules/school/learners/learners-list.service.js';
import { schoolIdSchema } from './options.js';
import { findSchool } from './schools.js';

export const learnersExportSchema = z.object({
  school: schoolIdSchema,
  file: z.optional(z.string().trim().min(1, 'chemin du fichier CSV attendu')),
});

/**
 * `learners-export`: the school space's list of the school (issue #19), every row, in the
 * names' order: one row per open inscription with the learner's progress in it. The file is the
 * one « Exporter la liste » gives (modules/school/learners/learners-csv.ts).
 */
export async function exportLearners(
  db: Kysely<Database>,
  options: { school: string },
  progress: Progress = noProgress,
): Promise<LearnerRow[]> {
  await findSchool(db, options.school);
  progress(0, 1);
  const rows = await allLearners(db, { schoolIds: [options.school] }, {});
  progress(1, 1);
  return rows;
}
