// @ts-check
// A dual carriageway (two lanes my way), the view following my car in the right lane. The two
// cars ahead of me in my lane indicate left and move to the left lane one after the other,
// though nothing can be seen ahead yet. I lift off and brake gently, then indicate and move to
// the left lane too; a broken-down white car, hazard lights flashing, then comes into view on
// the right lane. The scene holds for its last second as I come up to it in the left lane.
import { along, car, COLOURS, flashing, ground, n, svg, tree } from '../kit.mjs';

const RIGHT = 132;
const LEFT = 92;

// How far I have gone at `t`: 80 units a second, slowing evenly to 56 between 1.6 s and 3 s.
function mine(t) {
  if (t <= 1.6) return 80 * t;
  const s = Math.min(t, 3) - 1.6;
  const d = 128 + 80 * s - (24 / 1.4) * s * s * 0.5;
  return t > 3 ? d + 56 * (t - 3) : d;
}

// Both indicators of a car at (x, y) heading right, lit together (they go on flashing while the
// scene holds).
const hazards = (x, y, t) =>
  flashing(t)
    ? `<g transform="translate(${n(x)} ${n(y)}) rotate(90)" fill="#ff9f1c"><circle cx="-10" cy="-22" r="3.2"/><circle cx="10" cy="-22" r="3.2"/><circle cx="-10" cy="22" r="3.2"/><circle cx="10" cy="22" r="3.2"/></g>`
    : '';

export default {
  duree: 8,
  image: (time) => {
    const t = Math.min(time, 7);
    const d = mine(t);
    // Screen x of a thing at world position `w` (my car stays at 50 on the screen).
    const at = (w) => w - d + 50;
    const far = along(t, [
      [0.9, 0, RIGHT, 90],
      [1.9, 0, LEFT, 90],
    ]);
    const near = along(t, [
      [2, 0, RIGHT, 90],
      [3, 0, LEFT, 90],
    ]);
    const me = along(t, [
      [4, 0, RIGHT, 90],
      [5, 0, LEFT, 90],
    ]);
    const lean = (from, to) =>
      t > from && t < to ? 90 - 8 * Math.sin(((t - from) / (to - from)) * Math.PI) : 90;
    const trees = [];
    for (let i = 0; i < 9; i += 1) {
      const x = ((((i * 61 - d) % 480) + 480) % 480) - 40;
      trees.push(tree(x, i % 2 ? 26 : 178));
    }
    return svg(
      ground(),
      trees.join(''),
      // The central reserve (a strip of grass behind a barrier) along the top, then my two lanes.
      '<path d="M0 58H320" stroke="#9aa3ab" stroke-width="3"/>',
      `<rect y="70" width="320" height="84" fill="${COLOURS.road}"/>`,
      '<path d="M0 73H320" stroke="#fff" stroke-width="2"/>',
      `<path d="M${n(-(d % 52) - 52)} 112H400" stroke="#fff" stroke-width="2" stroke-dasharray="34 18"/>`,
      `<path d="M${n(-(d % 22) - 22)} 151H400" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14"/>`,
      // The broken-down car, far ahead on the right lane.
      car({ x: at(600), y: RIGHT, a: 90, colour: '#f4f4f4' }),
      hazards(at(600), RIGHT, time),
      car({
        x: at(240 + 80 * t),
        y: far.y,
        a: lean(0.9, 1.9),
        colour: '#2a9d4b',
        indicator: t > 0.2 && t < 2.1 ? 'left' : null,
        t,
      }),
      car({
        x: at(130 + 80 * t),
        y: near.y,
        a: lean(2, 3),
        colour: '#7a7f87',
        indicator: t > 1.2 && t < 3.2 ? 'left' : null,
        t,
      }),
      car({
        x: 50,
        y: me.y,
        a: lean(4, 5),
        indicator: t > 3.3 && t < 5.2 ? 'left' : null,
        braking: t > 1.8 && t < 3,
        t,
      }),
    );
  },
};
