import { MAX_INITIAL_CREDITS } from '@prepacode/domain/contracts/school-accounts.contract';
import {
  birthDateSchema,
  emailSchema,
  frenchPhoneSchema,
  isCalendarDay,
  personNameSchema,
} from '@prepacode/domain/contracts/fields';
import {
  IMPORT_COLUMNS,
  headerKey,
  importColumnOf,
  isoDayOfFrench,
  type ImportColumn,
} from '@prepacode/domain/import-columns';
import { z } from 'zod';
import type { CsvRecord } from '../../../lib/csv-read.js';
import { integerSchema, licenceCodeSchema } from '../../../lib/text-fields.js';
import type { Enrolment } from './learner-accounts.service.js';

// One row of a learners' file, checked against the sign-up forms' formats without the database
// but for the school's groups, which the caller reads once (learners-import.service.ts).

export const PHONE_MESSAGE =
  'numéro de téléphone français à 10 chiffres attendu (ex. 06 12 34 56 78)';

type Key = ImportColumn['key'];

const rowSchema = z.object({
  email: emailSchema,
  prenom: personNameSchema('prénom'),
  nom: personNameSchema('nom'),
  permis: licenceCodeSchema,
  date_naissance: z.optional(
    z
      .string()
      .transform(isoDayOfFrench)
      .pipe(z.string().refine(isCalendarDay, 'date jj/mm/aaaa attendue (ex. 23/04/2006)'))
      .pipe(birthDateSchema),
  ),
  telephone: z.optional(frenchPhoneSchema(PHONE_MESSAGE)),
  jours: z.optional(integerSchema(1, 3650)),
  credits: z.optional(integerSchema(0, MAX_INITIAL_CREDITS)),
  groupe: z.optional(z.string().trim().max(80, '80 caractères au plus')),
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

/** The file's header: which column each cell holds (null: a column of theirs, left aside). */
export interface ImportHeader {
  columns: (Key | null)[];
  /** The headers left aside, as typed (« Ville », « Code postal »), for the preview to say. */
  ignored: string[];
}

/**
 * Reads the header as schools write it (« E-mail », « Prénom », « Date de naissance »…). A
 * file's other columns (an address, a file number) are left aside and named; a required column
 * missing or one given twice refuses the file.
 */
export function readHeader(header: readonly string[]): ImportHeader {
  const columns = header.map((name) => importColumnOf(name)?.key ?? null);
  const given = columns.filter((key): key is Key => key !== null);
  const missing = IMPORT_COLUMNS.filter((column) => column.required && !given.includes(column.key));
  const twice = new Set(given.filter((key, index) => given.indexOf(key) !== index));
  const problems = [
    ...(missing.length > 0
      ? [`colonne(s) manquante(s)\u202f: ${missing.map((column) => column.header).join(', ')}`]
      : []),
    ...[...twice].map((key) => `colonne «\u202f${headerOf(key)}\u202f» en double`),
  ];
  if (problems.length > 0) {
    throw new ImportFileError(
      `en-tête refusé\u202f: il faut les colonnes ${IMPORT_COLUMNS.filter(
        (column) => column.required,
      )
        .map((column) => column.header)
        .join(', ')}.`,
      problems,
    );
  }
  return {
    columns,
    ignored: header.filter((name, index) => columns[index] === null && name !== ''),
  };
}

const headerOf = (key: Key) => IMPORT_COLUMNS.find((column) => column.key === key)?.header ?? key;

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
  /** The name of the school's group the row joins, as the school wrote it. */
  groupName: string | null;
}

/** What a row falls back on, and the school's groups its `groupe` cell names. */
export interface RowDefaults {
  school: string;
  days: number;
  /** The school's mock-exam credits for a licence, for a row without a `credits` cell. */
  credits: (licence: string) => number;
  groups: readonly { id: string; name: string }[];
}

/** Checks one row; `groupe` is matched without case or accents among the school's groups. */
export function checkRow(
  header: ImportHeader,
  { line, fields }: CsvRecord,
  defaults: RowDefaults,
): PlannedRow {
  const values: Partial<Record<Key, string>> = {};
  header.columns.forEach((key, index) => {
    const field = fields[index] ?? '';
    if (key && field !== '') values[key] = field;
  });
  const cells = {
    email: values.email ?? '',
    prenom: values.prenom ?? '',
    nom: values.nom ?? '',
    permis: values.permis ?? '',
  };
  const refused = (problems: string[]): PlannedRow => ({
    line,
    cells,
    outcome: 'erreur',
    problems,
    enrolment: null,
    groupName: null,
  });
  if (fields.length !== header.columns.length) {
    return refused([
      `${fields.length} champ(s) au lieu de ${header.columns.length} (vérifiez le séparateur et les guillemets)`,
    ]);
  }
  const result = rowSchema.safeParse(values);
  if (!result.success) {
    const problems: string[] = [];
    for (const column of IMPORT_COLUMNS) {
      // The first problem of each cell, in the columns' order.
      const issue = result.error.issues.find((item) => item.path[0] === column.key);
      if (!issue) continue;
      const value = values[column.key];
      problems.push(
        value === undefined
          ? `colonne ${column.header} vide`
          : `${column.label} invalide («\u202f${value}\u202f»)\u202f: ${issue.message}`,
      );
    }
    return refused(problems);
  }
  const row = result.data;
  const group = row.groupe
    ? defaults.groups.find((item) => headerKey(item.name) === headerKey(row.groupe ?? ''))
    : undefined;
  if (row.groupe && !group) {
    const known = defaults.groups.map((item) => item.name).join(', ');
    return refused([
      `groupe «\u202f${row.groupe}\u202f» inconnu de l’école (${known ? `groupes\u202f: ${known}` : 'elle n’a pas encore de groupe'})`,
    ]);
  }
  return {
    line,
    cells,
    outcome: 'cree',
    problems: [],
    enrolment: {
      email: row.email,
      firstName: row.prenom,
      lastName: row.nom,
      structureId: defaults.school,
      licence: row.permis,
      days: row.jours ?? defaults.days,
      credits: row.credits ?? defaults.credits(row.permis),
      groupId: group?.id ?? null,
      phone: row.telephone ?? null,
      birthDate: row.date_naissance ?? null,
    },
    groupName: group?.name ?? null,
  };
}
