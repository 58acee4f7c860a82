// @ts-check
// A town street towards a junction with traffic lights, seen from above; I ride to the right.
// I follow a white car closely on my motorcycle. At 1.7 s the light turns yellow; the car brakes
// hard from 1.9 s (stop lights) and stops at the line (the light turns red at 4.7 s); I react later, brake harder (my stop
// light) and stop just behind it. Everything holds still from 5.4 s.
import { COLOURS, car, ground, motorcycle, n, svg } from '../kit.mjs';

const YELLOW = 1.7;
const RED = 4.7; // three seconds of yellow, as in town
const SPEED = 45; // units a second, the car's and mine before braking

/** A three-lamp signal seen from the front, on its post: `lit` is 'green', 'orange' or 'red'. */
function signal(x, y, lit) {
  const lamp = (cy, colour, on) =>
    `<circle cx="${x}" cy="${cy}" r="3.6" fill="${on ? colour : '#3a3d42'}"/>`;
  return `<path d="M${x} ${y + 26}V${y + 40}" stroke="#555" stroke-width="2"/><rect x="${x - 6}" y="${y}" width="12" height="27" rx="2.5" fill="#1a1a1a"/>${lamp(y + 5.5, '#ff2d2d', lit === 'red')}${lamp(y + 13.5, '#ffa000', lit === 'orange')}${lamp(y + 21.5, '#2fd160', lit === 'green')}`;
}

/** Where a vehicle is: steady from `x0` until `from`, then braking evenly to stop at `stop`. */
function course(t, x0, from, stop) {
  const start = x0 + SPEED * from;
  if (t <= from) return x0 + SPEED * t;
  const time = (2 * (stop - start)) / SPEED; // how long the braking lasts
  const u = Math.min(t - from, time);
  return start + SPEED * u - (SPEED / time / 2) * u * u;
}

const streets = [
  // My street, across, and the crossing street on the right; pavements around.
  '<rect y="66" width="320" height="68" fill="#5d6269"/>',
  '<rect x="258" width="62" height="200" fill="#5d6269"/>',
  '<path d="M0 100H258" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
  '<path d="M289 0V66M289 134V200" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
  // My stop line, across my lane.
  '<path d="M250 100V134" stroke="#fff" stroke-width="3.5"/>',
  // Houses along both pavements.
  '<rect x="10" y="8" width="76" height="48" fill="#d9b99b" stroke="#8a6d55"/><rect x="100" y="8" width="70" height="48" fill="#c9a27e" stroke="#8a6d55"/><rect x="184" y="8" width="62" height="48" fill="#d9b99b" stroke="#8a6d55"/>',
  '<rect x="10" y="146" width="84" height="48" fill="#c9a27e" stroke="#8a6d55"/><rect x="108" y="146" width="74" height="48" fill="#d9b99b" stroke="#8a6d55"/><rect x="196" y="160" width="46" height="34" fill="#c9a27e" stroke="#8a6d55"/>',
];

export default {
  duree: 6.5,
  image: (t) => {
    const other = course(t, 60, 1.9, 223);
    const mine = course(t, 5, 2.3, 176);
    const meBraking = t > 2.3;
    return svg(
      ground(COLOURS.pavement),
      ...streets,
      signal(256, 138, t < YELLOW ? 'green' : t < RED ? 'orange' : 'red'),
      car({ x: other, y: 117, a: 90, colour: COLOURS.white, braking: t > 1.9 }),
      motorcycle({ x: mine, y: 117, a: 90, colour: COLOURS.me }),
      meBraking
        ? `<rect x="${n(mine - 18)}" y="114.5" width="2.6" height="5" rx="1" fill="#ff2d2d"/>`
        : '',
    );
  },
};
