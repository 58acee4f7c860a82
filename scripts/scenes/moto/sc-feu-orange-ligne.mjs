// @ts-check
// A junction in town with traffic lights. I ride towards it on my motorcycle at a steady pace;
// the light, green until then, turns yellow (« orange ») just as I reach the stop line, too late
// to stop safely. I go on and clear the junction; a car waits on the crossing street.
import { COLOURS, car, ground, motorcycle, n, svg } from '../kit.mjs';

const ORANGE = 2.2;

/** A three-lamp signal seen from the front, on its post: `lit` is 'green', 'orange' or 'red'. */
function signal(x, y, lit) {
  const lamp = (cy, colour, on) =>
    `<circle cx="${x}" cy="${cy}" r="3.6" fill="${on ? colour : '#3a3d42'}"/>`;
  return `<path d="M${x} ${y + 26}V${y + 46}" stroke="#555" stroke-width="2"/><rect x="${x - 6}" y="${y}" width="12" height="27" rx="2.5" fill="#1a1a1a"/>${lamp(y + 5.5, '#ff2d2d', lit === 'red')}${lamp(y + 13.5, '#ffa000', lit === 'orange')}${lamp(y + 21.5, '#2fd160', lit === 'green')}`;
}

const streets = [
  // The street I ride up, and the crossing street; pavements around.
  '<rect x="126" width="68" height="200" fill="#5d6269"/>',
  '<rect y="60" width="320" height="66" fill="#5d6269"/>',
  '<path d="M160 0V60M160 126V200" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
  '<path d="M0 93H126M194 93H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
  // My stop line, and the crossing street's on my right.
  '<path d="M160 136H194" stroke="#fff" stroke-width="3.5"/>',
  '<path d="M214 60V93" stroke="#fff" stroke-width="3.5"/>',
  // Houses on the corners.
  '<rect x="14" y="140" width="90" height="54" fill="#d9b99b" stroke="#8a6d55"/><rect x="14" y="6" width="90" height="44" fill="#c9a27e" stroke="#8a6d55"/>',
  '<rect x="230" y="146" width="80" height="48" fill="#c9a27e" stroke="#8a6d55"/><rect x="230" y="6" width="80" height="44" fill="#d9b99b" stroke="#8a6d55"/>',
];

export default {
  duree: 5.4,
  image: (t) => {
    // Me: a steady pace, on through the junction; still from 4.4 s, past it.
    const y = 265 - 50 * Math.min(t, 4.4);
    return svg(
      ground(COLOURS.pavement),
      ...streets,
      // The car on the crossing street, stopped at its line (its light is red).
      car({ x: 240, y: 77, a: -90, colour: COLOURS.red }),
      signal(206, 138, t < ORANGE ? 'green' : 'orange'),
      motorcycle({ x: 177, y, a: 0, colour: COLOURS.me }),
      `<!-- ${n(t)} -->`,
    );
  },
};
