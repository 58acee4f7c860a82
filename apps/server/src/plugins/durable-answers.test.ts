import fs, { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { questionResponseSchema } from '@prepacode/domain/contracts/player.contract';
import { readJson } from '../../test/helpers/read-json.js';
import { learner, started, writeSeriesContent } from '../../test/helpers/series-fixture.js';
import { useTestApp } from '../../test/helpers/test-app.js';

// ADR 0024: on SQLite the log is synced off the event loop, and no answer leaves before the
// commits it may rest on are on disk. A file database (in memory, nothing is synced).
describe('answers wait for the sync of the SQLite log', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'prepacode-durable-'));
  const context = useTestApp('sqlite', {
    DATABASE_URL: `sqlite:${path.join(dir, 'prepacode.sqlite')}`,
    CONTENT_DIR: writeSeriesContent(),
  });
  afterAll(() => {
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  it('acknowledges an answer only once its commit is synced, and a read made meanwhile too', async () => {
    const lea = await learner(context.app, 'eleve@demo.test');
    const id = await started(lea, 'essai-theme-c', 'entrainement');
    const current = readJson(await lea.question(id), questionResponseSchema);

    const held: (() => void)[] = [];
    const realSync = fs.fsync.bind(fs);
    vi.spyOn(fs, 'fsync').mockImplementation((fd, done) => {
      held.push(() => realSync(fd, done));
    });
    const answered = { done: false };
    const answer = lea.answer(id, current.identifiant, 'A').then((response) => {
      answered.done = true;
      return response;
    });
    const read = lea.get('/api/front/series-eleve');
    await vi.waitFor(() => expect(held.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered.done).toBe(false);
    // Committed already: only the answer waits.
    const stored = await context.app.db
      .selectFrom('attempt_questions')
      .select('answer')
      .where('attempt_id', '=', id)
      .where('position', '=', 0)
      .executeTakeFirstOrThrow();
    expect(stored.answer).not.toBeNull();

    vi.mocked(fs.fsync).mockRestore();
    for (const release of held.splice(0)) release();
    expect((await answer).statusCode).toBe(200);
    expect((await read).statusCode).toBe(200);
  });

  it('answers a read at once when nothing waits to be synced', async () => {
    const sync = vi.spyOn(fs, 'fsync');
    const lea = await learner(context.app, 'nouveau@demo.test');
    sync.mockClear();
    expect((await lea.get('/api/front/series-eleve')).statusCode).toBe(200);
    expect((await lea.get('/api/front/series-eleve')).statusCode).toBe(200);
    expect(sync).toHaveBeenCalledTimes(0);
  });
});
