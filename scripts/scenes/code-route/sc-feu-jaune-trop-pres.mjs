// @ts-check
// A crossroads in town with traffic lights. I drive up at a steady, normal pace; my light is
// green. It turns to steady yellow when my car is almost at the stop line, too close to stop
// there without braking hard. I go on through the crossroads at the same pace; the light turns
// red after I have gone. The scene holds on the empty crossroads, the light red.
import { car, COLOURS, ground, svg } from '../kit.mjs';

/** My traffic light, seen flat on its post: red on top, yellow, green at the bottom. */
const light = (x, y, on) => {
  const lamp = (cy, colour, lit) =>
    `<circle cx="0" cy="${cy}" r="4" fill="${lit ? colour : '#3a3d42'}"/>`;
  return `<g transform="translate(${x} ${y})"><rect x="-1.5" y="14" width="3" height="12" fill="#6b7280"/><rect x="-7" y="-15" width="14" height="30" rx="3" fill="#1a1a1a"/>${lamp(-8.5, '#ff2d2d', on === 'red')}${lamp(0, '#ffb000', on === 'yellow')}${lamp(8.5, '#27c24c', on === 'green')}</g>`;
};

export default {
  duree: 8,
  image: (t) => {
    // Me: a steady pace all along, through the crossroads and out of the picture.
    const y = 250 - 50 * Math.min(t, 6.4);
    const on = t < 2 ? 'green' : t < 5 ? 'yellow' : 'red';
    return svg(
      ground(COLOURS.pavement),
      // Buildings on the four corners.
      '<rect x="6" y="4" width="100" height="46" fill="#d9c7a7" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="214" y="4" width="100" height="46" fill="#c9b79c" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="6" y="126" width="100" height="68" fill="#c9b79c" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="232" y="130" width="82" height="64" fill="#d9c7a7" stroke="#8a7a62" stroke-width="1.5"/>',
      // Two streets crossing, their centre lines, the stop line across my lane.
      `<rect x="126" width="68" height="200" fill="${COLOURS.road}"/><rect y="60" width="320" height="52" fill="${COLOURS.road}"/>`,
      '<path d="M160 120V200M0 86H118M202 86H320" stroke="#fff" stroke-width="2" stroke-dasharray="14 10"/>',
      '<path d="M160 116H194" stroke="#fff" stroke-width="3"/>',
      light(206, 124, on),
      car({ x: 177, y, a: 0 }),
    );
  },
};
