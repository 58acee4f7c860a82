// @ts-check
// Learning hot paths (issue #6, #37): learners signed in, their past attempts, the player loop.
// Learners and their sessions are written straight into the server's database, SQLite or
// PostgreSQL, through the built server's own Kysely, so the benchmark measures the calls, not
// the sign-on.
import autocannon from 'autocannon';
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';

const DAY = 86_400_000;
const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const CHUNK = 500;

/**
 * How the product reaches the benchmark's local cluster: by its Unix socket, as
 * docs/operations.md tells an operator to reach a cluster on the nodes' machine (a loop of
 * question and answer serves a fifth more than over loopback TCP, bench/CHANGELOG.md, session
 * 53); `BENCH_PG_TCP=1` goes over TCP, as to a cluster on another machine.
 * @param {{ url: string, socketUrl: string }} postgres
 */
export const clusterUrl = (postgres) =>
  process.env.BENCH_PG_TCP ? postgres.url : postgres.socketUrl;

/** The built server's database module (apps/server/dist, or SERVER_DIST's). */
export async function openDatabase(databaseUrl, serverDist) {
  const { createDatabase } = await import(new URL('db/dialect.js', serverDist).href);
  return createDatabase(databaseUrl);
}

async function insertChunks(db, table, rows) {
  for (let n = 0; n < rows.length; n += CHUNK) {
    await db
      .insertInto(table)
      .values(rows.slice(n, n + CHUNK))
      .execute();
  }
}

/** A signed-in session's row, as a sign-in writes it, open for a day. */
export function sessionRow({ id, kind, tokenHash, userId, inscriptionId, now }) {
  return {
    id,
    kind,
    token_hash: tokenHash,
    user_id: userId,
    inscription_id: inscriptionId,
    mode: 0,
    pending_choice: 0,
    impersonator_id: null,
    theme: 'prepacode',
    created_at: now,
    last_seen_at: now,
    expires_at: now + DAY,
  };
}

/** Learners with an open b inscription and a signed-in session each; returns their cookies. */
export async function seedLearners(db, prefix, count) {
  const now = Date.now();
  const structure = (await db.selectFrom('structures').select('id').limit(1).executeTakeFirst())
    ?.id;
  const learners = [];
  const users = [];
  const inscriptions = [];
  const sessions = [];
  for (let n = 0; n < count; n += 1) {
    const userId = `${prefix}-${n}`;
    const inscriptionId = 2 ** 40 + Number.parseInt(sha256(userId).slice(0, 8), 16);
    const token = randomBytes(32).toString('base64url');
    users.push({
      id: userId,
      email: `${userId}@bench.test`,
      role: 'learner',
      first_name: 'Banc',
      last_name: 'Essai',
      structure_id: structure ?? null,
      created_at: now,
    });
    inscriptions.push({
      id: inscriptionId,
      user_id: userId,
      licence_code: 'b',
      expiration_date: '2099-12-31',
      total_credits: 100,
      remaining_credits: 100,
      status: 'ouvert',
      created_at: now,
    });
    sessions.push(
      sessionRow({
        id: `s-${userId}`,
        kind: 'learner',
        tokenHash: sha256(token),
        userId,
        inscriptionId,
        now,
      }),
    );
    learners.push({
      /** @type {number[]} the attempts `startAllSeries` starts */
      attempts: [],
      userId,
      inscriptionId,
      tokenHash: sha256(token),
      cookie: `prepacode_session=${token}`,
    });
  }
  await insertChunks(db, 'users', users);
  await insertChunks(db, 'inscriptions', inscriptions);
  await insertChunks(db, 'sessions', sessions);
  return learners;
}

/** Past attempts for one learner, as if they had practised for years (ended thematic ones). */
export async function seedHistory(db, learner, count) {
  const start = Date.now() - count * 60_000;
  const rows = Array.from({ length: count }, (_, n) => ({
    id: 2 ** 44 + learner.inscriptionId + n,
    user_id: learner.userId,
    inscription_id: learner.inscriptionId,
    licence_code: 'b',
    bank_id: 'code-route',
    slug: 'code-route-theme-l',
    type: 'thematique',
    label: 'Thème\u202f: Dispositions légales',
    series_position: 1,
    theme: 'L',
    parcours: 'entrainement',
    timed: 0,
    nb_questions: 24,
    nb_answered: 24,
    nb_correct: n % 25,
    ended: 1,
    created_at: start + n * 60_000,
    updated_at: start + n * 60_000,
  }));
  await insertChunks(db, 'attempts', rows);
  // The attempts' triggers made the row (migration 2026-12-01T1000): set its count.
  await db
    .insertInto('learner_totals')
    .values({ inscription_id: learner.inscriptionId, attempts: count })
    .onConflict((conflict) => conflict.column('inscription_id').doUpdateSet({ attempts: count }))
    .execute();
}

/**
 * The anti-forgery token a browser holds after its first answer: 43 characters, as the server
 * makes them. A shorter one is not the server's and is replaced on every answer, a cost no
 * browser pays (hot-paths research, 2026-11-24).
 */
export const XSRF_TOKEN = randomBytes(32).toString('base64url');
const XSRF = `XSRF-TOKEN=${XSRF_TOKEN}`;
/** What Chromium accepts, as every browser takes Brotli and gzip: the API compresses for it. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
export const headersOf = (learner, extra = {}) => ({
  cookie: learner ? `${XSRF}; ${learner.cookie}` : XSRF,
  'x-xsrf-token': XSRF_TOKEN,
  'accept-encoding': ACCEPT_ENCODING,
  ...extra,
});

function percentile(sorted, p) {
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

/** Starts every fixed series of licence b for each learner; returns their attempt ids. */
export async function startAllSeries(base, learners) {
  const summary =
    /** @type {import('@prepacode/domain/contracts/series.contract').SeriesEleveResponse} */ (
      await (
        await fetch(`${base}/api/front/series-eleve`, { headers: headersOf(learners[0]) })
      ).json()
    );
  const slugs = summary.series_restantes.series.flatMap((entry) => entry.series.map((s) => s.slug));
  for (const learner of learners) {
    learner.attempts = [];
    for (const slug of slugs) {
      const response = await fetch(
        `${base}/api/serie/create?slug=${slug}&parcours=entrainement&ordre_lettrage=aleatoire`,
        { method: 'PUT', headers: headersOf(learner) },
      );
      if (!response.ok) throw new Error(`create ${slug}: ${response.status}`);
      learner.attempts.push(/** @type {{ id: number }} */ (await response.json()).id);
    }
  }
}

/**
 * The player loop under autocannon: each connection is one learner answering their series,
 * GET question then PUT envoi-reponse, moving to their next series when one ends; with
 * `dashboard`, the learner's series-eleve after each answer, which the answer made stale.
 */
export async function playerLoop(base, learners, seconds, connections, dashboard, db) {
  // A run cut short may have ended a learner's series with its answer unread: each learner
  // starts again on a series still open, or would ask an ended one's question run after run.
  const ended = new Set(
    (
      await db
        .selectFrom('attempts')
        .select('id')
        .where(
          'id',
          'in',
          learners.flatMap((learner) => learner.attempts),
        )
        .where('ended', '=', 1)
        .execute()
    ).map((row) => Number(row.id)),
  );
  for (const learner of learners)
    learner.attempts = learner.attempts.filter((id) => !ended.has(id));
  // autocannon clears a connection's context after each round of its requests, so a learner is
  // taken from the free ones for one round and given back after it: never two connections
  // answering for one learner at once (that race is the API tests' business).
  const free = [...learners];
  const giveBack = (context) => free.push(context.learner);
  const requests = [
    {
      setupRequest: (request, context) => {
        const learner = (context.learner ??= free.shift());
        return {
          ...request,
          method: 'GET',
          path: `/api/player/infos/${learner.attempts[0]}/question?taille=1280&mobile=false`,
          // Read as text here (autocannon does not decompress): a question is mostly under
          // the kilobyte from which the API compresses anyway.
          headers: headersOf(learner, { 'accept-encoding': 'identity' }),
        };
      },
      onResponse: (status, body, context) => {
        context.question = status === 200 ? JSON.parse(body).identifiant : '';
      },
    },
    {
      setupRequest: (request, context) => ({
        ...request,
        method: 'PUT',
        path: '/api/player/envoi-reponse',
        headers: headersOf(context.learner, {
          'content-type': 'application/x-www-form-urlencoded',
        }),
        body: new URLSearchParams({
          serie: String(context.learner.attempts[0]),
          identifiant: context.question,
          reponse: 'A',
        }).toString(),
      }),
      onResponse: (status, body, context) => {
        if (status === 200 && JSON.parse(body).termine) context.learner.attempts.shift();
        if (!dashboard) giveBack(context);
      },
    },
  ];
  if (dashboard) {
    requests.push({
      setupRequest: (request, context) => ({
        ...request,
        method: 'GET',
        path: '/api/front/series-eleve',
        headers: headersOf(context.learner),
      }),
      onResponse: (_status, _body, context) => giveBack(context),
    });
  }
  return await autocannon({
    url: base,
    connections,
    duration: seconds,
    initialContext: {},
    requests,
  });
}

/**
 * Median latency of one call, made one at a time (no queueing): the cost of the work itself;
 * `before` runs ahead of each call, untimed.
 * @param {() => Promise<unknown>} [before]
 */
export async function medianLatency(url, learner, before = async () => {}, samples = 300) {
  const times = [];
  for (let n = 0; n < samples; n += 1) {
    await before();
    const start = performance.now();
    const response = await fetch(url, { headers: headersOf(learner) });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Number(percentile(times, 0.5).toFixed(2));
}
