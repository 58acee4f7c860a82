import {
  examFormatSchema,
  specExamFormat,
  toExamFormat,
  type ExamFormat,
} from '@prepacode/domain/exam-format';
import type { LicenceCode } from '@prepacode/domain/licences';
import type { Kysely } from 'kysely';
import type { BankChart } from './chart.js';
import type { Database } from '../../db/database.js';
import { cachedContent } from './content-stamp.js';

// The one home of the imported content's reads (issue #23): banks, themes and fixed series,
// each read once per content stamp. Questions and their versions: questions.repository.ts.

/** Every bank with its licences, format and chart: a few rows, read once per stamp. */
const banks = (db: Kysely<Database>) =>
  cachedContent(db, 'banks', async () => {
    const [rows, licences] = await Promise.all([
      db.selectFrom('content_banks').select(['id', 'exam_format', 'chart']).execute(),
      db.selectFrom('content_bank_licences').select(['licence_code', 'bank_id']).execute(),
    ]);
    return {
      byId: new Map(rows.map((row) => [row.id, row])),
      byLicence: new Map(licences.map((row) => [row.licence_code, row.bank_id])),
    };
  });

/** The bank that serves a licence (code-route for b, etg and etgreg…), if any. */
export const bankOfLicence = async (db: Kysely<Database>, licence: string) =>
  (await banks(db)).byLicence.get(licence);

/** Every licence a bank serves, with that bank, by licence code. */
export const bankLicences = async (db: Kysely<Database>) =>
  [...(await banks(db)).byLicence]
    .map(([licence, bankId]) => ({ licence, bankId }))
    .sort((a, b) => a.licence.localeCompare(b.licence));

/**
 * The mock exam of a licence's bank (issue #22): the format its bank.yaml declares, checked at
 * import, else spec §9's format for the licence.
 */
export const examFormatOf = (
  db: Kysely<Database>,
  bankId: string,
  licence: LicenceCode,
): Promise<ExamFormat> =>
  cachedContent(db, `format:${bankId}:${licence}`, async () => {
    const json = (await banks(db)).byId.get(bankId)?.exam_format;
    return json ? toExamFormat(examFormatSchema.parse(JSON.parse(json))) : specExamFormat(licence);
  });

/** The training chart of a bank (hauturier, issue #22), or null when it has none. */
export const chartOf = (db: Kysely<Database>, bankId: string): Promise<BankChart | null> =>
  cachedContent(db, `chart:${bankId}`, async () => {
    const json = (await banks(db)).byId.get(bankId)?.chart;
    return json ? (JSON.parse(json) as BankChart) : null;
  });

/** The themes of a bank, in the bank's order. */
export const themesOfBank = (db: Kysely<Database>, bankId: string) =>
  cachedContent(db, `themes:${bankId}`, () =>
    db
      .selectFrom('content_themes')
      .select(['letter', 'label', 'short_label', 'color'])
      .where('bank_id', '=', bankId)
      .orderBy('position')
      .execute(),
  );

/** The themes of the bank that serves a licence; none for a licence no bank serves. */
export async function themesForLicence(db: Kysely<Database>, licence: string) {
  const bankId = await bankOfLicence(db, licence);
  return bankId ? themesOfBank(db, bankId) : [];
}

/** Every fixed series of a licence not retired, with its bank's network: read once per stamp. */
const seriesOfLicence = (db: Kysely<Database>, licence: string) =>
  cachedContent(db, `series:${licence}`, () =>
    db
      .selectFrom('content_series as s')
      .innerJoin('content_series_licences as l', 'l.slug', 's.slug')
      .innerJoin('content_banks as b', 'b.id', 's.bank_id')
      .innerJoin('content_series_questions as sq', (join) =>
        join.onRef('sq.slug', '=', 's.slug').on('sq.position', '=', 0),
      )
      .innerJoin('questions as q', 'q.id', 'sq.question_id')
      .select([
        's.slug',
        's.bank_id',
        's.type',
        's.label',
        's.timed',
        's.position',
        'q.theme',
        'b.network_id',
      ])
      .where('l.licence_code', '=', licence)
      .where('s.retired_at', 'is', null)
      .orderBy('s.position')
      .execute(),
  );

/**
 * The fixed series of a licence not retired, in the bank's order, with a thematic one's theme:
 * ours, then those of `network`'s own banks (issue #46) for its learners; no other network's.
 */
export const fixedSeriesOfLicence = async (
  db: Kysely<Database>,
  licence: string,
  network: string | null = null,
) => {
  const all = await seriesOfLicence(db, licence);
  return [
    ...all.filter((series) => series.network_id === null),
    ...(network === null ? [] : all.filter((series) => series.network_id === network)),
  ];
};

/** A fixed series, only if it serves this licence (and this network) and is not retired. */
export const findFixedSeries = async (
  db: Kysely<Database>,
  slug: string,
  licence: string,
  network: string | null = null,
) => (await fixedSeriesOfLicence(db, licence, network)).find((series) => series.slug === slug);

/** The mock exams of a licence, in the bank's order. */
export const examSeriesOfLicence = async (db: Kysely<Database>, licence: string) =>
  (await fixedSeriesOfLicence(db, licence)).filter((series) => series.type === 'examen');

/** The questions of a fixed series in its order, retired ones included. */
export const seriesQuestionIds = (db: Kysely<Database>, slug: string) =>
  cachedContent(db, `series-questions:${slug}`, async () =>
    (
      await db
        .selectFrom('content_series_questions')
        .select('question_id')
        .where('slug', '=', slug)
        .orderBy('position')
        .execute()
    ).map((row) => row.question_id),
  );
