// @ts-check
// A crossroads in town with traffic lights. I wait at my red light, first in line. A red car,
// come from my left on the cross street, stands in the middle of the crossroads, its left
// indicator flashing: it entered on its own green light to turn left, towards the street in
// front of me, and waits for two cars coming the other way. When the second has gone by, my
// light turns green; the red car only then starts its turn, across my way. The scene holds on
// that moment: my light green, the red car still in the crossroads.
import { along, car, COLOURS, ground, svg } from '../kit.mjs';

/** My traffic light, seen flat on its post: red on top, yellow, green at the bottom. */
const light = (x, y, on) => {
  const lamp = (cy, colour, lit) =>
    `<circle cx="0" cy="${cy}" r="4" fill="${lit ? colour : '#3a3d42'}"/>`;
  return `<g transform="translate(${x} ${y})"><rect x="-1.5" y="14" width="3" height="12" fill="#6b7280"/><rect x="-7" y="-15" width="14" height="30" rx="3" fill="#1a1a1a"/>${lamp(-8.5, '#ff2d2d', on === 'red')}${lamp(0, '#ffb000', on === 'yellow')}${lamp(8.5, '#27c24c', on === 'green')}</g>`;
};

// The red car turns left round a circle centred at (146, 66), radius 33: from heading right at
// (146, 99) to heading up at (179, 66). `s` is the share of the quarter turn done.
const turning = (s) => {
  const a = 90 - 90 * s;
  const rad = (a * Math.PI) / 180;
  return { x: 146 + 33 * Math.cos(rad), y: 66 + 33 * Math.sin(rad), a };
};

export default {
  duree: 8,
  image: (t) => {
    // It starts gently at 5.2 s (speeding up) and has done half of its turn at 7 s.
    const u = Math.min(Math.max(t - 5.2, 0), 1.8) / 1.8;
    const red = turning(0.5 * u * u);
    const on = t < 5 ? 'red' : 'green';
    return svg(
      ground(COLOURS.pavement),
      // Buildings on the four corners.
      '<rect x="6" y="4" width="100" height="46" fill="#d9c7a7" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="214" y="4" width="100" height="46" fill="#c9b79c" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="6" y="126" width="100" height="68" fill="#c9b79c" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="232" y="130" width="82" height="64" fill="#d9c7a7" stroke="#8a7a62" stroke-width="1.5"/>',
      // Two streets crossing, their centre lines, the stop line across my lane.
      `<rect x="126" width="68" height="200" fill="${COLOURS.road}"/><rect y="60" width="320" height="52" fill="${COLOURS.road}"/>`,
      '<path d="M160 0V52M160 120V200M0 86H118M202 86H320" stroke="#fff" stroke-width="2" stroke-dasharray="14 10"/>',
      '<path d="M160 116H194" stroke="#fff" stroke-width="3"/>',
      light(206, 124, on),
      // Two cars coming the other way on the cross street go by in front of the red car.
      car({
        ...along(t, [
          [0.6, 360, 73, -90],
          [3.4, -40, 73, -90],
        ]),
        colour: COLOURS.white,
      }),
      car({
        ...along(t, [
          [2.2, 360, 73, -90],
          [5.0, -40, 73, -90],
        ]),
        colour: '#7d8590',
      }),
      car({ ...red, colour: COLOURS.red, indicator: 'left', t }),
      // Me, stopped at my line all along.
      car({ x: 177, y: 142, a: 0, braking: true }),
    );
  },
};
