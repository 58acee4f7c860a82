// @ts-check
// Run by `npm test` after the build: each route's first load within its budget (architecture
// brief). Sizes, not times, so the same on every machine: a budget passed is a failed step.
import { runBundleSize } from './bundle-size.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let over = 0;
for (const route of runBundleSize()) {
  const verdict = route.withinBudget ? '✔' : '✘ over budget';
  console.log(
    `${route.route}: ${route.gzipBytes} B (${kb(route.gzipBytes)}) of ${kb(route.budgetBytes)} ${verdict}`,
  );
  if (!route.withinBudget) over += 1;
}
process.exitCode = over === 0 ? 0 : 1;
