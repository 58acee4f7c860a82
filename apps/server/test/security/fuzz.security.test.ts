import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { SESSION_COOKIE } from '../../src/modules/auth/session.plugin.js';
import { testEngines } from '../helpers/databases.js';
import { writeSeriesContent } from '../helpers/series-fixture.js';
import { postCentralLogin, signIn } from '../helpers/sign-on.js';
import { XSRF, useTestApp } from '../helpers/test-app.js';
import { body, listRoutes, queryString, segment, who } from './fuzz-inputs.js';

// Issue #21: every route of the app, with fuzzed paths, queries, bodies and content types, as a
// stranger, a learner (with and without the anti-forgery header) and a staff member. Never a 5xx;
// every JSON refusal is `{ error: { code, message } }` in French; a refusal stores nothing.
const full = process.env.HARDENING_FULL === '1';
const runs = Number(process.env.HARDENING_FUZZ_RUNS ?? (full ? 10_000 : 3000));
// A fixed seed by default, so that a failure replays; HARDENING_SEED=<n> or =random for others.
const chosenSeed = process.env.HARDENING_SEED;
const seed =
  chosenSeed === 'random' ? Date.now() % 2 ** 31 : chosenSeed ? Number(chosenSeed) : 2121;
const contentDir = writeSeriesContent();

// Tables a refusal legitimately writes: the session it touches, the rate limiter, the audit log.
const volatile = new Set(['sessions', 'rate_limit', 'audit_log']);
const englishWords =
  /\b(Error|Bad Request|Not Found|Unauthorized|Forbidden|Internal|Unsupported|Payload Too Large|Method Not Allowed)\b|FST_/;
const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;
type Method = (typeof methods)[number];

/** Row counts of every table a refusal must leave alone, in one query. */
async function fingerprint(app: App, tables: string[]): Promise<string> {
  const columns = sql.join(
    tables.map((table) => sql`(select count(*) from ${sql.table(table)}) as ${sql.ref(table)}`),
  );
  const { rows } = await sql`select ${columns}`.execute(app.db);
  return JSON.stringify(rows[0], (_key, value: unknown) =>
    typeof value === 'bigint' || typeof value === 'string' ? Number(value) : value,
  );
}

describe.each(testEngines())('the fuzzer on %s', (engine) => {
  const context = useTestApp(engine, { CONTENT_DIR: contentDir });
  const tally = { cases: 0, ok: 0, redirect: 0, refused: 0, json: 0, failed: 0 };
  afterAll(() => {
    console.log(
      `fuzz ${engine}: ${tally.cases} cases (seed ${seed}), 2xx ${tally.ok}, 3xx ${tally.redirect}, 4xx ${tally.refused} (${tally.json} JSON refusals checked), 5xx ${tally.failed}`,
    );
  });

  it('never answers 5xx, refuses in French and stores nothing when it refuses', async () => {
    const { app } = context;
    const routes = listRoutes(app);
    expect(routes.length).toBeGreaterThan(50);
    const tables = (await app.db.introspection.getTables())
      .map((table) => table.name)
      .filter((name) => !volatile.has(name) && !name.startsWith('kysely_'));
    // Real ids and codes as path parameters too, so that cases reach past « introuvable ».
    const ids = (table: 'users' | 'inscriptions' | 'attempts' | 'structures' | 'groups') =>
      app.db.selectFrom(table).select('id').limit(20).execute();
    const known = [
      ...(
        await Promise.all(
          (['users', 'inscriptions', 'attempts', 'structures', 'groups'] as const).map(ids),
        )
      ).flat(),
      ...(await app.db.selectFrom('activation_codes').select('code as id').limit(5).execute()),
      ...(await app.db.selectFrom('exam_requests').select('id').limit(5).execute()),
    ].map((row) => encodeURIComponent(String(row.id)));
    known.push('b', 'essai-examen-1', 'ES-L-001');
    const sessions = { learner: '', staff: '' };
    // A fuzzed GET /api/auth/logout or /central/logout may close them: open them anew every 50 cases.
    const signInAgain = async () => {
      // The fuzzer's own bursts fill the rate limiter: empty it so the cases reach the routes.
      await app.db.deleteFrom('rate_limit').execute();
      sessions.learner = (await signIn(app, 'eleve@demo.test')).session;
      const central = await postCentralLogin(app, { username: 'gerant@demo.test' });
      sessions.staff = central.cookies.find((c) => c.name === 'prepacode_central')?.value ?? '';
    };
    let last = '';

    const request = fc.record({
      route: fc.constantFrom(...routes),
      otherMethod: fc.option(fc.constantFrom(...methods), { freq: 8 }),
      methodIndex: fc.nat(),
      params: fc.array(fc.oneof(segment, fc.constantFrom(...known)), {
        minLength: 3,
        maxLength: 3,
      }),
      query: queryString,
      body,
      who,
    });

    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        if (tally.cases % 50 === 0) {
          await signInAgain();
          last = await fingerprint(app, tables);
        }
        tally.cases += 1;
        let n = 0;
        const url = input.route.path
          .replace(/:[A-Za-z_]+/g, () => input.params[n++ % 3] ?? '')
          .replace(/\*$/, input.params[2] ?? '');
        const method = (input.otherMethod ??
          input.route.methods[input.methodIndex % input.route.methods.length]) as Method;
        const headers: Record<string, string> = {};
        const cookies: Record<string, string> = {};
        if (input.who !== 'anonyme') Object.assign(cookies, XSRF.cookies);
        if (input.who === 'eleve' || input.who === 'personnel')
          Object.assign(headers, XSRF.headers);
        if (input.who.startsWith('eleve')) cookies[SESSION_COOKIE] = sessions.learner;
        if (input.who === 'personnel') cookies.prepacode_central = sessions.staff;
        if (input.body?.type) headers['content-type'] = input.body.type;
        const answer = await app.inject({
          method,
          url: input.query ? `${url}?${input.query}` : url,
          headers,
          cookies,
          ...(input.body && method !== 'GET' && method !== 'HEAD'
            ? { payload: input.body.payload }
            : {}),
        });
        const status = answer.statusCode;
        const where = `${method} ${url} (${input.who}) → ${status} ${answer.body.slice(0, 300)}`;
        if (status >= 500) tally.failed += 1;
        expect(status, where).toBeLessThan(500);
        const now = await fingerprint(app, tables);
        if (status >= 400) {
          tally.refused += 1;
          expect(now, `${where}: a refusal changed rows`).toBe(last);
          if (method !== 'HEAD' && /json/.test(String(answer.headers['content-type']))) {
            tally.json += 1;
            const { error } = answer.json<{ error?: { code: unknown; message: unknown } }>();
            expect(typeof error?.code, where).toBe('string');
            expect(typeof error?.message, where).toBe('string');
            expect(String(error?.message).trim(), where).not.toBe('');
            expect(String(error?.message), where).not.toMatch(englishWords);
          }
        } else if (status >= 300) tally.redirect += 1;
        else tally.ok += 1;
        last = now;
      }),
      { seed, numRuns: runs, endOnFailure: true },
    );
  }, 600_000);
});
