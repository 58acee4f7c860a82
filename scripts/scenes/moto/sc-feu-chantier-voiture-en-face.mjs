// @ts-check
// A two-way road across the picture, seen from above, the view standing still. Roadworks close my
// lane (the lower one) over a stretch: cones, a red and white barrier, the works behind. The
// traffic goes through one lane at a time, by temporary traffic lights on yellow plates, one at
// each end. I wait on my blue motorcycle at my red light, before the stop line. Two cars come the
// other way through the single lane; their light turns orange, then red, as the second one
// passes it; mine turns green at 3.2 s while that car is still in the narrow stretch, coming
// towards me. Everything holds still from 4.4 s.
import { COLOURS, car, ground, motorcycle, n, svg } from '../kit.mjs';

const STILL = 4.4; // nothing moves after this time
const THEIRS = 80; // the middle of the open lane (the upper one)
const MINE = 120; // the middle of my lane
const WORKS = [178, 274]; // the closed stretch of my lane

/** A temporary traffic light from above: a dark box on a yellow plate, three lamps. */
function light(x, y, rotate, lit) {
  const lamp = (cy, colour, on) =>
    `<circle cx="0" cy="${cy}" r="3.6" fill="${on ? colour : '#3a3d42'}"/>`;
  return `<g transform="translate(${x} ${y}) rotate(${rotate})"><rect x="-11" y="-23" width="22" height="46" rx="3" fill="${COLOURS.yellow}" stroke="${COLOURS.dark}" stroke-width=".8"/><rect x="-8" y="-20" width="16" height="40" rx="3" fill="${COLOURS.dark}"/>${lamp(-12, '#ff2d2d', lit === 'red')}${lamp(0, '#ffb000', lit === 'orange')}${lamp(12, '#2ecc40', lit === 'green')}</g>`;
}

/** A cone from above: orange disc with a white ring. */
const cone = (x, y) =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="4" fill="#f26b1d" stroke="#8a3a0a" stroke-width=".6"/><circle cx="${n(x)}" cy="${n(y)}" r="2" fill="none" stroke="#fff" stroke-width="1"/>`;

const scenery = [
  `<rect y="60" width="320" height="80" fill="${COLOURS.road}"/>`,
  '<path d="M0 62H320M0 138H320" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14"/>',
  `<path d="M0 100H${WORKS[0] - 20}M${WORKS[1] + 20} 100H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>`,
  // The works: the closed part of my lane, earth and a pile of gravel.
  `<rect x="${WORKS[0]}" y="104" width="${WORKS[1] - WORKS[0]}" height="36" fill="#b08d5a"/>`,
  `<ellipse cx="${WORKS[0] + 44}" cy="124" rx="18" ry="9" fill="#8f8a80"/>`,
  // The red and white barrier along the open lane.
  `<rect x="${WORKS[0]}" y="101" width="${WORKS[1] - WORKS[0]}" height="4" fill="#fff" stroke="${COLOURS.dark}" stroke-width=".5"/>`,
  `<path d="M${WORKS[0]} 103H${WORKS[1]}" stroke="${COLOURS.red}" stroke-width="4" stroke-dasharray="8 8"/>`,
  // Cones closing my lane before the works and after them.
  ...[0, 1, 2, 3].map((i) => cone(WORKS[0] - 20 + 5 * i, 134 - 9.5 * i)),
  ...[0, 1, 2, 3].map((i) => cone(WORKS[1] + 5 + 5 * i, 106 + 9.5 * i)),
  // My stop line, and the one of the other direction at the far end.
  '<path d="M150 101V139M294 61V99" stroke="#fff" stroke-width="3"/>',
  // Trees.
  '<circle cx="40" cy="30" r="13" fill="#3f7d3a"/><circle cx="120" cy="24" r="13" fill="#3f7d3a"/><circle cx="210" cy="34" r="13" fill="#3f7d3a"/><circle cx="60" cy="170" r="13" fill="#3f7d3a"/><circle cx="250" cy="172" r="13" fill="#3f7d3a"/>',
];

export default {
  duree: 5.4,
  image: (t) => {
    const s = Math.min(t, STILL);
    const theirs = s < 1.6 ? 'green' : s < 2.6 ? 'orange' : 'red';
    const mine = s < 3.2 ? 'red' : 'green';
    return svg(
      ground(),
      ...scenery,
      // My light on my right before the stop line; theirs at the other end, on their right.
      light(140, 164, 0, mine),
      light(300, 36, 0, theirs),
      car({ x: 100 + 36 * (STILL - s), y: THEIRS, a: -90, colour: '#7a7f87' }),
      car({ x: 230 + 36 * (STILL - s), y: THEIRS, a: -90, colour: COLOURS.red }),
      motorcycle({ x: 128, y: MINE, a: 90, colour: COLOURS.me }),
    );
  },
};
