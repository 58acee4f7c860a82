// @ts-check
// A motorway seen from above, two lanes going up the picture and the hard shoulder on the
// right. Ahead, traffic has stopped on both lanes, stop lights on. I come up on the right-hand
// lane, brake, switch my hazard lights on and stop well back from the last car. Then a yellow
// car comes up behind me, brakes, switches its own hazard lights on and stops behind me: it is
// now the last of the queue. The scene holds there, both cars' hazard lights flashing.
import { COLOURS, car, flashing, ground, svg } from '../kit.mjs';

/** The four indicators of a car at (x, y) heading up, lit together: its hazard lights. */
const hazards = (x, y, t) =>
  flashing(t)
    ? [-10, 10]
        .flatMap((dx) =>
          [-22, 22].map((dy) => `<circle cx="${x + dx}" cy="${y + dy}" r="3.2" fill="#ff9f1c"/>`),
        )
        .join('')
    : '';

/**
 * Where a car is that comes up the picture at 50 units a second from `y0` at `t0`, starts
 * braking at `tb` and stops `d` units further on, braking steadily; and whether it brakes.
 */
function approach(t, y0, t0, tb, d) {
  const v = 50;
  const T = (2 * d) / v;
  if (t <= tb) return { y: y0 - v * Math.max(t - t0, 0), braking: false };
  const b = Math.min(t - tb, T);
  return { y: y0 - v * (tb - t0) - (v * b - (v / (2 * T)) * b * b), braking: t < tb + T + 0.4 };
}

export default {
  duree: 11.5,
  image: (t) => {
    const me = approach(t, 298, 0, 2.4, 66); // stops at y 112 at 5 s
    const yellow = approach(t, 330, 5.4, 7.4, 58); // stops at y 172 at 9.7 s
    // The last cars of the queue: still crawling in, then stopped.
    const creep = Math.min(t, 2.5) * 6;
    return svg(
      ground(),
      // Central reserve and its barrier on the left, then two lanes and the hard shoulder.
      '<rect x="70" width="14" height="200" fill="#9aa0a6"/><path d="M84 0V200" stroke="#c8ccd0" stroke-width="3"/>',
      `<rect x="86" width="98" height="200" fill="${COLOURS.road}"/>`,
      '<path d="M89 0V200" stroke="#fff" stroke-width="2"/>',
      '<path d="M123 0V200" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      '<path d="M158 0V200" stroke="#fff" stroke-width="3"/><path d="M181 0V200" stroke="#fff" stroke-width="1.5"/>',
      car({ x: 106, y: -10, a: 0, colour: '#7a7f87', braking: true }),
      car({ x: 106, y: 50 - creep, a: 0, colour: COLOURS.white, braking: true }),
      car({ x: 141, y: -20, a: 0, colour: '#2a9d4b', braking: true }),
      car({ x: 141, y: 40 - creep, a: 0, colour: COLOURS.red, braking: true }),
      car({ x: 141, y: me.y, a: 0, braking: me.braking }),
      t > 2.8 ? hazards(141, me.y, t) : '',
      car({ x: 141, y: yellow.y, a: 0, colour: COLOURS.yellow, braking: yellow.braking }),
      t > 7.8 ? hazards(141, yellow.y, t) : '',
    );
  },
};
