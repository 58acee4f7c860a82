// @ts-check
// `node bench/perf-split.mjs <perf-script.txt> [thread id]`: where a process's CPU went, from
// the kernel's own sampler rather than V8's. On this machine V8's profiler gives a native call
// about three times its share (the question's `writev`: 57–61 % of its busy time by V8's
// profile, 17.6–19.1 % by this one; bench/CHANGELOG.md, session 70). Record the server under
// load, then split:
//
//   perf record -e cpu-clock -F 2000 -g -p <server pid> -o /tmp/perf.data -- sleep 6
//   perf script -i /tmp/perf.data > /tmp/perf.txt && node bench/perf-split.mjs /tmp/perf.txt
//
// It prints each thread's samples, then for one thread (the busiest by default) the share of
// user code by where it runs (JavaScript compiled by V8, Node.js and V8's own code, SQLite,
// the C library) and of the kernel by the system call that entered it.
import { readFileSync } from 'node:fs';

const [file, wanted = ''] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/perf-split.mjs <perf-script.txt> [thread id]');
  process.exit(2);
}

/** Each sample: its thread and its frames, innermost first, as `perf script` prints them. */
const samples = readFileSync(file, 'utf8')
  .split(/\n\s*\n/)
  .map((block) => block.trim().split('\n'))
  .filter((lines) => lines.length > 1)
  .map(([head, ...frames]) => ({
    thread: head.trim().split(/\s+/)[1] ?? '?',
    frames: frames.map((frame) => frame.trim()),
  }));

const count = (/** @type {string[]} */ keys) => {
  const counts = new Map();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
};
const share = (n, total) => `${((100 * n) / total).toFixed(1).padStart(5)} %`;

const threads = count(samples.map((sample) => sample.thread));
console.log('samples by thread:');
for (const [thread, n] of threads.slice(0, 8))
  console.log(`  ${share(n, samples.length)}  ${thread}`);

const thread = wanted || threads[0]?.[0];
const own = samples.filter((sample) => sample.thread === thread);
const inKernel = (/** @type {string} */ frame) => frame.includes('kernel');
/** The symbol of a frame line: `address symbol+offset (object)`. */
const symbol = (/** @type {string} */ frame) =>
  (frame.split(/\s+/)[1] ?? '?').replace(/\+0x.*/, '');

const where = own.map(({ frames }) => {
  const [leaf = ''] = frames;
  if (inKernel(leaf)) {
    const caller = frames.find((frame) => !inKernel(frame));
    return `kernel, entered from ${caller ? symbol(caller) : '?'}`;
  }
  if (leaf.includes('better_sqlite3')) return 'user: SQLite';
  if (leaf.includes('libc.so')) return 'user: C library';
  if (/\/node\)$/.test(leaf)) return 'user: Node.js and V8 (runtime, built-ins, collector)';
  if (leaf.includes('perf-') || leaf.includes('[unknown]'))
    return 'user: JavaScript compiled by V8';
  return `user: ${leaf.replace(/^.*\(/, '(')}`;
});
console.log(`\nthread ${thread}, ${own.length} samples:`);
for (const [what, n] of count(where).slice(0, 16))
  console.log(`  ${share(n, own.length)}  ${what}`);
