import type { LicenceCode } from '@prepacode/domain/licences';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { bumpContentStamp } from '../content-stamp.repository.js';
import { bankOfLicence, themesOfBank } from '../content.repository.js';
import type { LoadedQuestion } from '../content.types.js';
import { contentHash, insertVersion } from '../import.js';
import { insertQuestion } from '../import.repository.js';
import { DATABASE_MEDIA, databaseMediaName } from '../media-url.js';
import { isNearDuplicate, questionWords } from '../near-duplicates.js';
import { isUniqueViolation } from '../../../db/conflicts.js';
import {
  bankIds,
  currentQuestionTexts,
  insertImportedBank,
  keepPicture,
  networkExists,
} from './imported-bank.repository.js';
import type { ExchangeFormat, NotCarried, ReadFile } from './portable.js';
import { themeOfCategory, toContent, type Outcome } from './to-content.js';

// Issue #46, point 2: a file's questions imported as a new bank, all or nothing. The bank is a
// network's and serves a licence beside that licence's own bank, on its themes: only that
// network's learners see it. Its questions arrive « à relire », with what the import found.

export interface BankImport {
  bankId: string;
  licence: LicenceCode;
  /** The network whose learners alone are asked its questions, once its operator accepts them. */
  network: string;
  /** The theme of the questions whose category names none. */
  theme?: string;
  /** The bank's name as the reviewers see it; by default the file's first category. */
  label?: string;
  format: ExchangeFormat;
}

/** What the reviewer is told about an imported question (questions.review_notes). */
export interface ReviewNotes {
  /** Its name and line in the file it came from. */
  origin: { name: string; line?: number };
  changes: string[];
  toComplete: string[];
  nearDuplicates: { id: string; similarity: number }[];
}

export interface ImportReport {
  problems: string[];
  outcomes: Outcome[];
  notCarried: NotCarried[];
  /** The close questions of each carried one, by its position in `outcomes`. */
  nearDuplicates: Map<number, ReviewNotes['nearDuplicates']>;
  /** The ids given, by position in `outcomes`; empty when nothing was imported. */
  ids: Map<number, string>;
}

export const BANK_ID = /^[a-z][a-z0-9-]{1,38}$/;
/** One bank per id, one per prefix (migration 2026-12-13T1000), as each engine names them. */
const BANK_ID_KEY = { name: 'content_banks_pkey', columns: 'content_banks.id' };
const BANK_PREFIX = { name: 'content_banks_prefix', columns: 'content_banks.prefix' };

/**
 * Two letters no bank uses yet: the initials of the bank's words in pairs, then its first two
 * letters, then the first pair free.
 */
function freePrefix(bankId: string, used: Set<string>): string | undefined {
  const initials = bankId.split('-').map((word) => word.charAt(0));
  const mine = [
    ...initials.flatMap((first, index) =>
      initials.slice(index + 1).map((second) => first + second),
    ),
    bankId.replace(/[^a-z]/g, '').slice(0, 2),
  ].map((pair) => pair.toUpperCase());
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  const every = letters.flatMap((first) => letters.map((second) => first + second));
  return [...mine, ...every].find((pair) => /^[A-Z]{2}$/.test(pair) && !used.has(pair));
}

const taken = (bankId: string) =>
  `la banque «\u202f${bankId}\u202f» existe déjà\u202f: choisissez un autre nom`;

/** Why the bank cannot be made as asked, before its questions are looked at. */
async function bankProblems(db: Kysely<Database>, request: BankImport, banks: { id: string }[]) {
  const problems: string[] = [];
  if (!BANK_ID.test(request.bankId))
    problems.push(
      `nom de banque «\u202f${request.bankId}\u202f»\u202f: minuscules, chiffres et tirets`,
    );
  if (banks.some((bank) => bank.id === request.bankId)) problems.push(taken(request.bankId));
  if (!(await networkExists(db, request.network)))
    problems.push(`réseau «\u202f${request.network}\u202f» inconnu`);
  return problems;
}

/** Each carried question's close ones among the database's questions in play and the file's. */
async function findNearDuplicates(db: Kysely<Database>, outcomes: Outcome[]) {
  const rows = await currentQuestionTexts(db);
  const known = new Map<string, { statement: string; answers: string[] }>();
  for (const row of rows) {
    const entry = known.get(row.id) ?? {
      statement: `${row.statement} ${row.statement_second ?? ''}`,
      answers: [],
    };
    if (row.right_answer !== null) entry.answers.push(row.right_answer);
    known.set(row.id, entry);
  }
  return closeQuestions(
    [...known].map(([id, entry]) => ({ id, words: questionWords(entry.statement, entry.answers) })),
    outcomes,
  );
}

/** A question in play by the words a near-duplicate is found by (near-duplicates.ts). */
export interface InPlay {
  id: string;
  words: Set<string>;
}

/** Each carried question's close ones among those in play and those before it in the file. */
export function closeQuestions(inPlay: readonly InPlay[], outcomes: Outcome[]) {
  const pool = [...inPlay];
  const found = new Map<number, ReviewNotes['nearDuplicates']>();
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'refuse') return;
    const { question } = outcome.candidate;
    const right = question.correctes.map((letter) => question.propositions[letter] ?? '');
    const words = questionWords(`${question.enonce} ${question.enonce_suite ?? ''}`, right);
    const close = pool.flatMap((other) => {
      const similarity = isNearDuplicate(words, other.words);
      return similarity === null
        ? []
        : [{ id: other.id, similarity: Math.round(similarity * 100) / 100 }];
    });
    if (close.length > 0)
      found.set(index, close.sort((a, b) => b.similarity - a.similarity).slice(0, 3));
    // Later questions of the file are compared with this one, by its name until it has an id.
    pool.push({ id: `«\u202f${outcome.name}\u202f»`, words });
  });
  return found;
}

/**
 * Checks a read file against the bank asked for and, when nothing is refused, writes the bank
 * and its questions in one transaction. The report says what happened to every question.
 */
export async function importBankFile(
  db: Kysely<Database>,
  read: ReadFile,
  request: BankImport,
  now = Date.now(),
): Promise<ImportReport> {
  const report: ImportReport = {
    problems: [...read.problems],
    outcomes: [],
    notCarried: read.notCarried,
    nearDuplicates: new Map(),
    ids: new Map(),
  };
  if (report.problems.length > 0) return report;
  const banks = await bankIds(db);
  report.problems.push(...(await bankProblems(db, request, banks)));
  const mainBank = await bankOfLicence(db, request.licence);
  if (!mainBank) report.problems.push(`aucune banque ne sert le permis ${request.licence}`);
  const themes = mainBank ? await themesOfBank(db, mainBank) : [];
  const choices = themes.map((theme) => ({
    identifiant: theme.letter,
    libelle: theme.label,
    ...(theme.short_label ? { libelle_court: theme.short_label } : {}),
  }));
  if (request.theme && !themes.some((theme) => theme.letter === request.theme))
    report.problems.push(`thème ${request.theme} inconnu du permis ${request.licence}`);
  if (read.questions.length === 0)
    report.problems.push('aucune question à reprendre dans ce fichier');
  if (report.problems.length > 0) return report;

  report.outcomes = read.questions.map((question) =>
    toContent(question, themeOfCategory(question.category, choices, request.theme)),
  );
  report.nearDuplicates = await findNearDuplicates(db, report.outcomes);
  if (report.outcomes.some((outcome) => outcome.status === 'refuse')) return report;

  const crowded = crowdedThemes(report.outcomes);
  if (crowded.length > 0) {
    report.problems.push(`plus de 999 questions pour le thème ${crowded.join(', ')}`);
    return report;
  }
  // Two imports at once may pick one free prefix: the database holds one bank per prefix, and
  // the loser takes the next free one. The same bank asked twice at once is made once.
  for (let tries = 1; ; tries += 1) {
    const used = new Set((await bankIds(db)).map((bank) => bank.prefix));
    const prefix = freePrefix(request.bankId, used);
    if (!prefix) {
      report.problems.push('plus de préfixe de deux lettres libre');
      return report;
    }
    try {
      await writeBank(db, read, request, report, prefix, now);
      return report;
    } catch (error) {
      report.ids.clear();
      if (isUniqueViolation(error, BANK_ID_KEY)) {
        report.problems.push(taken(request.bankId));
        return report;
      }
      if (!isUniqueViolation(error, BANK_PREFIX) || tries >= 5) throw error;
    }
  }
}

/** Questions per theme past what three digits number. */
function crowdedThemes(outcomes: Outcome[]): string[] {
  const counts = new Map<string, number>();
  for (const outcome of outcomes)
    if (outcome.status !== 'refuse') {
      const { theme } = outcome.candidate.question;
      counts.set(theme, (counts.get(theme) ?? 0) + 1);
    }
  return [...counts].filter(([, count]) => count > 999).map(([theme]) => theme);
}

/** The bank and its questions, `<prefix>-<theme>-001` on, in one transaction. */
async function writeBank(
  db: Kysely<Database>,
  read: ReadFile,
  request: BankImport,
  report: ImportReport,
  prefix: string,
  now: number,
) {
  const counters = new Map<string, number>();
  const ids = report.outcomes.map((outcome) => {
    const theme = outcome.status === 'refuse' ? '' : outcome.candidate.question.theme;
    const next = (counters.get(theme) ?? 0) + 1;
    counters.set(theme, next);
    return `${prefix}-${theme}-${String(next).padStart(3, '0')}`;
  });
  await db.transaction().execute(async (trx) => {
    await insertImportedBank(trx, {
      id: request.bankId,
      prefix,
      name: (request.label ?? read.questions[0]?.category[0] ?? request.bankId).slice(0, 120),
      imported_at: now,
      exam_format: null,
      chart: null,
      network_id: request.network,
      licence_code: request.licence,
      source: request.format,
    });
    for (const [index, outcome] of report.outcomes.entries()) {
      if (outcome.status === 'refuse') continue;
      const { question, picture, changes, toComplete } = outcome.candidate;
      const id = ids[index] as string;
      let media = question.media;
      if (picture && media) {
        const name = databaseMediaName(picture.bytes, picture.extension);
        await keepPicture(trx, name, picture.bytes, now);
        media = { ...media, fichier: `${DATABASE_MEDIA}${name}` };
      }
      const notes: ReviewNotes = {
        origin: { name: outcome.name, ...(outcome.line ? { line: outcome.line } : {}) },
        changes,
        toComplete,
        nearDuplicates: report.nearDuplicates.get(index) ?? [],
      };
      const loaded: LoadedQuestion = {
        ...question,
        id,
        bank: request.bankId,
        ...(media ? { media } : {}),
      };
      await insertQuestion(trx, {
        id,
        bank_id: request.bankId,
        theme: question.theme,
        current_version: 1,
        retired_at: null,
        review_status: 'a_relire',
        review_notes: JSON.stringify(notes),
      });
      await insertVersion(trx, loaded, 1, contentHash(loaded), now);
      report.ids.set(index, id);
    }
    await bumpContentStamp(trx);
  });
}
