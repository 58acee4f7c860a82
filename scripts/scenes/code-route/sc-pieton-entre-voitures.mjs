// @ts-check
// A street in town, cars parked along my right. A man steps out onto the road from between a
// van and a car, far from any pedestrian crossing, without looking. I brake and stop; he goes
// on across in front of me. The scene holds with him on my lane, my car stopped.
import { COLOURS, car, ground, linear, lorry, pedestrian, svg } from '../kit.mjs';

const parked = [
  [20, '#c1121f'],
  [74, '#e6e6e6'],
  [250, '#2a9d4b'],
  [304, '#6d28d9'],
];

export default {
  duree: 8,
  image: (t) => {
    // I drive on at a steady pace, then brake from 2.6 s and stop at 4.6 s.
    const k = linear(t, 2.6, 4.6);
    const x = t < 2.6 ? -40 + 55 * t : 103 + 55 * (1 - (1 - k) * (1 - k));
    const walked = linear(t, 2.2, 7);
    return svg(
      ground(COLOURS.pavement),
      // The street: two lanes, then the parking lane on my right, then the pavement.
      roadStreet(),
      ...parked.map(([px, colour]) =>
        car({ x: Number(px), y: 153, a: 90, colour: String(colour) }),
      ),
      lorry({ x: 150, y: 153, a: 90, colour: '#7a5c3e' }),
      pedestrian({ x: 212, y: 182 - 66 * walked, a: 0, colour: '#e07b24' }),
      car({ x, y: 120, a: 90, braking: t > 2.6, t }),
    );
  },
};

function roadStreet() {
  return `<rect y="60" width="320" height="80" fill="${COLOURS.road}"/><path d="M0 100H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/><rect y="140" width="320" height="26" fill="#6b7077"/><path d="M0 140H320" stroke="#fff" stroke-width="1.5" stroke-dasharray="6 6"/><path d="M0 60H320M0 166H320" stroke="${COLOURS.kerb}" stroke-width="2"/>`;
}
