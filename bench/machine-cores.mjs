// @ts-check
// The whole machine's busy cores over a window, read from Linux's /proc/stat: what the servers,
// the load generator and everything else (PostgreSQL's cluster, the kernel's own threads) spent
// together. Where the servers and the generator are measured apart, the rest is the remainder:
// it tells a node that runs out of its own core from a machine that runs out of cores. Read here
// rather than from `os.cpus()`, whose times leave out the time the host took back (steal), which
// a shared virtual machine loses on its busiest hours.
import { readFileSync } from 'node:fs';

/** @typedef {{ busy: number, total: number }} Ticks */

/** The machine's CPU time so far, in ticks: busy, and in all. Undefined off Linux. */
export function machineTicks() {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    // cpu user nice system idle iowait irq softirq steal guest guest_nice: guest time is
    // already in user and nice, and a core waiting on the disk is an idle one.
    const values = line.trim().split(/\s+/).slice(1, 9).map(Number);
    if (values.length < 8 || values.some((value) => Number.isNaN(value))) return undefined;
    const [user, nice, system, idle, iowait, irq, softirq, steal] = /** @type {number[]} */ (
      values
    );
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, total: busy + idle + iowait };
  } catch {
    return undefined;
  }
}

/**
 * The cores the machine kept busy between two readings (steal included: a core taken by the
 * host is not the benchmark's to use), or null when either is missing.
 * @param {Ticks | undefined} start
 * @param {Ticks | undefined} end
 * @param {number} cores the machine's core count
 */
export function busyCores(start, end, cores) {
  if (!start || !end || end.total <= start.total) return null;
  return Number((((end.busy - start.busy) / (end.total - start.total)) * cores).toFixed(2));
}
