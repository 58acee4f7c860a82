import type { TypedAnswer } from '@prepacode/domain/word-answer';
import type { Kysely } from 'kysely';
import type { BankChart } from './chart.js';
import type { QuestionVersionsTable } from '../../db/content.table.js';
import type { Database } from '../../db/database.js';
import { perDatabase } from '../../db/per-database.js';
import { cachedContent } from './content-stamp.js';
import { isScene } from './scene-files.js';

// The one home of question reads (issue #23): which version of a question is current, and what
// a version says. Every screen that shows a question (player, correction, lessons' commented
// exams, the school's reports) reads it here.

/** What a question version says: its text, picture, propositions or typed answer. */
export type QuestionVersion = Omit<QuestionVersionsTable, 'content_hash' | 'created_at'> & {
  /**
   * Its picture is its bank's training chart (hauturier): worked on in the chart viewer. Known
   * with the version, which a new chart file would change, so the player's hot path reads the
   * chart only for those questions.
   */
  on_chart: boolean;
  /** In letter order. */
  propositions: { letter: string; text: string; correct: boolean }[];
};

/**
 * A version's typed answer as stored (`typed_answer`, the JSON of the content's `reponse`): a
 * number in its unit or a short answer's words; null for a question answered by letters.
 */
export const typedAnswerOf = (stored: string | null): TypedAnswer | null =>
  stored === null ? null : (JSON.parse(stored) as TypedAnswer);

export interface VersionKey {
  question_id: string;
  version: number;
}

/** Versions kept per database; the whole set is dropped past this, as content is bounded. */
const VERSIONS_KEPT = 20_000;
const versionCache = perDatabase(() => new Map<string, Promise<QuestionVersion>>());
const keyOf = (v: VersionKey) => `${v.question_id}\u0000${v.version}`;

/**
 * Question versions as they read, in the given order. An import never changes a version (a
 * changed question gets a new one), so each is read once per process, those missing in one
 * batch: the player's question is then one small read of the attempt (bench/README.md).
 */
export function questionVersions(
  db: Kysely<Database>,
  versions: readonly VersionKey[],
): Promise<QuestionVersion[]> {
  const cache = versionCache(db);
  const missing = versions.filter((v) => !cache.has(keyOf(v)));
  if (cache.size + missing.length > VERSIONS_KEPT) cache.clear();
  if (missing.length > 0) {
    const batch = readVersions(db, missing);
    for (const v of missing) {
      const key = keyOf(v);
      const one = batch.then((read) => {
        const version = read.get(key);
        if (!version) throw new Error(`no question version ${v.question_id} v${v.version}`);
        return version;
      });
      cache.set(key, one);
      one.catch(() => cache.delete(key));
    }
  }
  return Promise.all(versions.map((v) => cache.get(keyOf(v)) ?? questionVersion(db, v)));
}

export const questionVersion = async (db: Kysely<Database>, key: VersionKey) =>
  (await questionVersions(db, [key]))[0] as QuestionVersion;

async function readVersions(db: Kysely<Database>, keys: readonly VersionKey[]) {
  // Every version of these questions in these numbers, the exact pairs kept below: plain `in`
  // lists, which both engines plan with their indexes.
  const ids = [...new Set(keys.map((k) => k.question_id))];
  const numbers = [...new Set(keys.map((k) => k.version))];
  const wanted = new Set(keys.map(keyOf));
  const [rows, propositions] = await Promise.all([
    db
      .selectFrom('question_versions as v')
      .innerJoin('questions as q', 'q.id', 'v.question_id')
      .innerJoin('content_banks as b', 'b.id', 'q.bank_id')
      .select([
        'v.question_id',
        'v.version',
        'v.statement',
        'v.statement_second',
        'v.explanation',
        'v.reference',
        'v.media_file',
        'v.media_alt',
        'v.typed_answer',
        'b.chart',
      ])
      .where('v.question_id', 'in', ids)
      .where('v.version', 'in', numbers)
      .execute(),
    db
      .selectFrom('propositions as p')
      .select(['p.question_id', 'p.version', 'p.letter', 'p.text', 'p.correct'])
      .where('p.question_id', 'in', ids)
      .where('p.version', 'in', numbers)
      .orderBy('p.letter')
      .execute(),
  ]);
  const asked = rows.filter((row) =>
    wanted.has(keyOf({ question_id: row.question_id, version: Number(row.version) })),
  );
  return new Map(
    asked.map(({ chart, ...row }): [string, QuestionVersion] => {
      const chartFile = chart ? (JSON.parse(chart) as BankChart).file : null;
      const own = propositions.filter(
        (p) => p.question_id === row.question_id && Number(p.version) === Number(row.version),
      );
      const version: QuestionVersion = {
        ...row,
        version: Number(row.version),
        on_chart: chartFile !== null && row.media_file === chartFile,
        propositions: own.map((p) => ({
          letter: p.letter,
          text: p.text,
          correct: Number(p.correct) === 1,
        })),
      };
      return [keyOf(version), version];
    }),
  );
}

/**
 * Every question's bank, theme, current version, whether it is retired and asked on a moving
 * scene (issue #42): read once per stamp.
 */
const questionIndex = (db: Kysely<Database>) =>
  cachedContent(db, 'questions', async () => {
    const rows = await db
      .selectFrom('questions')
      .innerJoin('question_versions', (join) =>
        join
          .onRef('question_versions.question_id', '=', 'questions.id')
          .onRef('question_versions.version', '=', 'questions.current_version'),
      )
      .select(['id', 'bank_id', 'theme', 'current_version', 'retired_at', 'media_file'])
      .orderBy('id')
      .execute();
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          bank_id: row.bank_id,
          theme: row.theme,
          version: Number(row.current_version),
          retired: row.retired_at !== null,
          scene: row.media_file !== null && isScene(row.media_file),
        },
      ]),
    );
  });

/** The bank's active questions by id, for the composer. */
export const activeQuestionsOfBank = async (db: Kysely<Database>, bankId: string) =>
  [...(await questionIndex(db)).values()].filter((q) => q.bank_id === bankId && !q.retired);

/**
 * Given questions as they read today, in the given order (unknown ids left out), with their
 * theme and whether they are retired.
 */
export async function currentQuestions(db: Kysely<Database>, ids: readonly string[]) {
  const index = await questionIndex(db);
  const entries = ids.flatMap((id) => index.get(id) ?? []);
  const versions = await questionVersions(
    db,
    entries.map((entry) => ({ question_id: entry.id, version: entry.version })),
  );
  return versions.map((version, i) => {
    const entry = entries[i] as NonNullable<(typeof entries)[number]>;
    return { ...version, theme: entry.theme, retired: entry.retired };
  });
}
