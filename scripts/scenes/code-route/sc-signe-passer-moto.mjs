// @ts-check
// A crossroads in town with no sign, no light and no marking. I come up from below and stop at
// the edge of the junction: a red car is coming from my right. It slows down and stops before
// the junction too (its driver waves me on). Then a motorcycle, come up behind it, pulls out to
// its left to overtake it and heads into the junction. The scene holds as the motorcycle draws
// level with the red car's back.
import { along, car, COLOURS, ground, motorcycle, svg } from '../kit.mjs';

/** A position along a straight approach that slows to a stop: `d` units covered in `from`..`to`. */
const stopping = (t, from, to, d) => {
  const k = Math.min(Math.max(t - from, 0), to - from) / (to - from);
  return d * (1 - (1 - k) * (1 - k));
};

export default {
  duree: 8,
  image: (t) => {
    // Me, from below: steady, then stops at the edge at 4.2 s.
    const my = t < 2 ? 300 - 45 * t : 210 - stopping(t, 2, 4.2, 50);
    // The red car, from my right: steady, then stops before the junction at 5 s.
    const rx = t < 2.6 ? 276 + 45 * (2.6 - t) : 276 - stopping(t, 2.6, 5, 54);
    const moto = along(t, [
      [4.4, 400, 83, -90],
      [5.6, 328, 84, -90],
      [6.3, 290, 97, -110],
      [7, 254, 110, -100],
    ]);
    return svg(
      ground(COLOURS.pavement),
      // Buildings on the four corners hide the side streets.
      '<rect x="6" y="4" width="104" height="56" fill="#d9c7a7" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="210" y="4" width="104" height="56" fill="#c9b79c" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="6" y="140" width="104" height="56" fill="#c9b79c" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="210" y="140" width="104" height="56" fill="#d9c7a7" stroke="#8a7a62" stroke-width="1.5"/>',
      // Two streets of the same width, crossing with nothing painted in the junction.
      `<rect x="126" width="68" height="200" fill="${COLOURS.road}"/><rect y="66" width="320" height="68" fill="${COLOURS.road}"/>`,
      '<path d="M160 0V60M160 140V200M0 100H120M200 100H320" stroke="#fff" stroke-width="2" stroke-dasharray="14 10"/>',
      car({ x: rx, y: 83, a: -90, colour: COLOURS.red, braking: t > 2.6 }),
      motorcycle({ ...moto, colour: '#2a2f45', indicator: t > 5.2 ? 'left' : null, t }),
      car({ x: 177, y: my, a: 0, braking: t > 2 }),
    );
  },
};
