// @ts-check
// In town, a crossroads without signs. I come up from the bottom, left indicator on, and stop
// near the centre, keeping to the left of my lane; a grey car coming the other way goes straight
// on and passes me. Then I turn left into the street on the left. The scene holds with me in
// that street, the crossroads free.
import { along, car, COLOURS, ground, svg } from '../kit.mjs';

// Houses at the four corners, like the town pictures.
const block = (x, y, w, h) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#d9c7a7" stroke="#9c968c"/><rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" fill="#c2674a" fill-opacity=".55"/>`;

const me = [
  [0, 177, 240, 0],
  [2.2, 175, 134, 0],
  [2.8, 173, 122, 0],
  [5.4, 173, 122, 0],
  [6.1, 168, 98, -25],
  [6.8, 150, 84, -70],
  [7.4, 126, 83, -90],
  [9, 40, 83, -90],
];

export default {
  duree: 10,
  image: (t) => {
    const p = along(t, me);
    const stopped = t > 2.2 && t < 5.4;
    const grey = along(t, [
      [0, 143, -60, 180],
      [5.6, 143, 280, 180],
    ]);
    return svg(
      ground(COLOURS.pavement),
      block(0, 0, 110, 48),
      block(210, 0, 110, 48),
      block(0, 152, 110, 48),
      block(210, 152, 110, 48),
      `<rect x="122" width="76" height="200" fill="${COLOURS.road}"/><rect y="62" width="320" height="76" fill="${COLOURS.road}"/>`,
      '<path d="M160 0V56M160 144V200M0 100H116M204 100H320" stroke="#fff" stroke-width="2" stroke-dasharray="14 10"/>',
      car({ ...grey, colour: '#7a7f87' }),
      car({ ...p, indicator: t < 7.2 ? 'left' : null, braking: t > 1.4 && stopped, t }),
    );
  },
};
