// @ts-check
// « Code en salle » under load (issue #43): sessions of a room each, on one node, every phone
// and every presenter holding its stream, the learners answering each question within a few
// seconds as a room does. Measured: from a phone's answer sent to the presenter's stream
// showing it counted (« N / M réponses »), p50, p99 and the worst; and the server's CPU.
//
//   node bench/classroom.mjs [sqlite|postgres]   (after `npm run build`)
//
// BENCH_SESSIONS (50), BENCH_LEARNERS (30) and BENCH_QUESTIONS (3) set the load. Learners,
// the instructor and their sessions are written straight into the server's database, as the
// other benches do: the sign-on is not what is measured.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startPostgres } from '../scripts/postgres.mjs';
import { startServer } from './http.mjs';
import { clusterUrl, headersOf, openDatabase, seedLearners, sessionRow } from './learning.mjs';

const engine = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 50);
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 30);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 3);
/** A room answers within this many seconds of a question coming up. */
const ANSWER_SPREAD_MS = 8_000;
const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` over `items`, `width` at a time. */
async function inBatches(items, width, work) {
  for (let n = 0; n < items.length; n += width)
    await Promise.all(items.slice(n, n + width).map(work));
}

/** A stream's `etat` events as they arrive: `{ at, state }`. */
async function follow(url, headers, events) {
  const response = await fetch(url, { headers: { ...headers, accept: 'text/event-stream' } });
  if (!response.ok || !response.body) throw new Error(`stream ${url}: ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (block.includes('event: etat') && data) {
          events.push({ at: performance.now(), state: JSON.parse(data.slice(6)) });
        }
      }
    }
  })();
  return () => reader.cancel().catch(() => undefined);
}

async function json(response, what) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response.json();
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function main() {
  const folder = mkdtempSync(path.join(tmpdir(), 'prepacode-salle-'));
  const postgres = engine === 'postgres' ? await startPostgres({ durable: true }) : undefined;
  const databaseUrl = postgres
    ? clusterUrl(postgres)
    : `sqlite:${path.join(folder, 'bench.sqlite')}`;
  const serverDist = new URL('../apps/server/dist/', import.meta.url);
  const server = await startServer(['app', databaseUrl], { BENCH_LOG_LEVEL: 'warn' });
  const stops = [];
  try {
    const db = await openDatabase(databaseUrl, serverDist);
    const learners = await seedLearners(db, 'salle', SESSIONS * LEARNERS);
    const school = (
      await db
        .selectFrom('users')
        .select('structure_id')
        .where('id', '=', learners[0].userId)
        .executeTakeFirstOrThrow()
    ).structure_id;
    // An instructor per session, each signed in on the central site, of the learners' school.
    const now = Date.now();
    const instructors = Array.from({ length: SESSIONS }, (_, n) => {
      const token = randomBytes(32).toString('base64url');
      const headers = headersOf(undefined, { 'content-type': 'application/json' });
      headers.cookie = `${headers.cookie}; prepacode_central=${token}`;
      return { id: `salle-moniteur-${n}`, token, headers };
    });
    await db
      .insertInto('users')
      .values(
        instructors.map(({ id }) => ({
          id,
          email: `${id}@bench.test`,
          role: 'staff',
          staff_role: 'moniteur',
          first_name: 'Marc',
          last_name: 'Banc',
          structure_id: school,
          created_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('sessions')
      .values(
        instructors.map(({ id, token }) =>
          sessionRow({
            id: `s-${id}`,
            kind: 'staff',
            tokenHash: sha256(token),
            userId: id,
            inscriptionId: null,
            now,
          }),
        ),
      )
      .execute();
    const base = server.base;

    const sessions = [];
    for (let n = 0; n < SESSIONS; n += 1) {
      const body = { permis: 'b', source: 'tirage', rythme: 'moniteur' };
      const staff = instructors[n].headers;
      const { salle } = await json(
        await fetch(`${base}/central/api/ecole/salles`, {
          method: 'POST',
          headers: staff,
          body: JSON.stringify(body),
        }),
        'launch',
      );
      const events = [];
      stops.push(await follow(`${base}/central/api/ecole/salles/${salle.id}/flux`, staff, events));
      sessions.push({
        id: salle.id,
        code: salle.code,
        staff,
        events,
        room: learners.slice(n * LEARNERS, (n + 1) * LEARNERS),
      });
    }
    // Every phone joins and holds its stream, as in the room.
    await inBatches(
      sessions.flatMap((s) => s.room.map((learner) => ({ s, learner }))),
      100,
      async ({ s, learner }) => {
        const headers = headersOf(learner, { 'content-type': 'application/json' });
        await json(
          await fetch(`${base}/api/salle/rejoindre`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ code: s.code }),
          }),
          'join',
        );
        stops.push(await follow(`${base}/api/salle/${s.id}/flux`, headersOf(learner), []));
      },
    );
    console.log(
      `${SESSIONS} sessions × ${LEARNERS} learners joined, ${SESSIONS * (LEARNERS + 1)} streams open (${engine})`,
    );

    const latencies = [];
    const cpuBefore = await server.cpu();
    const started = performance.now();
    const step = (s, action, position) =>
      fetch(`${base}/central/api/ecole/salles/${s.id}/etape`, {
        method: 'POST',
        headers: s.staff,
        body: JSON.stringify({ action, position }),
      }).then((r) => json(r, action));
    for (let question = 1; question <= QUESTIONS; question += 1) {
      await Promise.all(
        sessions.map((s) => step(s, question === 1 ? 'question' : 'suivante', question - 1)),
      );
      await Promise.all(
        sessions.map(async (s) => {
          const acknowledged = [];
          await Promise.all(
            s.room.map(async (learner, n) => {
              await sleep(Math.random() * ANSWER_SPREAD_MS);
              const sent = performance.now();
              const headers = headersOf(learner, { 'content-type': 'application/json' });
              await json(
                await fetch(`${base}/api/salle/${s.id}/reponse`, {
                  method: 'PUT',
                  headers,
                  body: JSON.stringify({ position: question, reponse: [n % 4 === 0 ? 'B' : 'A'] }),
                }),
                'answer',
              );
              acknowledged.push(sent);
            }),
          );
          // The k-th answer acknowledged is counted once the presenter's stream shows k.
          for (let waited = 0; waited < 10_000; waited += 50) {
            if (s.events.some((e) => e.state.position === question && e.state.reponses >= LEARNERS))
              break;
            await sleep(50);
          }
          acknowledged.forEach((sent, rank) => {
            const seen = s.events.find(
              (e) => e.state.position === question && e.state.reponses >= rank + 1,
            );
            latencies.push(seen ? Math.max(0, seen.at - sent) : Number.POSITIVE_INFINITY);
          });
        }),
      );
      await Promise.all(sessions.map((s) => step(s, 'correction', question)));
    }
    const seconds = (performance.now() - started) / 1000;
    const cpuMs = ((await server.cpu()) - cpuBefore) / 1000;
    // « Terminer » before the series' end: each learner's unasked questions are recorded as
    // unanswered (30 × 37 in a session of 40), one session alone, then the 49 others at once.
    const [first, ...others] = sessions;
    const endStarted = performance.now();
    await step(first, 'terminer', QUESTIONS);
    const endOneMs = Math.round(performance.now() - endStarted);
    const allStarted = performance.now();
    await Promise.all(others.map((s) => step(s, 'terminer', QUESTIONS)));
    const endOthersMs = Math.round(performance.now() - allStarted);
    latencies.sort((a, b) => a - b);
    const result = {
      engine,
      sessions: SESSIONS,
      learnersPerSession: LEARNERS,
      questions: QUESTIONS,
      answers: latencies.length,
      lost: latencies.filter((ms) => !Number.isFinite(ms)).length,
      p50Ms: Math.round(percentile(latencies, 0.5)),
      p99Ms: Math.round(percentile(latencies, 0.99)),
      maxMs: Math.round(latencies.at(-1) ?? 0),
      answersPerSecond: Math.round(latencies.length / seconds),
      serverCpuShare: Number((cpuMs / 1000 / seconds).toFixed(2)),
      endOneMs,
      endOthersMs,
      date: new Date().toISOString(),
    };
    console.log(JSON.stringify(result));
    writeFileSync(
      new URL(`results/classroom-${engine}.json`, import.meta.url),
      `${JSON.stringify(result, null, 2)}\n`,
    );
  } finally {
    for (const stop of stops) void stop();
    server.stop();
    postgres?.stop();
  }
}

await main();
process.exit(0);
