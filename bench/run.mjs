// @ts-check
// `npm run bench` (after `npm run build`): bundle size, then the HTTP load benchmark. Writes
// bench/results/latest.json and prints a summary.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { runBundleSize } from './bundle-size.mjs';
import { runHttpBench } from './http.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

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
const http = only === 'size' ? undefined : await runHttpBench();
if (http) {
  for (const r of http.results) {
    console.log(
      `${r.name}: ${r.requestsPerSecond} req/s, p50 ${r.latencyP50Ms} ms, p99 ${r.latencyP99Ms} ms, errors ${r.errors}`,
    );
  }
  for (const path of http.hotPaths) {
    const verdict = path.withinBudget ? '✔' : '✘ over budget';
    console.log(
      `${path.name}: ${path.toFloor} of the authenticated floor's throughput, p99 ×${path.p99ToFloor} of its p99 (ADR 0014: ≥ 0.5, ≤ ×2) ${verdict}`,
    );
  }
  for (const [name, ratio] of Object.entries(http.ratiosToBare)) {
    console.log(`${name} / bare: ${ratio}`);
  }
  for (const [name, growth] of Object.entries(http.historyGrowth)) {
    const target = growth.forScale ? '10 rows against 50, for scale' : 'target ≤ 1.5';
    console.log(
      `${name}: ${growth.at10Ms} ms at 10 past attempts, ${growth.at10000Ms} ms at 10,000 (×${growth.ratio}, ${target})`,
    );
  }
}

const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version };
writeFileSync(
  new URL('./results/latest.json', import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), machine, bundle, http }, null, 2)}\n`,
);
