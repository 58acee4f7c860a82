// @ts-check
// In town, a street going up to a crossroads with traffic lights. Before the crossroads, my side
// splits into two lanes with direction arrows: on the left, a lane for turning left; on the
// right, a lane for going straight on. The line between them is broken, then continuous over
// the last stretch. I come up in the right-hand lane, straight on; only once I am alongside
// the continuous line do I switch on my left indicator and slow down. The scene holds there.
import { car, COLOURS, ground, svg } from '../kit.mjs';

const block = (x, y, w, h) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#d9c7a7" stroke="#9c968c"/><rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" fill="#c2674a" fill-opacity=".55"/>`;

/** A straight-on arrow painted in a lane, its tip at (x, y). */
const straight = (x, y) =>
  `<path d="M${x - 2} ${y + 12}V${y + 44}H${x + 2}V${y + 12}Z" fill="#fff"/><path d="M${x - 7} ${y + 13}L${x} ${y}L${x + 7} ${y + 13}Z" fill="#fff"/>`;

/** A turn-left arrow painted in a lane: a shaft going up, then bending left, its tip pointing left. */
const left = (x, y) =>
  `<path d="M${x + 2} ${y + 44}V${y + 10}Q${x + 2} ${y + 4} ${x - 4} ${y + 4}H${x - 8}" fill="none" stroke="#fff" stroke-width="4"/><path d="M${x - 8} ${y - 3}L${x - 18} ${y + 4}L${x - 8} ${y + 11}Z" fill="#fff"/>`;

export default {
  duree: 8,
  image: (t) => {
    // Me: 40 units a second, braking from 2.6 s to 8 units a second, then on at 8 units a second
    // until 5.6 s, then to a stop at 6.6 s, before the stop line.
    let y;
    if (t < 2.6) y = 232 - 40 * t;
    else if (t < 3.6) y = 128 - (40 * (t - 2.6) - 16 * (t - 2.6) ** 2);
    else if (t < 5.6) y = 104 - 8 * (t - 3.6);
    else {
      const b = Math.min(t - 5.6, 1);
      y = 88 - (8 * b - 4 * b * b);
    }
    const braking = (t > 2.6 && t < 3.6) || t > 5.6;
    return svg(
      ground(COLOURS.pavement),
      block(0, 52, 118, 148),
      block(236, 52, 84, 148),
      block(0, -4, 118, 8),
      block(236, -4, 84, 8),
      `<rect x="126" width="102" height="200" fill="${COLOURS.road}"/><rect y="4" width="320" height="44" fill="${COLOURS.road}"/>`,
      // The axis (continuous), the line between my two lanes (broken, then continuous), the stop line.
      '<path d="M160 52V200" stroke="#fff" stroke-width="2"/>',
      '<path d="M194 176V200" stroke="#fff" stroke-width="2" stroke-dasharray="14 10"/><path d="M194 52V170" stroke="#fff" stroke-width="2"/>',
      '<path d="M161 53H228" stroke="#fff" stroke-width="4"/>',
      left(179, 96),
      left(179, 160),
      straight(211, 96),
      straight(211, 160),
      // The traffic light at the right corner: green.
      '<rect x="236" y="62" width="14" height="34" rx="4" fill="#1a1a1a"/><circle cx="243" cy="70" r="4.4" fill="#4a1a1a"/><circle cx="243" cy="79" r="4.4" fill="#4a3d1a"/><circle cx="243" cy="88" r="4.4" fill="#2ee86a"/>',
      car({ x: 143, y: -30 + 60 * Math.max(t - 1.5, 0), a: 180, colour: COLOURS.white }),
      car({ x: 211, y, a: 0, indicator: t > 2.8 ? 'left' : null, braking, t }),
    );
  },
};
