// @ts-check
// A street in town, cars parked along the kerb on my right. A child runs out from between two
// parked cars and across the street ahead of me; I brake and stop, stop lights on. On the far
// pavement the child turns round, back towards the gap he came out of. The scene holds for its
// last second with the child facing the street and me stopped.
import { along, car, COLOURS, ground, n, pedestrian, svg } from '../kit.mjs';

// Where my car is: 50 units a second, then braking evenly to a stop between 1.3 s and 2.9 s.
function mine(t) {
  if (t <= 1.3) return -25 + 50 * t;
  const s = Math.min(t, 2.9) - 1.3;
  return 40 + 50 * s - (50 / 1.6) * s * s * 0.5;
}

export default {
  duree: 6,
  image: (time) => {
    const t = Math.min(time, 5);
    const child = along(t, [
      [0.6, 216, 180, 0],
      [1.0, 216, 170, 0],
      [3.0, 216, 42, 0],
      [3.3, 216, 38, 0],
      [3.9, 216, 38, 180],
      [4.5, 216, 45, 180],
    ]);
    return svg(
      ground(COLOURS.pavement),
      // The street: one lane each way, a parking lane along the kerb on my side.
      `<rect y="50" width="320" height="116" fill="${COLOURS.road}"/>`,
      '<path d="M0 50H320M0 166H320" stroke="#9c968c" stroke-width="2"/>',
      '<path d="M0 95H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      '<path d="M0 140H320" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14"/>',
      '<rect x="20" y="4" width="110" height="26" fill="#c9a07a" stroke="#9c968c"/>',
      '<rect x="150" y="4" width="150" height="26" fill="#d9b48f" stroke="#9c968c"/>',
      '<rect x="10" y="186" width="120" height="14" fill="#d9b48f" stroke="#9c968c"/>',
      '<rect x="250" y="186" width="70" height="14" fill="#c9a07a" stroke="#9c968c"/>',
      car({ x: 120, y: 153, a: 90, colour: '#7a7f87' }),
      car({ x: 180, y: 153, a: 90, colour: COLOURS.white }),
      car({ x: 252, y: 153, a: 90, colour: COLOURS.green }),
      car({ x: 306, y: 153, a: 90, colour: COLOURS.red }),
      pedestrian({ ...child, colour: COLOURS.yellow, child: true }),
      // The peak of his cap, which shows which way he faces.
      `<path transform="translate(${n(child.x)} ${n(child.y)}) rotate(${n(child.a)})" d="M-2.4 -2.6Q0 -6 2.4 -2.6Z" fill="${COLOURS.red}"/>`,
      car({ x: mine(t), y: 118, a: 90, braking: t > 1.3 }),
    );
  },
};
