import type { ContentSeries } from '@prepacode/domain/content';
import type { Kysely, Transaction } from 'kysely';
import { createHash } from 'node:crypto';
import type { Database } from '../../db/database.js';
import { bumpContentStamp } from './content-stamp.repository.js';
import {
  insertPropositions,
  insertQuestion,
  insertQuestionVersion,
  lessonHashesOfBank,
  questionHashesOfBank,
  restoreQuestion,
  retireLessons,
  retireQuestions,
  retireSeries,
  seriesHashesOfBank,
  setBankOfLicence,
  setCurrentVersion,
  upsertBank,
  upsertLesson,
  upsertTheme,
  writeSeries,
} from './import.repository.js';
import type { LoadedBank, LoadedContent, LoadedLesson, LoadedQuestion } from './content.types.js';

export interface ImportSummary {
  added: number;
  changed: number;
  unchanged: number;
  retired: number;
  restored: number;
  /** Series added or changed. */
  series: number;
  /** Lessons added or changed. */
  lessons: number;
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** What identifies a question's content; every change to it makes a new version. */
export function contentHash(question: LoadedQuestion): string {
  const { enonce, enonce_suite, propositions, correctes, explication, reference, media } = question;
  return hashOf([
    enonce,
    enonce_suite ?? null,
    propositions,
    [...correctes].sort(),
    explication,
    reference,
    media ?? null,
    // Only typed answers add to it: the versions of every other question stay as they were.
    ...(question.reponse ? [question.reponse] : []),
  ]);
}

/** A question's version with its propositions: of content/'s banks, or of an imported one. */
export async function insertVersion(
  trx: Transaction<Database>,
  question: LoadedQuestion,
  version: number,
  hash: string,
  now: number,
) {
  await insertQuestionVersion(trx, {
    question_id: question.id,
    version,
    statement: question.enonce,
    statement_second: question.enonce_suite ?? null,
    explanation: question.explication,
    reference: question.reference,
    media_file: question.media?.fichier ?? null,
    media_alt: question.media?.alt ?? null,
    content_hash: hash,
    created_at: now,
    typed_answer: question.reponse ? JSON.stringify(question.reponse) : null,
  });
  // A typed answer has no propositions.
  if (question.reponse) return;
  await insertPropositions(
    trx,
    Object.entries(question.propositions).map(([letter, text]) => ({
      question_id: question.id,
      version,
      letter,
      text,
      correct: question.correctes.includes(letter as never) ? 1 : 0,
    })),
  );
}

interface Synced {
  key: string;
  hash: string;
  write: () => Promise<void>;
}

/**
 * The one way series and lessons are kept in step with the files: write the items whose content
 * hash changed (or that come back from retirement), retire those gone. Returns how many it wrote.
 */
async function syncByHash(
  existing: { key: string; content_hash: string; retired_at: number | null }[],
  items: Synced[],
  retire: (keys: string[]) => Promise<unknown>,
): Promise<number> {
  const known = new Map(existing.map((row) => [row.key, row]));
  let written = 0;
  for (const item of items) {
    const current = known.get(item.key);
    known.delete(item.key);
    if (current?.content_hash === item.hash && current.retired_at === null) continue;
    await item.write();
    written += 1;
  }
  const gone = [...known.values()].filter((row) => row.retired_at === null).map((row) => row.key);
  if (gone.length > 0) await retire(gone);
  return written;
}

/** Series replaced whole when they change; those gone from the file are retired. */
export async function importSeries(
  trx: Transaction<Database>,
  bankId: string,
  series: ContentSeries[],
  now: number,
) {
  const existing = await seriesHashesOfBank(trx, bankId);
  const items = series.map((one, position): Synced => {
    const hash = hashOf([
      one.type,
      one.libelle,
      one.chronometree,
      [...one.permis].sort(),
      one.questions,
      position,
    ]);
    const values = {
      bank_id: bankId,
      type: one.type,
      label: one.libelle,
      timed: one.chronometree ? 1 : 0,
      position,
      content_hash: hash,
      retired_at: null,
    };
    const write = () => writeSeries(trx, one.slug, values, one.permis, one.questions);
    return { key: one.slug, hash, write };
  });
  return syncByHash(existing, items, (slugs) => retireSeries(trx, slugs, now));
}

/** Lessons by `<bank>-<theme>`: updated when their text changes, retired when gone. */
async function importLessons(
  trx: Transaction<Database>,
  bankId: string,
  lessons: LoadedLesson[],
  now: number,
) {
  const existing = await lessonHashesOfBank(trx, bankId);
  const items = lessons.map((lesson, position): Synced => {
    const id = `${bankId}-${lesson.theme}`;
    const hash = hashOf([lesson.title, lesson.body, position]);
    const values = {
      bank_id: bankId,
      theme: lesson.theme,
      title: lesson.title,
      body: lesson.body,
      position,
      content_hash: hash,
      retired_at: null,
    };
    const write = async () => {
      await upsertLesson(trx, id, values);
    };
    return { key: id, hash, write };
  });
  return syncByHash(existing, items, (ids) => retireLessons(trx, ids, now));
}

async function importBank(
  trx: Transaction<Database>,
  { bank, questions, series, lessons, chart }: LoadedBank,
  summary: ImportSummary,
  now: number,
  tick: () => void,
) {
  const bankValues = {
    prefix: bank.prefixe,
    name: bank.libelle,
    imported_at: now,
    exam_format: bank.examen ? JSON.stringify(bank.examen) : null,
    chart: chart ? JSON.stringify(chart) : null,
  };
  await upsertBank(trx, bank.id, bankValues);
  for (const licence of bank.permis) await setBankOfLicence(trx, licence, bank.id);
  for (const [position, theme] of bank.themes.entries()) {
    const values = {
      label: theme.libelle,
      short_label: theme.libelle_court ?? null,
      color: theme.couleur,
      position,
    };
    await upsertTheme(trx, bank.id, theme.identifiant, values);
  }

  const existing = new Map((await questionHashesOfBank(trx, bank.id)).map((row) => [row.id, row]));

  for (const question of questions) {
    const hash = contentHash(question);
    const current = existing.get(question.id);
    existing.delete(question.id);
    if (!current) {
      await insertQuestion(trx, {
        id: question.id,
        bank_id: bank.id,
        theme: question.theme,
        current_version: 1,
        retired_at: null,
      });
      await insertVersion(trx, question, 1, hash, now);
      summary.added += 1;
    } else if (current.content_hash !== hash) {
      const version = current.current_version + 1;
      await insertVersion(trx, question, version, hash, now);
      await setCurrentVersion(trx, question.id, version, question.theme);
      summary.changed += 1;
    } else if (current.retired_at !== null) {
      await restoreQuestion(trx, question.id);
      summary.restored += 1;
    } else {
      summary.unchanged += 1;
    }
    tick();
  }

  summary.series += await importSeries(trx, bank.id, series, now);
  summary.lessons += await importLessons(trx, bank.id, lessons, now);

  // Gone from the files: retired, never deleted, so past series and history stay readable.
  const gone = [...existing.values()].filter((row) => row.retired_at === null).map((row) => row.id);
  if (gone.length > 0) {
    await retireQuestions(trx, gone, now);
    summary.retired += gone.length;
  }
}

/**
 * Imports checked content in one transaction, idempotently, by stable ids. Refuses content with
 * problems: nothing is imported half-way.
 */
export async function importContent(
  db: Kysely<Database>,
  content: LoadedContent,
  onProgress: (done: number, total: number) => void = () => {},
  now = Date.now(),
): Promise<ImportSummary> {
  if (content.problems.length > 0)
    throw new Error(
      `Contenu invalide : ${content.problems.length} problème(s), rien n’est importé.`,
    );
  const summary: ImportSummary = {
    added: 0,
    changed: 0,
    unchanged: 0,
    retired: 0,
    restored: 0,
    series: 0,
    lessons: 0,
  };
  const total = content.banks.reduce((sum, bank) => sum + bank.questions.length, 0);
  let done = 0;
  await db.transaction().execute(async (trx) => {
    for (const bank of content.banks)
      await importBank(trx, bank, summary, now, () => onProgress(++done, total));
    // Every node's content cache holds while this counter does (modules/content/content-stamp.ts).
    await bumpContentStamp(trx);
  });
  return summary;
}
