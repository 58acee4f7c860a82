// @ts-check
// A country road across the picture, seen from above, the view standing still: a carriageway
// with a central lane for both directions and no centre line, and on each side a « rive »
// marked off by a dashed line (chaussée à voie centrale banalisée). I ride my blue motorcycle to
// the right, in the middle of the central lane, and catch up with a cyclist riding on the right
// rive. A car comes the other way in the middle of the central lane. The scene stops before
// anyone has to move over to cross.
// Everything holds still from 4.2 s.
import { COLOURS, car, cyclist, ground, motorcycle, svg, tree } from '../kit.mjs';

const STILL = 4.2; // nothing moves after this time
const CENTRE = 100; // the middle of the central lane
const RIVE = 127; // where the cyclist rides, on the right rive (y 118 to 136)

const scenery = [
  `<rect y="64" width="320" height="72" fill="${COLOURS.road}"/>`,
  // The two rive lines, dashed, close to the middle; no centre line.
  '<path d="M0 82H320M0 118H320" stroke="#fff" stroke-width="1.5" stroke-dasharray="12 8"/>',
  [30, 110, 190, 270].map((x) => tree(x, 38)).join(''),
  [70, 150, 230, 310].map((x) => tree(x, 164)).join(''),
];

export default {
  duree: 5.2,
  image: (t) => {
    const s = Math.min(t, STILL);
    return svg(
      ground(),
      ...scenery,
      car({ x: 360 - 36 * s, y: CENTRE, a: -90, colour: COLOURS.red }),
      cyclist({ x: 150 + 10 * s, y: RIVE, a: 90 }),
      motorcycle({ x: 10 + 22 * s, y: CENTRE + 2, a: 90, colour: COLOURS.me }),
    );
  },
};
