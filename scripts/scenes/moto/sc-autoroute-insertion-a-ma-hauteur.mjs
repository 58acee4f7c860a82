// @ts-check
// A motorway of two lanes going right, seen from above, the view following my blue motorcycle,
// which rides in the right-hand lane at a steady speed. Below it, an insertion lane that ends a
// little further on (its end comes into view). A red car speeds up on the insertion lane, its left
// indicator flashing, and catches up until it is almost level with me, just behind. In the
// left-hand lane a grey car is slowly overtaking me. The scene stops before the insertion lane
// ends. Everything holds still from 4 s.
import { COLOURS, car, ground, motorcycle, n, svg } from '../kit.mjs';

const STILL = 4; // nothing moves after this time
const SPEED = 60; // my speed: the road goes by at this pace
const LEFT = 62; // the middle of the left-hand lane (y 42 to 82)
const RIGHT = 102; // the middle of the right-hand lane (y 82 to 122)
const INSERT = 140; // the middle of the insertion lane (y 122 to 158)
const ME_X = 150; // where my motorcycle stays in the picture

/** Where the insertion lane starts to narrow, in the picture, at `s`. */
const taper = (s) => 470 - SPEED * s;

function road(s) {
  const off = (SPEED * s) % 40;
  const wide = (SPEED * s) % 24;
  const t0 = taper(s);
  const t1 = t0 + 90; // where it has closed
  return [
    // The central reservation at the top, its barrier, then the carriageway.
    '<rect y="0" width="320" height="34" fill="#8fbf6f"/>',
    '<path d="M0 30H320" stroke="#9aa1a8" stroke-width="3"/>',
    `<rect y="38" width="320" height="88" fill="${COLOURS.road}"/>`,
    // The insertion lane, closing between t0 and t1.
    `<path d="M-10 122H${n(t0)}L${n(t1)} 122V124L${n(t0)} 160H-10Z" fill="${COLOURS.road}"/>`,
    // Edge lines: continuous on the left, and along the outer edge of the insertion lane.
    '<path d="M0 42H320" stroke="#fff" stroke-width="1.5"/>',
    `<path d="M-10 158H${n(t0)}L${n(t1)} 124H330" stroke="#fff" stroke-width="1.5" fill="none"/>`,
    // The lane line, dashed, and the wide dashed line along the insertion lane.
    `<path d="M${n(-off)} 82H330" stroke="#fff" stroke-width="2" stroke-dasharray="26 14"/>`,
    `<path d="M${n(-wide)} 122H${n(t1)}" stroke="#fff" stroke-width="4" stroke-dasharray="12 12"/>`,
  ].join('');
}

export default {
  duree: 5,
  image: (t) => {
    const s = Math.min(t, STILL);
    // The red car: 5 units a second slower than me at first, speeding up steadily to 35 faster.
    const redX = 40 - 5 * s + 5 * s * s;
    return svg(
      ground(),
      road(s),
      car({ x: 90 + 16 * s, y: LEFT, a: 90, colour: '#8a9099' }),
      car({ x: redX, y: INSERT, a: 90, colour: COLOURS.red, indicator: 'left', t: s }),
      motorcycle({ x: ME_X, y: RIGHT, a: 90, colour: COLOURS.me }),
    );
  },
};
