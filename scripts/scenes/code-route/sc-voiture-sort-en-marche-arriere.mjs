// @ts-check
// A street in town with parking bays on my right, the cars parked nose in. As I come up, the
// white reversing lights of a red car come on: I brake at once, and it starts to back out into
// my lane. I stop well short of it; it goes on backing out, its rear swinging into my lane, and
// stops there. The scene holds with both cars stopped, the red one half across my lane.
import { along, car, COLOURS, ground, linear, svg, tree } from '../kit.mjs';

/** The white reversing lights at the rear of a car placed at (x, y, a). */
const reversing = ({ x, y, a }) =>
  `<g transform="translate(${x} ${y}) rotate(${a})"><rect x="-9" y="21" width="5" height="3" rx="1" fill="#fff" stroke="#9aa0a6" stroke-width=".6"/><rect x="4" y="21" width="5" height="3" rx="1" fill="#fff" stroke="#9aa0a6" stroke-width=".6"/></g>`;

export default {
  duree: 8,
  image: (t) => {
    // Me: steady at first; the reversing lights come on at 0.8 s, I brake from 1.2 s and stop
    // at 3.7 s, well short of the red car.
    const k = linear(t, 1.2, 3.7);
    const y = t < 1.2 ? 270 - 45 * t : 216 - 57 * (1 - (1 - k) * (1 - k));
    // The red car backs out, turning, from 1.6 s, and stops at 4.6 s, half out in my lane.
    const red = along(t, [
      [1.6, 220, 80, 90],
      [3.1, 204, 86, 70],
      [4.6, 192, 95, 48],
    ]);
    return svg(
      ground(COLOURS.pavement),
      // Buildings along the left pavement, a tree, and the bays on the right.
      '<rect x="6" y="8" width="80" height="80" fill="#d9c7a7" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="6" y="104" width="80" height="88" fill="#c9b79c" stroke="#8a7a62" stroke-width="1.5"/>',
      tree(104, 96),
      `<rect x="194" width="56" height="200" fill="${COLOURS.road}"/>`,
      '<path d="M196 5H246M196 35H246M196 65H246M196 95H246M196 125H246M196 155H246M196 185H246" stroke="#fff" stroke-width="1.5"/>',
      `<rect x="250" width="70" height="200" fill="#d9c7a7" stroke="#8a7a62" stroke-width="1.5"/>`,
      // The street: two lanes, its kerb on the left.
      `<rect x="126" width="68" height="200" fill="${COLOURS.road}"/>`,
      '<path d="M160 0V200" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      `<path d="M126 0V200" stroke="${COLOURS.kerb}" stroke-width="2"/>`,
      '<path d="M194 0V200" stroke="#fff" stroke-width="1.5" stroke-dasharray="6 6"/>',
      car({ x: 222, y: 20, a: 90, colour: COLOURS.white }),
      car({ x: 222, y: 50, a: 90, colour: COLOURS.green }),
      car({ x: 222, y: 140, a: 90, colour: '#7a7f87' }),
      car({ x: 222, y: 170, a: 90, colour: COLOURS.yellow }),
      car({ ...red, colour: COLOURS.red, braking: t > 4.4 }),
      t > 0.8 ? reversing(red) : '',
      car({ x: 177, y, a: 0, braking: t > 1.2, t }),
    );
  },
};
