// @ts-check
// `node bench/profile-top.mjs <file.cpuprofile> [n]`: the frames a CPU profile spent most time
// in, as shares of the busy time (idle left out): self time, then the time under each of the
// project's own functions (apps/server), for the notes' "top frames".
import { readFileSync } from 'node:fs';

const [file, count = '20'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/profile-top.mjs <file.cpuprofile> [n]');
  process.exit(2);
}
/** @type {{ nodes: { id: number, callFrame: { functionName: string, url: string, lineNumber: number }, children?: number[] }[], samples: number[], timeDeltas: number[] }} */
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parents.set(child, node.id);
const name = (id) => {
  const { functionName, url, lineNumber } = nodes.get(id)?.callFrame ?? {
    functionName: '?',
    url: '',
    lineNumber: 0,
  };
  const where = url ? ` ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'}${where}`;
};
const self = new Map();
const under = new Map();
let busy = 0;
profile.samples.forEach((id, n) => {
  const micros = profile.timeDeltas[n] ?? 0;
  if (name(id).startsWith('(idle)')) return;
  busy += micros;
  self.set(name(id), (self.get(name(id)) ?? 0) + micros);
  const seen = new Set();
  for (let at = /** @type {number | undefined} */ (id); at !== undefined; at = parents.get(at)) {
    const frame = name(at);
    if (!seen.has(frame) && nodes.get(at)?.callFrame.url.includes('apps/server/')) {
      seen.add(frame);
      under.set(frame, (under.get(frame) ?? 0) + micros);
    }
  }
});
const share = (micros) => `${((100 * micros) / busy).toFixed(1).padStart(5)} %`;
const top = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(count));
console.log(`busy ${(busy / 1000).toFixed(0)} ms; self time:`);
for (const [frame, micros] of top(self)) console.log(`${share(micros)}  ${frame}`);
console.log('\ntime under the project’s functions:');
for (const [frame, micros] of top(under)) console.log(`${share(micros)}  ${frame}`);
