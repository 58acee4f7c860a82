// @ts-check
// A street in town. The queue of cars coming the other way is at a standstill, but its drivers
// have left the mouth of a side street on my left free. As I come along my free lane, the bonnet
// of a green car comes out of the side street into that gap, its driver hidden from me by the
// queue, and mine from him. I brake and stop short of the gap; the green car stops at the centre
// line. The scene holds there.
import { along, car, COLOURS, ground, svg } from '../kit.mjs';

const END = 6; // everything holds still from here

const queue = [
  [40, '#e6e6e6'],
  [96, '#c1121f'],
  [150, '#6d28d9'],
  [300, '#f2c230'],
];

const green = [
  [0, 213, -40, 180],
  [2.0, 213, -40, 180],
  [4.0, 213, 52, 180],
  [5.2, 213, 70, 180],
];

/** Me: a steady pace, then I brake from 2.6 s and stop at 4.8 s. */
function me(t) {
  if (t <= 2.6) return -70 + 50 * t;
  const b = Math.min(t, 4.8) - 2.6;
  return -70 + 50 * 2.6 + 50 * b - (50 / 2.2 / 2) * b * b;
}

function streets() {
  return (
    // blocks of houses, the side street between them on the upper side
    `<rect x="0" y="0" width="188" height="44" fill="#b9a58c"/><rect x="262" y="0" width="58" height="44" fill="#b9a58c"/>` +
    `<path d="M60 0V44M130 0V44M290 0V44" stroke="#8c7a64" stroke-width="2"/>` +
    `<rect y="156" width="320" height="44" fill="#b9a58c"/><path d="M80 156V200M170 156V200M250 156V200" stroke="#8c7a64" stroke-width="2"/>` +
    `<rect x="196" y="0" width="58" height="60" fill="${COLOURS.road}"/>` +
    `<rect y="60" width="320" height="80" fill="${COLOURS.road}"/>` +
    `<path d="M0 100H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>` +
    `<path d="M0 60H196M254 60H320M0 140H320M196 0V60M254 0V60" stroke="${COLOURS.kerb}" stroke-width="2"/>`
  );
}

export default {
  duree: 7,
  image: (t) => {
    const s = Math.min(t, END);
    return svg(
      ground(COLOURS.pavement),
      streets(),
      ...queue.map(([x, colour]) =>
        car({ x: Number(x), y: 80, a: -90, colour: String(colour), braking: true }),
      ),
      car({ ...along(s, green), colour: COLOURS.green, braking: s > 4.4, t }),
      car({ x: me(s), y: 120, a: 90, braking: s > 2.6, t }),
    );
  },
};
