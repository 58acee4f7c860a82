// @ts-check
// In town, a two-way street runs to the right into a crossroads with traffic lights. I am stopped
// at the red light, first in my lane; cars cross the junction on the other street, which has the
// green. A fire engine, its blue lights flashing (and, the statement says, its two-tone horn on),
// comes up behind me in my lane and has to stop behind me. The scene holds there: my light still
// red, the fire engine behind me, the crossroads clear for a moment.
import { along, car, COLOURS, flashing, ground, svg } from '../kit.mjs';

const block = (x, y, w, h) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#d9c7a7" stroke="#9c968c"/><rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" fill="#c2674a" fill-opacity=".55"/>`;

/** A fire engine from above, heading right: red body, ladder, blue lights flashing in turn. */
function fireEngine(x, y, t) {
  const on = flashing(t * 1.4);
  const blue = (cx, cy, lit) =>
    `<circle cx="${cx}" cy="${cy}" r="3.4" fill="${lit ? '#1e6bff' : '#16306b'}"/>`;
  return `<g transform="translate(${x} ${y})"><rect x="-52" y="-13" width="104" height="26" rx="3" fill="${COLOURS.red}" stroke="${COLOURS.dark}"/><rect x="30" y="-11" width="6" height="22" fill="#26333f"/><path d="M-44 -5H22M-44 5H22" stroke="#d9d9d9" stroke-width="2"/><path d="M-40 -5V5M-28 -5V5M-16 -5V5M-4 -5V5M8 -5V5M20 -5V5" stroke="#d9d9d9" stroke-width="1.5"/>${blue(26, -9, on)}${blue(26, 9, !on)}${blue(-48, -9, !on)}${blue(-48, 9, on)}<rect x="47" y="-11" width="3" height="5" fill="#fff6c8"/><rect x="47" y="6" width="3" height="5" fill="#fff6c8"/></g>`;
}

/** The traffic light at my right corner, facing me: red lit. */
const light = () =>
  '<rect x="203" y="186" width="4" height="12" fill="#3a3d42"/>' +
  '<rect x="188" y="176" width="34" height="14" rx="4" fill="#1a1a1a"/><circle cx="196" cy="183" r="4.6" fill="#ff2d2d"/><circle cx="205" cy="183" r="4.6" fill="#4a3d1a"/><circle cx="214" cy="183" r="4.6" fill="#1a3a22"/>';

// Cross traffic: one car going down, then one going up, on the street that has the green.
const down = [
  [0, 247, -40, 180],
  [0.4, 247, -40, 180],
  [3.2, 247, 240, 180],
];
const up = [
  [0, 281, 240, 0],
  [4.2, 281, 240, 0],
  [7.2, 281, -40, 0],
];

export default {
  duree: 9,
  image: (t) => {
    // The fire engine: 70 units a second from 1.4 s, then braking to a stop behind me.
    const T0 = 1.4;
    const x0 = -70;
    const stopAt = 112; // its centre when stopped (its front 10 units behind my rear)
    const tb = T0 + (stopAt - 45 - x0) / 70; // braking over the last 45 units
    const Tb = (2 * 45) / 70;
    let fx;
    if (t < T0) fx = x0;
    else if (t < tb) fx = x0 + 70 * (t - T0);
    else {
      const b = Math.min(t - tb, Tb);
      fx = stopAt - 45 + 70 * b - (70 / (2 * Tb)) * b * b;
    }
    return svg(
      ground(COLOURS.pavement),
      block(0, 0, 222, 86),
      block(306, 0, 14, 86),
      block(0, 186, 222, 14),
      block(306, 186, 14, 14),
      `<rect y="100" width="320" height="72" fill="${COLOURS.road}"/><rect x="230" width="68" height="200" fill="${COLOURS.road}"/>`,
      '<path d="M0 136H222M306 136H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      '<path d="M264 0V92M264 180V200" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      // My stop line, across my half of the street, before the crossroads.
      '<path d="M224 137V171" stroke="#fff" stroke-width="4"/>',
      car({ ...along(t, down), colour: COLOURS.white }),
      car({ ...along(t, up), colour: COLOURS.green }),
      car({ x: 193, y: 154, a: 90, braking: true, t }),
      t >= T0 ? fireEngine(fx, 154, t) : '',
      light(),
    );
  },
};
