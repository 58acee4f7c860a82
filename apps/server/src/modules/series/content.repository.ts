import {
  examFormatSchema,
  specExamFormat,
  toExamFormat,
  type ExamFormat,
} from '@prepacode/domain/exam-format';
import type { LicenceCode } from '@prepacode/domain/licences';
import type { Kysely } from 'kysely';
import type { BankChart } from '../../content/chart.js';
import type { Database } from '../../db/database.js';
import { perDatabase } from '../../db/per-database.js';

// Read-only queries on the imported content that the series engine needs.

/** A fixed series, only if it serves this licence and is not retired. */
export const findFixedSeries = (db: Kysely<Database>, slug: string, licenceCode: string) =>
  db
    .selectFrom('content_series as s')
    .innerJoin('content_series_licences as l', 'l.slug', 's.slug')
    .select(['s.slug', 's.bank_id', 's.type', 's.label', 's.timed', 's.position'])
    .where('s.slug', '=', slug)
    .where('l.licence_code', '=', licenceCode)
    .where('s.retired_at', 'is', null)
    .executeTakeFirst();

/**
 * Content changes only through an import, which stamps every bank. What the dashboard reads of
 * it on each call is kept per database and checked against that stamp: one tiny read instead
 * of the queries below (bench/README.md). Nothing another node needs lives here.
 */
const contentCache = perDatabase(() => ({
  stamp: null as number | null,
  entries: new Map<string, Promise<unknown>>(),
}));

async function cached<T>(db: Kysely<Database>, key: string, load: () => Promise<T>): Promise<T> {
  const { stamp } = await db
    .selectFrom('content_banks')
    .select((eb) => eb.fn.max('imported_at').as('stamp'))
    .executeTakeFirstOrThrow();
  const cache = contentCache(db);
  if (cache.stamp !== stamp) {
    cache.stamp = stamp;
    cache.entries = new Map();
  }
  const { entries } = cache;
  let entry = entries.get(key);
  if (!entry) {
    entry = load();
    entries.set(key, entry);
    // A failed read is not kept: the next call tries again.
    entry.catch(() => entries.delete(key));
  }
  return entry as Promise<T>;
}

/** The fixed series of a licence, in the bank's order, with the theme of a thematic one. */
export const fixedSeriesOfLicence = (db: Kysely<Database>, licenceCode: string) =>
  cached(db, `series:${licenceCode}`, () =>
    db
      .selectFrom('content_series as s')
      .innerJoin('content_series_licences as l', 'l.slug', 's.slug')
      .innerJoin('content_series_questions as sq', (join) =>
        join.onRef('sq.slug', '=', 's.slug').on('sq.position', '=', 0),
      )
      .innerJoin('questions as q', 'q.id', 'sq.question_id')
      .select(['s.slug', 's.type', 's.label', 's.timed', 's.position', 'q.theme'])
      .where('l.licence_code', '=', licenceCode)
      .where('s.retired_at', 'is', null)
      .orderBy('s.position')
      .execute(),
  );

export interface QuestionToAsk {
  question_id: string;
  version: number;
  theme: string;
  two_parts: boolean;
  count: number;
  correct_letters: string[];
}

/** Each question's current version, its propositions' count and its correct letters. */
async function withLetters(
  db: Kysely<Database>,
  rows: { question_id: string; version: number; theme: string; statement_second: string | null }[],
): Promise<QuestionToAsk[]> {
  if (rows.length === 0) return [];
  const propositions = await db
    .selectFrom('propositions as p')
    .innerJoin('questions as q', (join) =>
      join.onRef('q.id', '=', 'p.question_id').onRef('q.current_version', '=', 'p.version'),
    )
    .select(['p.question_id', 'p.letter', 'p.correct'])
    .where(
      'p.question_id',
      'in',
      rows.map((row) => row.question_id),
    )
    .execute();
  return rows.map((row) => {
    const own = propositions.filter((p) => p.question_id === row.question_id);
    return {
      question_id: row.question_id,
      version: row.version,
      theme: row.theme,
      two_parts: row.statement_second !== null,
      count: own.length,
      correct_letters: own
        .filter((p) => p.correct === 1)
        .map((p) => p.letter)
        .sort(),
    };
  });
}

/** The active questions of a fixed series in order, as they read today. */
export async function questionsOfSeries(db: Kysely<Database>, slug: string) {
  const rows = await db
    .selectFrom('content_series_questions as sq')
    .innerJoin('questions as q', 'q.id', 'sq.question_id')
    .select('q.id')
    .where('sq.slug', '=', slug)
    .where('q.retired_at', 'is', null)
    .orderBy('sq.position')
    .execute();
  return questionsByIds(
    db,
    rows.map((row) => row.id),
  );
}

/** Given questions (chosen by the composer), in the given order. */
export async function questionsByIds(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('questions as q')
    .innerJoin('question_versions as v', (join) =>
      join.onRef('v.question_id', '=', 'q.id').onRef('v.version', '=', 'q.current_version'),
    )
    .select([
      'q.id as question_id',
      'q.current_version as version',
      'q.theme',
      'v.statement_second',
    ])
    .where('q.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.question_id, row]));
  return withLetters(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

/** The bank's active questions, for the composer. */
export const activeQuestionsOfBank = (db: Kysely<Database>, bankId: string) =>
  db
    .selectFrom('questions')
    .select(['id', 'theme'])
    .where('bank_id', '=', bankId)
    .where('retired_at', 'is', null)
    .orderBy('id')
    .execute();

export const themesOfBank = (db: Kysely<Database>, bankId: string) =>
  cached(db, `themes:${bankId}`, () =>
    db
      .selectFrom('content_themes')
      .select(['letter', 'label', 'color'])
      .where('bank_id', '=', bankId)
      .orderBy('position')
      .execute(),
  );

/**
 * The mock exam of a licence's bank (issue #22): the format its bank.yaml declares, checked at
 * import, else spec §9's format for the licence.
 */
export const examFormatOf = (
  db: Kysely<Database>,
  bankId: string,
  licence: LicenceCode,
): Promise<ExamFormat> =>
  cached(db, `format:${bankId}:${licence}`, async () => {
    const row = await db
      .selectFrom('content_banks')
      .select('exam_format')
      .where('id', '=', bankId)
      .executeTakeFirst();
    if (!row?.exam_format) return specExamFormat(licence);
    return toExamFormat(examFormatSchema.parse(JSON.parse(row.exam_format)));
  });

/** The training chart of a bank (hauturier, issue #22), or null when it has none. */
export const chartOf = (db: Kysely<Database>, bankId: string): Promise<BankChart | null> =>
  cached(db, `chart:${bankId}`, async () => {
    const row = await db
      .selectFrom('content_banks')
      .select('chart')
      .where('id', '=', bankId)
      .executeTakeFirst();
    return row?.chart ? (JSON.parse(row.chart) as BankChart) : null;
  });

/**
 * What the player shows of a question version: its text, its picture and its propositions, or
 * the typed answer it expects (JSON, typed-answer.ts).
 */
export interface VersionText {
  statement: string;
  statement_second: string | null;
  media_file: string | null;
  media_alt: string | null;
  typed_answer: string | null;
  /**
   * Its picture is its bank's training chart (hauturier): worked on in the chart viewer. Known
   * with the version, which a new chart file would change, so the player's hot path reads the
   * chart only for those questions.
   */
  on_chart: boolean;
  propositions: { letter: string; text: string }[];
}

/** Versions kept per database; the whole set is dropped past this, as content is bounded. */
const VERSIONS_KEPT = 20_000;
const versionTexts = perDatabase(() => new Map<string, Promise<VersionText>>());

/**
 * A question version as the player shows it. An import never changes a version (a changed
 * question gets a new one), so it is read once per process: the player's question is then one
 * small read of the attempt (bench/README.md).
 */
export function versionText(
  db: Kysely<Database>,
  { question_id, version }: { question_id: string; version: number },
): Promise<VersionText> {
  const texts = versionTexts(db);
  if (texts.size >= VERSIONS_KEPT) texts.clear();
  const key = `${question_id}\u0000${version}`;
  let text = texts.get(key);
  if (!text) {
    text = readVersionText(db, question_id, version);
    texts.set(key, text);
    text.catch(() => texts.delete(key));
  }
  return text;
}

async function readVersionText(
  db: Kysely<Database>,
  questionId: string,
  version: number,
): Promise<VersionText> {
  const [row, propositions] = await Promise.all([
    db
      .selectFrom('question_versions as v')
      .innerJoin('questions as q', 'q.id', 'v.question_id')
      .innerJoin('content_banks as b', 'b.id', 'q.bank_id')
      .select([
        'v.statement',
        'v.statement_second',
        'v.media_file',
        'v.media_alt',
        'v.typed_answer',
        'b.chart',
      ])
      .where('v.question_id', '=', questionId)
      .where('v.version', '=', version)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('propositions')
      .select(['letter', 'text'])
      .where('question_id', '=', questionId)
      .where('version', '=', version)
      .orderBy('letter')
      .execute(),
  ]);
  const { chart, ...text } = row;
  const chartFile = chart ? (JSON.parse(chart) as BankChart).file : null;
  return { ...text, on_chart: chartFile !== null && text.media_file === chartFile, propositions };
}
