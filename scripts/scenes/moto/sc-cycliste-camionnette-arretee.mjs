// @ts-check
// A two-way town street across the picture, seen from above, the view standing still. I ride my
// blue motorcycle to the right, in the lower lane, and catch up with a cyclist riding along the
// right edge of my lane. Further on, a white van is stopped at the edge of my lane, its hazard
// lights flashing. A car comes the other way in the upper lane. The cyclist rides straight on,
// towards the back of the van, without signalling; the scene stops before he reaches it.
// Everything holds still from 4 s.
import { COLOURS, car, cyclist, flashing, ground, motorcycle, n, svg } from '../kit.mjs';

const STILL = 4; // nothing moves after this time
const MINE = 118; // the middle of my lane (y 100 to 140)
const EDGE = 131; // where the cyclist rides, near the right edge of my lane

const street = [
  // The carriageway, its kerbs and the dashed centre line.
  `<rect y="60" width="320" height="80" fill="${COLOURS.road}"/>`,
  `<path d="M0 60H320M0 140H320" stroke="${COLOURS.kerb}" stroke-width="3"/>`,
  '<path d="M0 100H320" stroke="#fff" stroke-width="2" stroke-dasharray="10 14"/>',
  // Houses and a tree along both pavements.
  '<rect x="14" y="-6" width="70" height="48" fill="#d9b99b" stroke="#8a6d55"/><rect x="110" y="-6" width="60" height="46" fill="#c9a27e" stroke="#8a6d55"/><circle cx="206" cy="26" r="15" fill="#5e9a4a"/><rect x="238" y="-6" width="74" height="48" fill="#d9b99b" stroke="#8a6d55"/>',
  '<rect x="30" y="158" width="66" height="48" fill="#c9a27e" stroke="#8a6d55"/><circle cx="130" cy="176" r="15" fill="#5e9a4a"/><rect x="170" y="158" width="64" height="48" fill="#d9b99b" stroke="#8a6d55"/><rect x="258" y="160" width="60" height="46" fill="#c9a27e" stroke="#8a6d55"/>',
];

/** The van, stopped at the edge of my lane, heading right, hazard lights flashing at `t`. */
function van(x, y, t) {
  const lit = flashing(t);
  const lights = lit
    ? '<circle cx="-11" cy="-31" r="3.2" fill="#ff9f1c"/><circle cx="11" cy="-31" r="3.2" fill="#ff9f1c"/><circle cx="-11" cy="31" r="3.2" fill="#ff9f1c"/><circle cx="11" cy="31" r="3.2" fill="#ff9f1c"/>'
    : '';
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(90)"><rect x="-13" y="-33" width="26" height="66" rx="4" fill="#f4f4f4" stroke="${COLOURS.dark}"/><path d="M-10 -22L-11 -29Q0 -32 11 -29L10 -22Z" fill="#26333f"/><path d="M-13 -17H13" stroke="#b9b9b9"/>${lights}</g>`;
}

export default {
  duree: 5,
  image: (t) => {
    const s = Math.min(t, STILL);
    return svg(
      ground(COLOURS.pavement),
      ...street,
      van(282, 124, s),
      car({ x: 390 - 34 * s, y: 80, a: -90, colour: COLOURS.green }),
      cyclist({ x: 160 + 12 * s, y: EDGE, a: 90 }),
      motorcycle({ x: 22 + 26 * s, y: MINE, a: 90, colour: COLOURS.me }),
    );
  },
};
