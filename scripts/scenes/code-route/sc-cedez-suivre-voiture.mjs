// @ts-check
// A T-junction in the country: my road meets a main road at a « Cédez le passage » sign and its
// broken line; a hedge on the left-hand corner hides the main road on my left. A grey car, in
// front of me, waits at the line, then turns right onto the main road. I follow it up at a slow,
// steady pace, my right indicator on. As I come near the line, a white car appears from behind
// the hedge, on my left, on the main road. The scene holds there.
import { along, car, COLOURS, ground, svg, tree } from '../kit.mjs';

// « Cédez le passage » (AB3a): a triangle on its point, red border, seen flat on its post.
const yieldSign = (x, y) =>
  `<g transform="translate(${x} ${y})"><rect x="-1.5" y="4" width="3" height="12" fill="#6b7280"/><polygon points="0,9 -10.4,-9 10.4,-9" fill="#c1121f" stroke="#fff" stroke-width="1.2" stroke-linejoin="round"/><polygon points="0,3.6 -5.6,-6 5.6,-6" fill="#fff"/></g>`;

// The grey car: waits at the line, then turns right round a circle centred at (205, 161),
// radius 44, and drives away to the right along the main road.
const grey = [[1.2, 161, 161, 0]];
for (let i = 1; i <= 6; i += 1) {
  const a = i * 15;
  const rad = (a * Math.PI) / 180;
  // Slow at first, then faster round the corner.
  grey.push([1.2 + 0.5 * i - 0.02 * i * i, 205 - 44 * Math.cos(rad), 161 - 44 * Math.sin(rad), a]);
}
grey.push([4.5, 250, 117, 90], [6.2, 380, 117, 90]);

export default {
  duree: 7,
  image: (t) => {
    // Me: a slow, steady pace up my road, all along.
    const y = 250 - 12.5 * Math.min(t, 6);
    const white = along(t, [
      [4.4, -70, 117, 90],
      [6, 22, 117, 90],
    ]);
    return svg(
      ground(),
      tree(240, 26),
      tree(296, 34),
      tree(270, 176),
      // The main road across, and my road coming up to it from below.
      `<rect y="66" width="320" height="68" fill="${COLOURS.road}"/><rect x="110" y="130" width="68" height="70" fill="${COLOURS.road}"/>`,
      `<path d="M98 134H110V146A12 12 0 0 0 98 134ZM178 146V134H190A12 12 0 0 0 178 146Z" fill="${COLOURS.road}"/>`,
      '<path d="M0 100H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      '<path d="M144 150V200" stroke="#fff" stroke-width="2" stroke-dasharray="14 10"/>',
      '<path d="M145 137H177" stroke="#fff" stroke-width="3" stroke-dasharray="5 4"/>',
      yieldSign(192, 150),
      car({ ...along(t, grey), colour: '#7d8590', indicator: t < 3.6 ? 'right' : null, t }),
      car({ ...white, colour: COLOURS.white }),
      // The hedge along the main road on the left-hand corner, drawn over the road's edge.
      '<rect x="0" y="140" width="92" height="16" rx="7" fill="#3f7d3a"/><rect x="84" y="140" width="16" height="60" rx="7" fill="#3f7d3a"/>',
      tree(40, 176),
      car({ x: 161, y, a: 0, indicator: 'right', t }),
    );
  },
};
