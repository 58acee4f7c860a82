// @ts-check
// A crossroads in the country with no sign, no light and no marking. A green car comes from my
// left and stops first at the edge of the junction. I come up and stop in my turn; a red car
// then comes from my right, slows down and stops too. The scene holds on the three cars waiting,
// the junction empty.
import { car, COLOURS, ground, svg, tree } from '../kit.mjs';

/** A position along a straight approach that slows to a stop: `d` units covered in `from`..`to`. */
const stopping = (t, from, to, d) => {
  const k = Math.min(Math.max(t - from, 0), to - from) / (to - from);
  return d * (1 - (1 - k) * (1 - k));
};

export default {
  duree: 8,
  image: (t) => {
    // Green, from my left: steady, then stops at the edge at 2.6 s.
    const gx = t < 0.6 ? 20 + 50 * t : 50 + stopping(t, 0.6, 2.6, 50);
    // Me, from below: steady, then stops at the edge at 4.2 s.
    const my = t < 2 ? 300 - 45 * t : 210 - stopping(t, 2, 4.2, 50);
    // Red, from my right: appears later, then stops at the edge at 5.8 s.
    const rx = t < 3.4 ? 274 + 45 * (3.4 - t) : 274 - stopping(t, 3.4, 5.8, 54);
    return svg(
      ground(),
      tree(40, 30),
      tree(100, 24),
      tree(240, 24),
      tree(300, 36),
      tree(60, 172),
      tree(280, 172),
      '<rect x="214" y="150" width="50" height="36" fill="#c9b79c" stroke="#8a7a62" stroke-width="1.5"/>',
      // Two roads of the same width, crossing with nothing painted in the junction.
      `<rect x="126" width="68" height="200" fill="${COLOURS.road}"/><rect y="66" width="320" height="68" fill="${COLOURS.road}"/>`,
      '<path d="M160 0V60M160 140V200M0 100H120M200 100H320" stroke="#fff" stroke-width="2" stroke-dasharray="14 10"/>',
      car({ x: gx, y: 117, a: 90, colour: COLOURS.green, braking: t > 0.6 }),
      car({ x: rx, y: 83, a: -90, colour: COLOURS.red, braking: t > 3.4 }),
      car({ x: 177, y: my, a: 0, braking: t > 2 }),
    );
  },
};
