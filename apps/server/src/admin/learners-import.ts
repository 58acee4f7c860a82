import {
  birthDateSchema,
  emailSchema,
  frenchPhoneSchema,
  personNameSchema,
} from '@prepacode/domain/contracts/fields';
import type { Kysely } from 'kysely';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { noProgress, type Progress } from '../lib/progress.js';
import type { Mailer } from '../modules/mail/mailer.js';
import { readCsv, type CsvRecord } from './csv.js';
import { reasonOf, sendWelcome } from './delivery.js';
import { DEFAULT_ACCESS_DAYS, PHONE_MESSAGE, enrol, type Enrolment } from './learners.js';
import { CommandError, integerSchema, licenceCodeSchema, schoolIdSchema } from './options.js';
import { findSchool } from './schools.js';

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

export const learnersImportSchema = z.object({
  school: schoolIdSchema,
  file: z.string().trim().min(1, 'chemin du fichier CSV attendu'),
  days: integerSchema(1, 3650).default(DEFAULT_ACCESS_DAYS),
});

interface ImportRow extends Enrolment {
  line: number;
}

interface Problem {
  line: number;
  text: string;
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
    throw new CommandError(
      `en-tête refusé : colonnes attendues ${REQUIRED.join(', ')}, et au choix ${OPTIONAL.join(', ')}.`,
      problems,
    );
  }
  return columns;
}

/**
 * Checks every row against the formats of the sign-up forms and against the other rows, without
 * the database: the rows to import and, for each wrong one, what is wrong, by its line number.
 */
function checkRows(
  header: readonly string[],
  records: readonly CsvRecord[],
  school: string,
  defaultDays: number,
): { rows: ImportRow[]; problems: Problem[] } {
  const columns = checkHeader(header);
  const rows: ImportRow[] = [];
  const problems: Problem[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, fields } of records) {
    if (fields.length !== columns.length) {
      problems.push({
        line,
        text: `${fields.length} champ(s) au lieu de ${columns.length} (vérifiez le séparateur et les guillemets)`,
      });
      continue;
    }
    const cells = Object.fromEntries(
      columns.map((column, index) => [column, fields[index] === '' ? undefined : fields[index]]),
    );
    const result = rowSchema.safeParse(cells);
    if (!result.success) {
      for (const column of [...REQUIRED, ...OPTIONAL]) {
        // The first problem of each cell, in the columns' order.
        const issue = result.error.issues.find((item) => item.path[0] === column);
        if (!issue) continue;
        const value = cells[column];
        problems.push({
          line,
          text:
            value === undefined
              ? `colonne ${column} vide`
              : `${LABELS[column]} invalide (« ${value} ») : ${issue.message}`,
        });
      }
      continue;
    }
    const row = result.data;
    const first = firstLineOf.get(row.email);
    if (first !== undefined) {
      problems.push({ line, text: `adresse e‑mail ${row.email} déjà donnée ligne ${first}` });
      continue;
    }
    firstLineOf.set(row.email, line);
    rows.push({
      line,
      email: row.email,
      firstName: row.prenom,
      lastName: row.nom,
      structureId: school,
      licence: row.permis,
      days: row.jours ?? defaultDays,
      phone: row.telephone ?? null,
      birthDate: row.date_naissance ?? null,
    });
  }
  return { rows, problems };
}

/** Rows whose address already has an account, read 500 at a time. */
async function takenAddresses(db: Kysely<Database>, rows: readonly ImportRow[]) {
  const problems: Problem[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const taken = new Set(
      (
        await db
          .selectFrom('users')
          .select('email')
          .where(
            'email',
            'in',
            chunk.map((row) => row.email),
          )
          .execute()
      ).map((user) => user.email),
    );
    for (const row of chunk) {
      if (taken.has(row.email)) {
        problems.push({ line: row.line, text: `un compte existe déjà pour ${row.email}` });
      }
    }
  }
  return problems;
}

export interface ImportSummary {
  imported: number;
  mailed: number;
  /** One line per welcome mail that did not leave (the learners are imported all the same). */
  mailFailures: string[];
}

/**
 * `learners-import`: every row is checked first; with one wrong row, nothing is imported and
 * the report lists each problem by line. Otherwise all learners and inscriptions are stored in
 * one transaction, then each gets the welcome mail.
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
  const { header, records } = readCsv(bytes);
  const checked = checkRows(header, records, options.school, options.days);
  if (records.length === 0) throw new CommandError('aucun élève sous la ligne d’en-tête.');
  const problems = [...checked.problems, ...(await takenAddresses(db, checked.rows))].sort(
    (a, b) => a.line - b.line,
  );
  if (problems.length > 0) {
    const lines = new Set(problems.map((problem) => problem.line)).size;
    throw new CommandError(
      `${lines} ligne(s) en erreur sur ${records.length} : rien n’est importé. Corrigez le fichier puis relancez.`,
      problems.map((problem) => `ligne ${problem.line} : ${problem.text}`),
    );
  }

  const stored = progress('élèves enregistrés');
  const enrolled = await db.transaction().execute(async (trx) => {
    const done: { row: ImportRow; userId: string; until: string }[] = [];
    for (const row of checked.rows) {
      done.push({ row, ...(await enrol(trx, row, now)) });
      stored(done.length, checked.rows.length);
    }
    return done;
  });

  const mailed = progress('e‑mails de bienvenue');
  const mailFailures: string[] = [];
  for (const [index, { row, userId, until }] of enrolled.entries()) {
    const failure = await sendWelcome(db, mailer, config, {
      learner: { id: userId, email: row.email, firstName: row.firstName },
      structureId: options.school,
      licence: row.licence,
      until,
    });
    if (failure) {
      mailFailures.push(
        `ligne ${row.line} : e‑mail de bienvenue non envoyé à ${row.email} : ${failure}`,
      );
    }
    mailed(index + 1, enrolled.length);
  }
  return {
    imported: enrolled.length,
    mailed: enrolled.length - mailFailures.length,
    mailFailures,
  };
}
