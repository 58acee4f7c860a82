// @ts-check
// Learning hot paths (issue #6): the player loop (question, answer, next question) with 100
// learners at once, and the dashboard data for a learner with 10 and with 10,000 past attempts.
// Learners and their sessions are written straight into the server's SQLite file, so the
// benchmark measures the calls, not the sign-on.
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';

const DAY = 86_400_000;
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** Learners with an open b inscription and a signed-in session each; returns their cookies. */
export function seedLearners(databaseFile, prefix, count) {
  const db = new Database(databaseFile);
  db.pragma('busy_timeout = 5000');
  const now = Date.now();
  const row = /** @type {{ id: string } | undefined} */ (
    db.prepare('select id from structures limit 1').get()
  );
  const structure = row?.id ?? null;
  const learners = [];
  db.transaction(() => {
    for (let n = 0; n < count; n += 1) {
      const userId = `${prefix}-${n}`;
      const inscriptionId = 2 ** 40 + Number.parseInt(sha256(userId).slice(0, 8), 16);
      const token = randomBytes(32).toString('base64url');
      db.prepare(
        `insert into users (id, email, role, first_name, last_name, structure_id, created_at)
         values (?, ?, 'learner', 'Banc', 'Essai', ?, ?)`,
      ).run(userId, `${userId}@bench.test`, structure, now);
      db.prepare(
        `insert into inscriptions (id, user_id, licence_code, expiration_date, total_credits,
           remaining_credits, status, created_at) values (?, ?, 'b', '2099-12-31', 100, 100, 'ouvert', ?)`,
      ).run(inscriptionId, userId, now);
      db.prepare(
        `insert into sessions (id, token_hash, user_id, inscription_id, mode, pending_choice,
           impersonator_id, theme, created_at, last_seen_at, expires_at, kind)
         values (?, ?, ?, ?, 0, 0, null, 'prepacode', ?, ?, ?, 'learner')`,
      ).run(`s-${userId}`, sha256(token), userId, inscriptionId, now, now, now + DAY);
      learners.push({ userId, inscriptionId, cookie: `prepacode_session=${token}` });
    }
  })();
  db.close();
  return learners;
}

/** Past attempts for one learner, as if they had practised for years (ended thematic ones). */
export function seedHistory(databaseFile, learner, count) {
  const db = new Database(databaseFile);
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(
    `insert into attempts (id, user_id, inscription_id, licence_code, bank_id, slug, type, label,
       series_position, theme, parcours, timed, nb_questions, nb_answered, nb_correct, ended,
       created_at, updated_at)
     values (?, ?, ?, 'b', 'code-route', 'code-route-theme-l', 'thematique',
       'Thème : Dispositions légales', 1, 'L', 'entrainement', 0, 24, 24, ?, 1, ?, ?)`,
  );
  const start = Date.now() - count * 60_000;
  db.transaction(() => {
    for (let n = 0; n < count; n += 1) {
      const at = start + n * 60_000;
      insert.run(
        2 ** 44 + learner.inscriptionId + n,
        learner.userId,
        learner.inscriptionId,
        n % 25,
        at,
        at,
      );
    }
    // The attempts' triggers made the row (migration 2026-12-01T1000): set its count.
    db.prepare(
      'insert into learner_totals (inscription_id, attempts) values (?, ?) on conflict (inscription_id) do update set attempts = excluded.attempts',
    ).run(learner.inscriptionId, count);
  })();
  db.close();
}

const XSRF = 'XSRF-TOKEN=bench-token';
const headersOf = (learner, extra = {}) => ({
  cookie: `${XSRF}; ${learner.cookie}`,
  'x-xsrf-token': 'bench-token',
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
 * GET question then PUT envoi-reponse, moving to their next series when one ends.
 */
export async function playerLoop(base, learners, seconds, connections) {
  // autocannon clears a connection's context after each question and answer, so a learner is
  // taken from the free ones for one round and given back after the answer: never two
  // connections answering for one learner at once (that race is the API tests' business).
  const free = [...learners];
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    initialContext: {},
    requests: [
      {
        setupRequest: (request, context) => {
          const learner = (context.learner ??= free.shift());
          return {
            ...request,
            method: 'GET',
            path: `/api/player/infos/${learner.attempts[0]}/question?taille=1280&mobile=false`,
            headers: headersOf(learner),
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
          free.push(context.learner);
        },
      },
    ],
  });
  return {
    name: 'player loop (question, envoi-reponse)',
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Median latency of one call, made one at a time (no queueing): the cost of the work itself. */
export async function medianLatency(url, learner, samples = 300) {
  const times = [];
  for (let n = 0; n < samples; n += 1) {
    const start = performance.now();
    const response = await fetch(url, { headers: headersOf(learner) });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Number(percentile(times, 0.5).toFixed(2));
}
