// @ts-check
// A crossroads in the country with no sign, no light and no marking. I drive up towards it; a
// red car comes from my right on the other road. I slow down, stop before the junction and let
// it go by; the scene holds once it has gone, the junction free again.
import { along, car, COLOURS, ground, linear, svg, tree } from '../kit.mjs';

export default {
  duree: 8,
  image: (t) => {
    // I come up at a steady pace, then slow down from 1.2 s to a stop at 3.6 s.
    const k = linear(t, 1.2, 3.6);
    const y = t < 1.2 ? 262 - 40 * t : 214 - 48 * (1 - (1 - k) * (1 - k));
    const red = along(t, [
      [1.6, 360, 83, -90],
      [6.4, -40, 83, -90],
    ]);
    return svg(
      ground(),
      // A farm on the right-hand corner hides the road on my right until late.
      '<rect x="214" y="4" width="82" height="50" fill="#b5523b" stroke="#7a3426" stroke-width="1.5"/><path d="M214 29H296" stroke="#7a3426" stroke-width="1.5"/>',
      '<rect x="212" y="150" width="50" height="36" fill="#c9b79c" stroke="#8a7a62" stroke-width="1.5"/>',
      tree(40, 30),
      tree(84, 168),
      tree(300, 168),
      tree(104, 26),
      // Two roads of the same width, crossing with nothing painted in the junction.
      `<rect x="126" width="68" height="200" fill="${COLOURS.road}"/><rect y="66" width="320" height="68" fill="${COLOURS.road}"/>`,
      '<path d="M160 0V60M160 140V200M0 100H120M200 100H320" stroke="#fff" stroke-width="2" stroke-dasharray="14 10"/>',
      car({ ...red, colour: COLOURS.red }),
      car({ x: 177, y, a: 0, braking: t > 1.2 && t < 3.6, t }),
    );
  },
};
