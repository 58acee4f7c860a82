import type { Theme } from '@prepacode/domain/brands';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import { CsvReadError, readCsv } from '../../../lib/csv-read.js';
import { noProgress, type Progress } from '../../../lib/progress.js';
import type { Mailer } from '../../mail/mailer.js';
import { groupNamesOf } from '../groups/groups.repository.js';
import { enrol, sendWelcome, type Enrolled, type Enrolment } from './learner-accounts.service.js';
import {
  ImportFileError,
  checkRow,
  readHeader,
  type PlannedRow,
  type RowDefaults,
} from './learners-import-rows.js';
import { heldAddressesAt } from '../enrolment/enrolment.repository.js';
import { learnerEmailsAt } from './learners.repository.js';

// A CSV of learners, checked row by row (issue #19, point 3; issue #41, point 8). The school
// space's preview, its import, and the admin command `learners-import` all run `planImport`:
// what the preview shows is what the import writes.

export { ImportFileError, type PlannedRow } from './learners-import-rows.js';

/**
 * The addresses among these already the school's learners (or held for it), read 500 at a
 * time. Another account's address is enrolled as a new one is (ADR 0030): the preview must not
 * tell the school it exists.
 */
async function learnersAlreadyHere(
  db: Kysely<Database>,
  school: string,
  emails: readonly string[],
) {
  const here = new Set<string>();
  for (let start = 0; start < emails.length; start += 500) {
    const slice = emails.slice(start, start + 500);
    for (const email of await learnerEmailsAt(db, school, slice)) here.add(email);
    for (const email of await heldAddressesAt(db, school, slice)) here.add(email);
  }
  return here;
}

export interface ImportOptions {
  school: string;
  /** Days of access of the rows without a `jours` cell. */
  defaultDays: number;
  /** The school's mock-exam credits for a licence, for the rows without a `credits` cell. */
  defaultCredits: RowDefaults['credits'];
  /** Rows of the school's own learners are left aside (ignore) rather than refused (erreur). */
  skipExisting: boolean;
  maxRows?: number;
}

/** What the file holds: each row and what becomes of it, and the file's columns left aside. */
export interface ImportPlan {
  rows: PlannedRow[];
  ignoredColumns: string[];
}

/**
 * Every row of the file and what an import does with it: create the learner, leave the row
 * aside (already a learner of the school and `skipExisting`), or refuse it with its reasons.
 * Writes nothing.
 */
export async function planImport(
  db: Kysely<Database>,
  bytes: Uint8Array,
  options: ImportOptions,
): Promise<ImportPlan> {
  let file: ReturnType<typeof readCsv>;
  try {
    file = readCsv(bytes);
  } catch (error) {
    if (error instanceof CsvReadError) throw new ImportFileError(error.message);
    throw error;
  }
  const header = readHeader(file.header);
  if (file.records.length === 0) throw new ImportFileError('aucun élève sous la ligne d’en-tête.');
  if (options.maxRows !== undefined && file.records.length > options.maxRows) {
    throw new ImportFileError(
      `${file.records.length} lignes : ${options.maxRows} au plus par import. Découpez le fichier en plusieurs.`,
    );
  }
  const defaults: RowDefaults = {
    school: options.school,
    days: options.defaultDays,
    credits: options.defaultCredits,
    groups: await groupNamesOf(db, options.school),
  };
  const rows = file.records.map((record) => checkRow(header, record, defaults));
  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    if (!row.enrolment) continue;
    const first = firstLineOf.get(row.enrolment.email);
    if (first === undefined) {
      firstLineOf.set(row.enrolment.email, row.line);
      continue;
    }
    row.outcome = 'erreur';
    row.problems = [`adresse e‑mail ${row.enrolment.email} déjà donnée ligne ${first}`];
    row.enrolment = null;
  }
  const toCreate = rows.filter((row) => row.enrolment);
  const here = await learnersAlreadyHere(
    db,
    options.school,
    toCreate.map((row) => row.enrolment?.email ?? ''),
  );
  for (const row of toCreate) {
    const email = row.enrolment?.email ?? '';
    if (!here.has(email)) continue;
    row.outcome = options.skipExisting ? 'ignore' : 'erreur';
    row.problems = [`déjà élève de l’école (${email})`];
    row.enrolment = null;
  }
  return { rows, ignoredColumns: header.ignored };
}

export interface ImportResult {
  imported: number;
  /** The accounts made, by their line in the file. */
  learners: { line: number; userId: string }[];
  /** One entry per welcome mail that did not leave (the learners are imported all the same). */
  mailFailures: { line: number; email: string; reason: string }[];
}

/**
 * Stores the rows to create, all in one transaction (an address taken meanwhile undoes the
 * import, 409), then mails each learner their welcome.
 */
export async function storeImport(
  db: Kysely<Database>,
  mailer: Mailer,
  config: Config,
  brand: Theme,
  rows: readonly PlannedRow[],
  progress: (unit: string) => Progress = () => noProgress,
  now = Date.now(),
): Promise<ImportResult> {
  const toCreate = rows.flatMap((row) =>
    row.outcome === 'cree' && row.enrolment ? [{ line: row.line, learner: row.enrolment }] : [],
  );
  const stored = progress('élèves enregistrés');
  const enrolled = await db.transaction().execute(async (trx) => {
    const done: ({ line: number; learner: Enrolment } & Enrolled)[] = [];
    for (const row of toCreate) {
      done.push({ ...row, ...(await enrol(trx, row.learner, now)) });
      stored(done.length, toCreate.length);
    }
    return done;
  });
  const mailed = progress('e‑mails de bienvenue');
  const mailFailures: ImportResult['mailFailures'] = [];
  for (const [index, { line, learner, userId, until, joins }] of enrolled.entries()) {
    const failure = await sendWelcome(
      db,
      mailer,
      config,
      brand,
      {
        id: userId,
        email: learner.email,
        firstName: learner.firstName,
        structureId: learner.structureId,
      },
      learner.licence,
      until,
      joins,
    );
    if (failure) mailFailures.push({ line, email: learner.email, reason: failure });
    mailed(index + 1, enrolled.length);
  }
  return {
    imported: enrolled.length,
    learners: enrolled.map(({ line, userId }) => ({ line, userId })),
    mailFailures,
  };
}
