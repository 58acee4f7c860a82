import {
  birthDateSchema,
  emailSchema,
  frenchPhoneSchema,
  personNameSchema,
} from '@prepacode/domain/contracts/fields';
import type { Theme } from '@prepacode/domain/brands';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import { CsvReadError, readCsv, type CsvRecord } from '../../../lib/csv-read.js';
import { noProgress, type Progress } from '../../../lib/progress.js';
import { integerSchema, licenceCodeSchema } from '../../../lib/text-fields.js';
import type { Mailer } from '../../mail/mailer.js';
import { enrol, sendWelcome, type Enrolment } from './learner-accounts.service.js';
import { existingEmails } from './learners.repository.js';

// A CSV of learners, checked row by row (issue #19, point 3). The school space's preview, its
// import, and the admin command `learners-import` all run `planImport`: what the preview shows
// is what the import writes.

export const PHONE_MESSAGE =
  'numéro de téléphone français à 10 chiffres attendu (ex. 06 12 34 56 78)';

const REQUIRED = ['email', 'prenom', 'nom', 'permis'] as const;
const OPTIONAL = ['jours', 'telephone', 'date_naissance'] as const;
type Column = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number];
const COLUMNS: readonly string[] = [...REQUIRED, ...OPTIONAL];

const LABELS: Record<Column, string> = {
  email: 'adresse e‑mail',
  prenom: 'prénom',
  nom: 'nom',
  permis: 'permis',
  jours: 'nombre de jours',
  telephone: 'téléphone',
  date_naissance: 'date de naissance',
};

const rowSchema = z.object({
  email: emailSchema,
  prenom: personNameSchema('prénom'),
  nom: personNameSchema('nom'),
  permis: licenceCodeSchema,
  jours: z.optional(integerSchema(1, 3650)),
  telephone: z.optional(frenchPhoneSchema(PHONE_MESSAGE)),
  date_naissance: z.optional(birthDateSchema),
});

/** A file refused as a whole (encoding, header, no rows, too many rows); `details` list why. */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly details: readonly string[] = [],
  ) {
    super(message);
  }
}

export type ImportOutcome = 'cree' | 'ignore' | 'erreur';

/** One row of the file, as the preview shows it and the import treats it. */
export interface PlannedRow {
  line: number;
  /** The cells as typed, for the preview. */
  cells: { email: string; prenom: string; nom: string; permis: string };
  outcome: ImportOutcome;
  /** What is wrong (erreur) or why the row is left aside (ignore). */
  problems: string[];
  /** What the import stores, for a row to create. */
  enrolment: Enrolment | null;
}

// « Prénom », « PRENOM » and « prenom » name the same column.
const columnName = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '');

/** The header's columns in file order; refuses a file whose columns are not ours. */
function checkHeader(header: readonly string[]): string[] {
  const columns = header.map(columnName);
  const missing = REQUIRED.filter((column) => !columns.includes(column));
  const unknown = new Set(columns.filter((column) => !COLUMNS.includes(column)));
  const twice = new Set(columns.filter((column, index) => columns.indexOf(column) !== index));
  const problems = [
    ...(missing.length > 0 ? [`colonne(s) manquante(s) : ${missing.join(', ')}`] : []),
    ...[...unknown].map((column) => `colonne inconnue « ${column} »`),
    ...[...twice].map((column) => `colonne « ${column} » en double`),
  ];
  if (problems.length > 0) {
    throw new ImportFileError(
      `en-tête refusé : colonnes attendues ${REQUIRED.join(', ')}, et au choix ${OPTIONAL.join(', ')}.`,
      problems,
    );
  }
  return columns;
}

/** Checks one row against the sign-up forms' formats, without the database. */
function checkRow(
  columns: readonly string[],
  { line, fields }: CsvRecord,
  school: string,
  defaultDays: number,
): PlannedRow {
  const cell = (column: string) => fields[columns.indexOf(column)] ?? '';
  const cells = {
    email: cell('email'),
    prenom: cell('prenom'),
    nom: cell('nom'),
    permis: cell('permis'),
  };
  const refused = (problems: string[]): PlannedRow => ({
    line,
    cells,
    outcome: 'erreur',
    problems,
    enrolment: null,
  });
  if (fields.length !== columns.length) {
    return refused([
      `${fields.length} champ(s) au lieu de ${columns.length} (vérifiez le séparateur et les guillemets)`,
    ]);
  }
  const values = Object.fromEntries(
    columns.map((column, index) => [column, fields[index] === '' ? undefined : fields[index]]),
  );
  const result = rowSchema.safeParse(values);
  if (!result.success) {
    const problems: string[] = [];
    for (const column of [...REQUIRED, ...OPTIONAL]) {
      // The first problem of each cell, in the columns' order.
      const issue = result.error.issues.find((item) => item.path[0] === column);
      if (!issue) continue;
      const value = values[column];
      problems.push(
        value === undefined
          ? `colonne ${column} vide`
          : `${LABELS[column]} invalide (« ${value} ») : ${issue.message}`,
      );
    }
    return refused(problems);
  }
  const row = result.data;
  return {
    line,
    cells,
    outcome: 'cree',
    problems: [],
    enrolment: {
      email: row.email,
      firstName: row.prenom,
      lastName: row.nom,
      structureId: school,
      licence: row.permis,
      days: row.jours ?? defaultDays,
      phone: row.telephone ?? null,
      birthDate: row.date_naissance ?? null,
    },
  };
}

/** The addresses among these that already have an account, read 500 at a time. */
async function takenAddresses(db: Kysely<Database>, emails: readonly string[]) {
  const taken = new Set<string>();
  for (let start = 0; start < emails.length; start += 500) {
    for (const email of await existingEmails(db, emails.slice(start, start + 500))) {
      taken.add(email);
    }
  }
  return taken;
}

export interface ImportOptions {
  school: string;
  /** Days of access of the rows without a `jours` column. */
  defaultDays: number;
  /** Rows whose address has an account are left aside (ignore) rather than refused (erreur). */
  skipExisting: boolean;
  maxRows?: number;
}

/**
 * Every row of the file and what an import does with it: create the learner, leave the row
 * aside (an account exists and `skipExisting`), or refuse it with its reasons. Writes nothing.
 */
export async function planImport(
  db: Kysely<Database>,
  bytes: Uint8Array,
  options: ImportOptions,
): Promise<PlannedRow[]> {
  let file: ReturnType<typeof readCsv>;
  try {
    file = readCsv(bytes);
  } catch (error) {
    if (error instanceof CsvReadError) throw new ImportFileError(error.message);
    throw error;
  }
  const columns = checkHeader(file.header);
  if (file.records.length === 0) throw new ImportFileError('aucun élève sous la ligne d’en-tête.');
  if (options.maxRows !== undefined && file.records.length > options.maxRows) {
    throw new ImportFileError(
      `${file.records.length} lignes : ${options.maxRows} au plus par import. Découpez le fichier en plusieurs.`,
    );
  }
  const rows = file.records.map((record) =>
    checkRow(columns, record, options.school, options.defaultDays),
  );
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
  const taken = await takenAddresses(
    db,
    toCreate.map((row) => row.enrolment?.email ?? ''),
  );
  for (const row of toCreate) {
    const email = row.enrolment?.email ?? '';
    if (!taken.has(email)) continue;
    row.outcome = options.skipExisting ? 'ignore' : 'erreur';
    row.problems = [`un compte existe déjà pour ${email}`];
    row.enrolment = null;
  }
  return rows;
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
    const done: { line: number; learner: Enrolment; userId: string; until: string }[] = [];
    for (const row of toCreate) {
      done.push({ ...row, ...(await enrol(trx, row.learner, now)) });
      stored(done.length, toCreate.length);
    }
    return done;
  });
  const mailed = progress('e‑mails de bienvenue');
  const mailFailures: ImportResult['mailFailures'] = [];
  for (const [index, { line, learner, userId, until }] of enrolled.entries()) {
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
