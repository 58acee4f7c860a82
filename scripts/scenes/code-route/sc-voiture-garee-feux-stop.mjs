// @ts-check
// A street in town, cars parked along the kerb on my right. As I come, the stop lights of the
// yellow parked car light up (someone at the wheel, foot on the brake), then its left indicator;
// I lift off and brake gently, and it pulls out into my lane ahead of me. The scene holds for
// its last second with the yellow car in front of me.
import { along, car, COLOURS, ground, svg } from '../kit.mjs';

// Where my car is: 50 units a second, then slowing evenly to 12 between 1.8 s and 4.2 s.
function mine(t) {
  if (t <= 1.8) return -40 + 50 * t;
  const s = Math.min(t, 4.2) - 1.8;
  const x = 50 + 50 * s - (38 / 2.4) * s * s * 0.5;
  return t > 4.2 ? x + 12 * (t - 4.2) : x;
}

export default {
  duree: 8,
  image: (time) => {
    const t = Math.min(time, 7);
    const yellow = along(t, [
      [3.4, 170, 152, 90],
      [4.4, 196, 147, 76],
      [5.4, 230, 134, 72],
      [6.2, 262, 124, 84],
      [7, 296, 120, 90],
    ]);
    return svg(
      ground(COLOURS.pavement),
      // The street: two lanes and a parking lane along the kerb on my side.
      `<rect y="50" width="320" height="116" fill="${COLOURS.road}"/>`,
      '<path d="M0 50H320M0 166H320" stroke="#9c968c" stroke-width="2"/>',
      '<path d="M0 95H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      '<path d="M0 140H320" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14"/>',
      '<rect x="20" y="172" width="90" height="24" fill="#d9b48f" stroke="#9c968c"/>',
      '<rect x="130" y="172" width="110" height="24" fill="#c9a07a" stroke="#9c968c"/>',
      '<rect x="255" y="172" width="70" height="24" fill="#d9b48f" stroke="#9c968c"/>',
      car({ x: 90, y: 153, a: 90, colour: '#7a7f87' }),
      car({ x: 284, y: 153, a: 90, colour: '#2a9d4b' }),
      car({
        ...yellow,
        colour: '#f2c230',
        braking: t > 1.2 && t < 3.4,
        indicator: t > 2.2 && t < 6.4 ? 'left' : null,
        t,
      }),
      car({ x: mine(t), y: 118, a: 90, braking: t > 1.8 && t < 4.2 }),
    );
  },
};
