// @ts-check
// The capacity curve as an SVG: learners practising at once → the worst p99 of any request
// (left axis, with the 100 ms limit) and the throughput (right axis). No chart library: a
// benchmark's picture must not need a build.

const WIDTH = 720;
const HEIGHT = 360;
const PAD = { left: 64, right: 72, top: 40, bottom: 56 };

/** Round numbers for an axis up to `max`. */
function ticks(max) {
  const step = 10 ** Math.floor(Math.log10(max || 1));
  const unit = max / step > 5 ? step * 2 : max / step > 2 ? step : step / 2;
  return Array.from({ length: Math.floor(max / unit) + 1 }, (_, n) => n * unit);
}

const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** @param {{ engine: string, nodes: number, date: string, curve: { learners: number, worstP99Ms: number, requestsPerSecond: number }[] }} report */
export function drawCurve(report) {
  const { curve } = report;
  const maxX = Math.max(...curve.map((r) => r.learners), 1);
  const maxP99 = Math.max(150, ...curve.map((r) => r.worstP99Ms));
  const maxRps = Math.max(...curve.map((r) => r.requestsPerSecond), 1) * 1.1;
  const w = WIDTH - PAD.left - PAD.right;
  const h = HEIGHT - PAD.top - PAD.bottom;
  const x = (v) => PAD.left + (v / maxX) * w;
  const yP99 = (v) => PAD.top + h - (Math.min(v, maxP99) / maxP99) * h;
  const yRps = (v) => PAD.top + h - (v / maxRps) * h;
  const line = (points) =>
    points.map(([px, py], n) => `${n ? 'L' : 'M'}${px.toFixed(1)},${py.toFixed(1)}`).join(' ');
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" font-family="sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="${PAD.left}" y="22" font-size="14">${escape(`Capacity, ${report.engine} (${report.nodes} node${report.nodes > 1 ? 's' : ''}), ${report.date.slice(0, 10)}`)}</text>`,
    `<line x1="${PAD.left}" y1="${PAD.top + h}" x2="${PAD.left + w}" y2="${PAD.top + h}" stroke="#333"/>`,
  ];
  for (const t of ticks(maxX)) {
    parts.push(
      `<text x="${x(t)}" y="${PAD.top + h + 18}" text-anchor="middle">${t.toLocaleString('en')}</text>`,
    );
  }
  parts.push(
    `<text x="${PAD.left + w / 2}" y="${HEIGHT - 12}" text-anchor="middle">learners practising at once</text>`,
  );
  for (const t of ticks(maxP99)) {
    parts.push(
      `<text x="${PAD.left - 8}" y="${yP99(t) + 4}" text-anchor="end" fill="#b00">${t}</text>`,
    );
  }
  parts.push(
    `<text transform="translate(16 ${PAD.top + h / 2}) rotate(-90)" text-anchor="middle" fill="#b00">worst p99 (ms)</text>`,
  );
  for (const t of ticks(maxRps)) {
    parts.push(
      `<text x="${PAD.left + w + 8}" y="${yRps(t) + 4}" fill="#05a">${t.toLocaleString('en')}</text>`,
    );
  }
  parts.push(
    `<text transform="translate(${WIDTH - 12} ${PAD.top + h / 2}) rotate(90)" text-anchor="middle" fill="#05a">requests per second</text>`,
  );
  parts.push(
    `<line x1="${PAD.left}" y1="${yP99(100)}" x2="${PAD.left + w}" y2="${yP99(100)}" stroke="#b00" stroke-dasharray="6 4"/>`,
  );
  parts.push(`<text x="${PAD.left + 4}" y="${yP99(100) - 6}" fill="#b00">p99 limit, 100 ms</text>`);
  parts.push(
    `<path d="${line(curve.map((r) => [x(r.learners), yP99(r.worstP99Ms)]))}" fill="none" stroke="#b00" stroke-width="2"/>`,
  );
  parts.push(
    `<path d="${line(curve.map((r) => [x(r.learners), yRps(r.requestsPerSecond)]))}" fill="none" stroke="#05a" stroke-width="2"/>`,
  );
  for (const r of curve) {
    parts.push(`<circle cx="${x(r.learners)}" cy="${yP99(r.worstP99Ms)}" r="3.5" fill="#b00"/>`);
    parts.push(
      `<circle cx="${x(r.learners)}" cy="${yRps(r.requestsPerSecond)}" r="3.5" fill="#05a"/>`,
    );
  }
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
