import SQLite from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { learner, started, writeSeriesContent } from '../../../test/helpers/series-fixture.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { readJson } from '../../../test/helpers/read-json.js';
import { questionResponseSchema } from '@prepacode/domain/contracts/player.contract';

// Issue #37: on SQLite an answer's commit writes every page it changed to the log, two system
// calls each, the most of what the node spends on an answer under load. Read from the log
// itself: which b-trees the commit of one ordinary answer wrote.
const folder = mkdtempSync(path.join(os.tmpdir(), 'answer-pages-'));
const file = path.join(folder, 'answers.sqlite');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const FRAME_HEADER = 24;

/** The b-trees (tables, indexes) whose pages the log holds, by name; `free` for the others. */
function treesInLog(): Set<string> {
  const log = readFileSync(`${file}-wal`);
  const pageSize = log.readUInt32BE(8);
  const reader = new SQLite(file, { readonly: true });
  try {
    const owners = new Map(
      reader
        .prepare<[], { pageno: number; name: string }>('select pageno, name from dbstat')
        .all()
        .map((row) => [row.pageno, row.name]),
    );
    const trees = new Set<string>();
    for (let at = 32; at + FRAME_HEADER + pageSize <= log.length; at += FRAME_HEADER + pageSize)
      trees.add(owners.get(log.readUInt32BE(at)) ?? 'free');
    return trees;
  } finally {
    reader.close();
  }
}

/**
 * Empties the log, so that it holds the next commit alone. The server's checkpoint thread
 * (db/checkpointer.ts) may hold the checkpoint's lock for a moment: then again.
 */
async function emptyLog(): Promise<void> {
  const writer = new SQLite(file);
  try {
    writer.pragma('busy_timeout = 5000');
    for (let tries = 1; ; tries += 1) {
      const [result] = writer.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
      if (result?.busy === 0) return;
      if (tries === 100) throw new Error('the log could not be emptied');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    writer.close();
  }
}

describe('the pages of an answer on SQLite', () => {
  const context = useTestApp('sqlite', {
    CONTENT_DIR: writeSeriesContent(),
    DATABASE_URL: `sqlite:${file}`,
  });

  it('are one b-tree per row it moves: no key kept twice, no index of what does not move', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    const id = await started(lea, 'essai-examen-1', 'entrainement');
    const answerNext = async () => {
      const { identifiant } = readJson(await lea.question(id), questionResponseSchema);
      expect((await lea.answer(id, identifiant, 'A')).statusCode).toBe(200);
    };
    await answerNext();
    await emptyLog();
    await answerNext();
    const trees = treesInLog();
    // The rows an answer moves, each in one b-tree; the attempt's time in its one index; a wrong
    // answer (this one) its question in the index of the mistakes to review.
    // `sqlite_schema` is the file's first page, whose header counts the pages, and `free` the
    // list of free pages: both move when the file grows.
    const moved = [
      'attempt_questions',
      'attempts',
      'attempts_inscription_updated_at',
      'learner_question_stats',
      'learner_question_stats_mistakes',
      'learner_theme_stats',
      'learner_totals',
    ];
    expect([...trees].filter((tree) => !['sqlite_schema', 'free'].includes(tree)).sort()).toEqual(
      moved,
    );
  });
});
