// @ts-check
// A town street, the view fixed. Far ahead the light is red. I lift off early (no braking, no
// stop lights) and let the car slow down on its own; the light turns green before I reach it,
// and I go on without having stopped. The scene holds as I cross the stop line on green.
import { along, car, COLOURS, ground, svg } from '../kit.mjs';

export default {
  duree: 9,
  image: (t) => {
    // Steady 40 units a second, then slowing gently from 1.5 s, and on at a walking pace.
    const me = along(t, [
      [0, -10, 120, 90],
      [1.5, 50, 120, 90],
      [3.5, 110, 120, 90],
      [5.5, 150, 120, 90],
      [8, 250, 120, 90],
    ]);
    const green = t >= 5.2;
    const lamp = (cy, on, colour) =>
      `<circle cx="272" cy="${cy}" r="3.6" fill="${on ? colour : '#3a3d42'}"/>`;
    return svg(
      ground(COLOURS.pavement),
      // Houses on both sides.
      '<rect x="10" y="8" width="70" height="36" fill="#d9c7a7" stroke="#8a7a60"/><rect x="100" y="8" width="80" height="36" fill="#c9b08e" stroke="#8a7a60"/><rect x="200" y="8" width="60" height="36" fill="#d9c7a7" stroke="#8a7a60"/>',
      '<rect x="30" y="160" width="80" height="34" fill="#c9b08e" stroke="#8a7a60"/><rect x="140" y="160" width="70" height="34" fill="#d9c7a7" stroke="#8a7a60"/>',
      `<rect y="60" width="320" height="80" fill="${COLOURS.road}"/>`,
      '<path d="M0 100H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      // The stop line of my lane and the crossing street beyond it.
      `<rect x="262" y="0" width="58" height="200" fill="${COLOURS.road}"/>`,
      '<path d="M258 101V139" stroke="#fff" stroke-width="3"/>',
      // The traffic light on its post, on my right before the crossing.
      '<rect x="264" y="146" width="16" height="40" rx="3" fill="#1a1a1a"/>',
      lamp(154, !green, '#ff2d2d'),
      lamp(166, false, '#ffb000'),
      lamp(178, green, '#2ecc40'),
      car({ ...me }),
    );
  },
};
