import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/dialect.js';
import { createTestDatabase, testEngines } from '../helpers/databases.js';
import { writeSeriesContent } from '../helpers/series-fixture.js';
import { freePort, ServerProcess } from './server-process.js';

// Issue #21: « 20 kills on SQLite, 5 on PostgreSQL, 0 acknowledged answers lost ». Learners
// answer concurrently over HTTP; the server is SIGKILLed at a random moment and restarted on
// the same database; every answer it acknowledged (2xx) must be stored. Thematic series spend no
// exam credit, so the learners can start as many as the kills need.
const FULL = process.env.HARDENING_FULL === '1';
const KILLS = { sqlite: FULL ? 20 : 6, postgres: FULL ? 5 : 2 };
const LEARNERS = ['eleve@demo.test', 'nouveau@demo.test', 'depart@demo.test'];
const XSRF_HEADER = { 'x-xsrf-token': 'jeton' };

interface Acknowledged {
  attempt: number;
  position: number;
}

/** One learner answering a thematic series question after question until stopped. */
async function answerLoop(
  server: ServerProcess,
  cookie: string,
  acknowledged: Acknowledged[],
  stop: { now: boolean },
): Promise<void> {
  const headers = { cookie, ...XSRF_HEADER };
  while (!stop.now) {
    const create = await fetch(
      `${server.base}/api/serie/create?slug=essai-theme-l&parcours=entrainement&ordre_lettrage=fixe`,
      { method: 'PUT', headers },
    );
    if (!create.ok) throw new Error(`create ${create.status}: ${await create.text()}`);
    const { id } = (await create.json()) as { id: number };
    for (;;) {
      // The caller sets it while this loop awaits, which the narrowing of the while above cannot see.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      if (stop.now) return;
      const query = new URLSearchParams({
        taille: '1280',
        mobile: 'false',
        date: new Date().toISOString(),
      });
      const current = await fetch(
        `${server.base}/api/player/infos/${id}/question?${query.toString()}`,
        {
          headers,
        },
      );
      if (!current.ok) break;
      const question = (await current.json()) as {
        identifiant: string;
        position: number;
        propositions: { lettre: string }[];
      };
      const answer = await fetch(`${server.base}/api/player/envoi-reponse`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          serie: String(id),
          identifiant: question.identifiant,
          reponse: question.propositions[0]?.lettre ?? 'A',
        }).toString(),
      });
      if (!answer.ok) throw new Error(`answer ${answer.status}: ${await answer.text()}`);
      // The player counts from 1, attempt_questions from 0.
      acknowledged.push({ attempt: id, position: question.position - 1 });
      if (((await answer.json()) as { termine: boolean }).termine) break;
    }
  }
}

describe.each(testEngines())('SIGKILL durability on %s', (engine) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'prepacode-kill-'));
  const content = writeSeriesContent();
  let server: ServerProcess | undefined;
  let drop = async () => {};
  afterAll(async () => {
    await server?.kill();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it(`loses no acknowledged answer over ${KILLS[engine]} kills`, async () => {
    const started = Date.now();
    let url = `sqlite:${path.join(dir, 'prepacode.sqlite')}`;
    if (engine === 'postgres') {
      const database = await createTestDatabase('postgres');
      drop = database.drop;
      url = database.url;
    }
    const running = new ServerProcess(await freePort(), {
      DATABASE_URL: url,
      CONTENT_DIR: content,
    });
    server = running;
    const acknowledged: Acknowledged[] = [];
    for (let kill = 0; kill < KILLS[engine]; kill++) {
      await running.start();
      const cookies = await Promise.all(LEARNERS.map((who) => running.signIn(who)));
      const stop = { now: false };
      const loops = cookies.map((cookie) =>
        answerLoop(running, cookie, acknowledged, stop).catch((error: unknown) => {
          // Once the process is dead, a refused or reset request is expected; before, not.
          if (!stop.now) throw error;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1200));
      stop.now = true;
      await running.kill();
      await Promise.all(loops);
    }
    // Restarting once more proves the last kill left a database (and a lock) it can open.
    await running.start();
    await running.kill();

    const db = createDatabase(url);
    try {
      const attempts = [...new Set(acknowledged.map((a) => a.attempt))];
      const rows = await db
        .selectFrom('attempt_questions')
        .select(['attempt_id', 'position', 'answer'])
        .where('attempt_id', 'in', attempts)
        .execute();
      const stored = new Set(
        rows.filter((r) => r.answer !== null).map((r) => `${r.attempt_id}/${r.position}`),
      );
      const lost = acknowledged.filter((a) => !stored.has(`${a.attempt}/${a.position}`));
      const counts = await db
        .selectFrom('attempts')
        .select(['id', 'nb_answered'])
        .where('id', 'in', attempts)
        .execute();
      for (const attempt of counts) {
        const answered = rows.filter((r) => r.attempt_id === attempt.id && r.answer !== null);
        expect(attempt.nb_answered, `attempt ${attempt.id}`).toBe(answered.length);
      }
      console.log(
        `durability ${engine}: ${KILLS[engine]} kills survived, ${acknowledged.length} answers ` +
          `acknowledged, ${lost.length} lost, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      expect(acknowledged.length).toBeGreaterThan(KILLS[engine]);
      expect(lost).toEqual([]);
    } finally {
      await db.destroy();
    }
  }, 300_000);
});
