// @ts-check
// `npm run bench` (after `npm run build`): bundle size, then the learner hot paths against the
// bare framework on SQLite and on PostgreSQL (ADR 0023). Writes bench/results/latest.json and
// prints the table. `node bench/run.mjs size` measures the bundle only; `node bench/run.mjs
// sqlite` or `postgres` one engine.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { findPostgresBin } from '../scripts/postgres.mjs';
import { runBundleSize } from './bundle-size.mjs';
import { runHttpBench } from './http.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const span = ([low, high]) => (low === high ? `${low}` : `${low}–${high}`);

const bundle = runBundleSize();
for (const route of bundle) {
  const verdict = route.withinBudget ? '✔' : '✘ over budget';
  console.log(
    `${route.route}: ${kb(route.gzipBytes)} JS gzip of ${kb(route.budgetBytes)} ${verdict}`,
  );
  for (const file of route.files)
    console.log(`  ${file.file}: ${kb(file.gzipBytes)} (${kb(file.rawBytes)} raw)`);
}

const only = process.argv[2];
const engines =
  only === 'size'
    ? []
    : only === 'sqlite' || only === 'postgres'
      ? [only]
      : findPostgresBin()
        ? ['sqlite', 'postgres']
        : ['sqlite'];
const http = [];
for (const engine of engines) {
  const result = await runHttpBench(engine);
  http.push(result);
  console.log(
    `\n${engine}: ${result.rounds} rounds of ${result.durationSeconds} s, ${result.connections} connections, each alternated with the bare route`,
  );
  for (const row of result.table) {
    const verdict =
      row.withinBudget === undefined ? '(diagnostic)' : row.withinBudget ? '✔' : '✘ over budget';
    const target = row.target
      ? ` (target ≥ ${row.target.share}, p99 < ${row.target.p99Ms} ms)`
      : '';
    console.log(
      `  ${row.name}: ${span(row.shareOfBare)} of bare${target}, p99 ${span(row.p99Ms)} ms, ${span(row.cpuMicrosPerRequest)} µs CPU/request (bare ${span(row.bareCpuMicrosPerRequest)}), errors ${row.errors} ${verdict}`,
    );
  }
  for (const [name, growth] of Object.entries(result.historyGrowth)) {
    console.log(
      `  ${name}: ${growth.at10Ms} ms at 10 past attempts, ${growth.at10000Ms} ms at 10,000 (×${growth.ratio}, target ≤ 1.5)`,
    );
  }
}

const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version };
writeFileSync(
  new URL('./results/latest.json', import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), machine, bundle, http }, null, 2)}\n`,
);
