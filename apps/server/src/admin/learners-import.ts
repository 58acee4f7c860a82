import type { Kysely } from 'kysely';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { noProgress, type Progress } from '../lib/progress.js';
import type { Mailer } from '../modules/mail/mailer.js';
import {
  ImportFileError,
  planImport,
  storeImport,
  type ImportPlan,
} from '../modules/school/learners/learners-import.service.js';
import { creditsOf } from '../modules/school/credit-defaults/credit-defaults.repository.js';
import { ADMIN_BRAND, reasonOf } from './delivery.js';
import { DEFAULT_ACCESS_DAYS } from './learners.js';
import { CommandError, integerSchema, schoolIdSchema } from './options.js';
import { findSchool } from './schools.js';

export const learnersImportSchema = z.object({
  school: schoolIdSchema,
  file: z.string().trim().min(1, 'chemin du fichier CSV attendu'),
  days: integerSchema(1, 3650).default(DEFAULT_ACCESS_DAYS),
});

export interface ImportSummary {
  imported: number;
  mailed: number;
  /** One line per welcome mail that did not leave (the learners are imported all the same). */
  mailFailures: string[];
  /** The file's columns that are none of ours (« Ville »), left aside. */
  ignoredColumns: string[];
}

/**
 * `learners-import`: every row is checked first (modules/school/learners/learners-import.service.ts, as the
 * school space's import); with one wrong row or one address that has its account, nothing is
 * imported and the report lists each problem by line. Otherwise all learners and inscriptions
 * are stored in one transaction, then each gets the welcome mail.
 */
export async function importLearners(
  db: Kysely<Database>,
  mailer: Mailer,
  config: Config,
  options: z.output<typeof learnersImportSchema>,
  progress: (unit: string) => Progress = () => noProgress,
  now = Date.now(),
): Promise<ImportSummary> {
  await findSchool(db, options.school);
  let bytes: Uint8Array;
  try {
    bytes = await readFile(options.file);
  } catch (error) {
    throw new CommandError(`impossible de lire ${options.file} : ${reasonOf(error)}`);
  }
  let plan: ImportPlan;
  try {
    plan = await planImport(db, bytes, {
      school: options.school,
      defaultDays: options.days,
      defaultCredits: await creditsOf(db, options.school),
      skipExisting: false,
    });
  } catch (error) {
    if (error instanceof ImportFileError) throw new CommandError(error.message, error.details);
    throw error;
  }
  const { rows, ignoredColumns } = plan;
  const refused = rows.filter((row) => row.outcome !== 'cree');
  if (refused.length > 0) {
    throw new CommandError(
      `${refused.length} ligne(s) en erreur sur ${rows.length} : rien n’est importé. Corrigez le fichier puis relancez.`,
      refused.flatMap((row) => row.problems.map((problem) => `ligne ${row.line} : ${problem}`)),
    );
  }
  const result = await storeImport(db, mailer, config, ADMIN_BRAND, rows, progress, now);
  return {
    imported: result.imported,
    mailed: result.imported - result.mailFailures.length,
    mailFailures: result.mailFailures.map(
      (failure) =>
        `ligne ${failure.line} : e‑mail de bienvenue non envoyé à ${failure.email} : ${failure.reason}`,
    ),
    ignoredColumns,
  };
}
