// @ts-check
// A T-junction in the country: my road meets a main road at a « Cédez le passage » sign and its
// broken line. I want to turn right. A white car comes from my left, its right indicator
// flashing, and turns into my road, passing on my left; close behind it a red car, also from my
// left, goes straight on along the main road. I slow down and stop at the line and let both go
// by; the scene holds with me still at the line and the main road free again.
import { along, car, COLOURS, ground, linear, svg, tree } from '../kit.mjs';

// « Cédez le passage » (AB3a): a triangle on its point, red border, seen flat on its post.
const yieldSign = (x, y) =>
  `<g transform="translate(${x} ${y})"><rect x="-1.5" y="4" width="3" height="12" fill="#6b7280"/><polygon points="0,9 -10.4,-9 10.4,-9" fill="#c1121f" stroke="#fff" stroke-width="1.2" stroke-linejoin="round"/><polygon points="0,3.6 -5.6,-6 5.6,-6" fill="#fff"/></g>`;

// The white car's path: along the main road, a right turn round the corner, then down my road.
const white = [
  [0, -40, 117, 90],
  [1.9, 104, 117, 90],
];
for (let i = 1; i <= 6; i += 1) {
  const phi = -90 + i * 15; // round a circle centred at (104, 140), radius 23
  const rad = (phi * Math.PI) / 180;
  white.push([1.9 + i * 0.22, 104 + 23 * Math.cos(rad), 140 + 23 * Math.sin(rad), 90 + (phi + 90)]);
}
white.push([4.4, 127, 250, 180]);

export default {
  duree: 9,
  image: (t) => {
    // I come up at a steady pace, then slow down from 0.8 s to a stop at the line at 3.6 s.
    const k = linear(t, 0.8, 3.6);
    const y = t < 0.8 ? 250 - 45 * t : 214 - 48 * (1 - (1 - k) * (1 - k));
    const red = along(t, [
      [2.4, -40, 117, 90],
      [7.4, 360, 117, 90],
    ]);
    const turning = t < 3.3;
    return svg(
      ground(),
      tree(40, 30),
      tree(96, 22),
      tree(250, 26),
      tree(296, 34),
      tree(60, 178),
      tree(270, 176),
      // The main road across, and my road coming up to it from below.
      `<rect y="66" width="320" height="68" fill="${COLOURS.road}"/><rect x="110" y="130" width="68" height="70" fill="${COLOURS.road}"/>`,
      // The corners of the junction, rounded.
      `<path d="M98 134H110V146A12 12 0 0 0 98 134ZM178 146V134H190A12 12 0 0 0 178 146Z" fill="${COLOURS.road}"/>`,
      '<path d="M0 100H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      '<path d="M144 150V200" stroke="#fff" stroke-width="2" stroke-dasharray="14 10"/>',
      // The « Cédez le passage » line across my lane, and the sign on my right.
      '<path d="M145 137H177" stroke="#fff" stroke-width="3" stroke-dasharray="5 4"/>',
      yieldSign(192, 150),
      car({ ...along(t, white), colour: COLOURS.white, indicator: turning ? 'right' : null, t }),
      car({ ...red, colour: COLOURS.red }),
      car({ x: 161, y, a: 0, braking: t > 0.8, indicator: 'right', t }),
    );
  },
};
