// @ts-check
// A two-way road that bends to the left behind a wood. The white car ahead of me brakes hard,
// stop lights on, as it enters the bend, though nothing can be seen ahead of it; I keep my
// speed and the gap closes. The scene holds for its last second with the white car in the bend.
import { car, COLOURS, ground, svg, tree } from '../kit.mjs';

// My lane (the right-hand one): along the road, then round the bend, then up.
const A = [-60, 145];
const B = [170, 145];
const C = [275, 145];
const D = [275, 40];
const E = [275, -60];
const points = [];
points.push(A);
for (let i = 0; i <= 40; i += 1) {
  const k = i / 40;
  points.push([
    (1 - k) * (1 - k) * B[0] + 2 * k * (1 - k) * C[0] + k * k * D[0],
    (1 - k) * (1 - k) * B[1] + 2 * k * (1 - k) * C[1] + k * k * D[1],
  ]);
}
points.push(E);
const lengths = [0];
for (let i = 1; i < points.length; i += 1)
  lengths.push(
    lengths[i - 1] + Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]),
  );

// Where a vehicle is, `s` units along my lane from A, and its heading.
function at(s) {
  let i = 1;
  while (i < points.length - 1 && lengths[i] < s) i += 1;
  const [x0, y0] = points[i - 1];
  const [x1, y1] = points[i];
  const k = Math.min(1, Math.max(0, (s - lengths[i - 1]) / (lengths[i] - lengths[i - 1])));
  // The heading turns smoothly: taken from the chord a little behind and ahead.
  const back = pointAt(s - 6);
  const front = pointAt(s + 6);
  const a = (Math.atan2(front[0] - back[0], back[1] - front[1]) * 180) / Math.PI;
  return { x: x0 + (x1 - x0) * k, y: y0 + (y1 - y0) * k, a };
}
function pointAt(s) {
  let i = 1;
  while (i < points.length - 1 && lengths[i] < s) i += 1;
  const [x0, y0] = points[i - 1];
  const [x1, y1] = points[i];
  const k = (s - lengths[i - 1]) / (lengths[i] - lengths[i - 1]);
  return [x0 + (x1 - x0) * k, y0 + (y1 - y0) * k];
}

// The white car: 60 units a second, then braking evenly from 1.5 s (18 units a second each second).
const white = (t) => (t <= 1.5 ? 170 + 60 * t : 170 + 90 + 60 * (t - 1.5) - 9 * (t - 1.5) ** 2);
// Mine: a steady 60 units a second.
const mine = (t) => 30 + 60 * t;

const road = 'M-20 130H170Q260 130 260 40V-20';
export default {
  duree: 5,
  image: (time) => {
    const t = Math.min(time, 4);
    return svg(
      ground(),
      `<path d="${road}" fill="none" stroke="${COLOURS.road}" stroke-width="64"/>`,
      `<path d="${road}" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>`,
      '<path d="M-20 100H170Q230 100 230 40V-20M-20 160H170Q290 160 290 40V-20" fill="none" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14"/>',
      // The wood inside the bend, which hides the road beyond it.
      tree(20, 40),
      tree(50, 70),
      tree(80, 35),
      tree(110, 70),
      tree(140, 40),
      tree(170, 75),
      tree(195, 45),
      tree(200, 15),
      tree(160, 12),
      tree(120, 10),
      tree(60, 12),
      tree(30, 185),
      tree(110, 188),
      tree(200, 190),
      tree(305, 185),
      car({ ...at(white(t)), colour: COLOURS.white, braking: t > 1.5 }),
      car({ ...at(mine(t)) }),
    );
  },
};
