// @ts-check
// `npm run build && node bench/learner-triggers.mjs [rounds]`: what the learner-change triggers
// (migration 2026-12-01T1000, ADR 0021) cost an answer's writes on PostgreSQL, the engine where
// they cost most (a PL/pgSQL call per row written). The demo data is loaded into a throwaway
// cluster, then pgbench runs an answer's four writes on four learners at once, alternating in
// each round: the triggers off and the counter bumped by hand (the code before), against the
// triggers on. The cluster runs without fsync: this measures the CPU the triggers add.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findPostgresBin, startPostgres } from '../scripts/postgres.mjs';

const rounds = Number(process.argv[2] ?? 3);
const TABLES = [
  'attempts',
  'attempt_questions',
  'learner_theme_stats',
  'learner_question_stats',
  'learner_series_done',
];
const built = (/** @type {string} */ file) =>
  import(new URL(`../apps/server/dist/${file}`, import.meta.url).href);

const postgres = await startPostgres();
const folder = mkdtempSync(path.join(tmpdir(), 'prepacode-triggers-'));
try {
  const { buildApp } = await built('app.js');
  const { loadConfig } = await built('config.js');
  const app = await buildApp(
    loadConfig({ DATABASE_URL: postgres.url, DEMO_DATA: 'true', LOG_LEVEL: 'silent' }),
  );
  await app.close();
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  // Four learners' attempts of 20 questions or more: each pgbench client answers its own.
  const { rows } = await client.query(
    'select distinct on (inscription_id) id, inscription_id from attempts where nb_questions >= 20 order by inscription_id, id limit 4',
  );
  if (rows.length < 4) throw new Error('the demo data has fewer than four learners with attempts');
  const pick = (/** @type {string} */ column) =>
    `case ${rows.map((row, i) => `when :c = ${i} then ${row[column]}`).join(' ')} end`;
  const writes = [
    '\\set c :client_id % 4',
    `\\set aid ${pick('id')}`,
    `\\set ins ${pick('inscription_id')}`,
    '\\set pos random(0, 19)',
    'begin;',
    'update attempt_questions set answered_at = answered_at where attempt_id = :aid and position = :pos;',
    'update attempts set updated_at = updated_at where id = :aid;',
    "insert into learner_theme_stats (inscription_id, theme, answered, correct) values (:ins, 'Z', 1, 1) on conflict (inscription_id, theme) do update set answered = learner_theme_stats.answered + 1;",
    'update learner_question_stats set answered = answered where inscription_id = :ins and question_id = (select question_id from attempt_questions where attempt_id = :aid and position = :pos);',
  ];
  const scripts = {
    'counter bumped by hand': [
      ...writes,
      'update learner_totals set changes = changes + 1 where inscription_id = :ins;',
    ],
    triggers: writes,
  };
  const pgbench = path.join(findPostgresBin() ?? '', 'pgbench');
  console.log('answers/s (mean latency) — four learners at once, 10 s a run');
  for (let round = 1; round <= rounds; round += 1) {
    for (const [name, lines] of Object.entries(scripts)) {
      const on = name === 'triggers';
      for (const table of TABLES) {
        await client.query(
          `alter table ${table} ${on ? 'enable' : 'disable'} trigger ${table}_learner_changed`,
        );
      }
      const file = path.join(folder, `${on ? 'on' : 'off'}.sql`);
      writeFileSync(file, `${[...lines, 'commit;'].join('\n')}\n`);
      const result = spawnSync(
        pgbench,
        ['-n', '-c', '4', '-j', '2', '-T', '10', '-f', file, postgres.url],
        {
          encoding: 'utf8',
        },
      );
      const tps = /tps = ([\d.]+)/.exec(result.stdout)?.[1];
      const latency = /latency average = ([\d.]+) ms/.exec(result.stdout)?.[1];
      if (!tps) throw new Error(`pgbench failed:\n${result.stdout}\n${result.stderr}`);
      console.log(`round ${round}, ${name}: ${Math.round(Number(tps))} (${latency} ms)`);
    }
  }
  await client.end();
} finally {
  rmSync(folder, { recursive: true, force: true });
  postgres.stop();
}
