// @ts-check
// A street in town with a petrol station on my right. A green car rolls across the forecourt
// towards my street, its left indicator flashing: it wants to turn left, across my lane. I lift
// off and brake; it slows down and stops at the edge of the road. I go on past the exit at a
// reduced speed; the scene holds with the green car still waiting at the edge.
import { along, car, COLOURS, ground, linear, svg, tree } from '../kit.mjs';

/** The petrol station: its forecourt, the canopy over two islands of pumps, its price sign. */
const station = () =>
  [
    // The forecourt, joined to the street by a wide exit over a lowered kerb.
    '<rect x="206" y="6" width="114" height="150" fill="#b9bcc0"/>',
    '<rect x="194" y="34" width="12" height="44" fill="#b9bcc0"/>',
    // The canopy over the pumps, red band along its edge, and the pumps beneath.
    '<rect x="238" y="92" width="70" height="52" fill="#f4f4f4" stroke="#8a8f96" stroke-width="1.5"/>',
    `<path d="M238 92H308" stroke="${COLOURS.red}" stroke-width="4"/>`,
    '<rect x="252" y="108" width="8" height="26" fill="#2a9d4b"/><rect x="286" y="108" width="8" height="26" fill="#2a9d4b"/>',
    // The shop at the back.
    '<rect x="262" y="10" width="54" height="22" fill="#e8dcc4" stroke="#8a7a62" stroke-width="1.5"/>',
  ].join('');

export default {
  duree: 8,
  image: (t) => {
    // Me: steady at first, braking from 1.8 s to 4.2 s, then on slowly past the exit.
    const k = linear(t, 1.8, 4.2);
    const y =
      t < 1.8
        ? 250 - 40 * t
        : t < 4.2
          ? 178 - 96 * (k - 0.35 * k * k)
          : 116 - 10 * (Math.min(t, 7) - 4.2);
    // The green car: it rolls across the forecourt to the exit, slows and stops at the edge,
    // its nose on the lowered kerb, short of my lane.
    const g = linear(t, 1.6, 3.6);
    const green = {
      ...along(t, [
        [0, 298, 56, -90],
        [1.6, 258, 56, -90],
      ]),
      ...(t > 1.6 ? { x: 258 - 36 * (1 - (1 - g) * (1 - g)) } : {}),
    };
    return svg(
      ground(COLOURS.pavement),
      station(),
      // Houses and a garden on the left of the street.
      '<rect x="6" y="20" width="60" height="44" fill="#d9c7a7" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="10" y="118" width="56" height="50" fill="#c9b79c" stroke="#8a7a62" stroke-width="1.5"/>',
      `<rect x="76" y="70" width="40" height="40" fill="${COLOURS.grass}"/>`,
      tree(96, 90),
      // The street: two lanes, the kerbs on each side, the kerb lowered at the station's exit.
      `<rect x="126" width="68" height="200" fill="${COLOURS.road}"/>`,
      '<path d="M160 0V200" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      `<path d="M126 0V200M194 0V34M194 78V200" stroke="${COLOURS.kerb}" stroke-width="2"/>`,
      car({ ...green, colour: COLOURS.green, indicator: 'left', braking: t > 1.6 && t < 7, t }),
      car({ x: 177, y, a: 0, braking: t > 1.8 && t < 4.2, t }),
    );
  },
};
