// @ts-check
// A motorway with three lanes in my direction, traffic so dense that every lane is one unbroken
// file crawling forward. The view follows my car, in the middle lane. Two motorcycles come up
// from behind between the files: a red one between the left file and mine, a yellow-helmeted
// one between mine and the right file. The scene holds with the red motorcycle alongside my
// front and the other one alongside my rear.
import { car, COLOURS, ground, motorcycle, n, svg } from '../kit.mjs';

// Lanes 44 units wide: the left one from x 88, the middle one from 132, the right one from 176.
const LEFT = 110;
const MIDDLE = 154;
const RIGHT = 198;
// The whole jam creeps forward at 8 units/s; the view moves with it.
const JAM = 8;

/** Cars of a file at the given x, 62 units apart from the first one at `y0` (null: a gap). */
const file = (x, y0, colours) =>
  colours.map((colour, i) => (colour ? car({ x, y: y0 + 62 * i, a: 0, colour }) : '')).join('');

export default {
  duree: 8,
  image: (t) => {
    const s = Math.min(t, 7);
    // The lane markings go by as the file creeps on.
    const shift = (JAM * s) % 30;
    // The motorcycles, 23 units/s faster than the files, up the gaps between them.
    const red = { x: 132, y: 262 - 23 * s, a: 0 };
    const other = { x: 176, y: 300 - 19 * s, a: 0 };
    return svg(
      ground(COLOURS.grass),
      // The central reserve and its barrier on the left, the hard shoulder on the right.
      '<rect x="70" width="18" height="200" fill="#8f959c"/>',
      '<path d="M76 0V200" stroke="#c9ced4" stroke-width="3"/>',
      `<rect x="88" width="162" height="200" fill="${COLOURS.road}"/>`,
      `<path d="M${n(132)} ${n(shift - 30)}V230M176 ${n(shift - 30)}V230" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>`,
      '<path d="M91 0V200M220 0V200" stroke="#fff" stroke-width="2"/>',
      // The files: the left one, mine, the right one with a lorry in it.
      file(LEFT, -12, ['#9aa3ad', COLOURS.red, '#e6e6e6', '#2a9d4b']),
      file(MIDDLE, 6, [COLOURS.white, '#7a5c3e', null, '#9aa3ad']),
      file(RIGHT, 30, ['#f2c230', null, '#6b7280']),
      `<g transform="translate(${RIGHT} 126)"><rect x="-13" y="-24" width="26" height="76" rx="2" fill="${COLOURS.white}" stroke="${COLOURS.dark}"/><rect x="-12" y="-50" width="24" height="24" rx="3" fill="#2f6db5" stroke="${COLOURS.dark}"/><rect x="-10" y="-47" width="20" height="5" fill="#26333f"/></g>`,
      car({ x: MIDDLE, y: 130, a: 0, t }),
      motorcycle({ ...red, colour: COLOURS.red }),
      motorcycle({ ...other, colour: '#f2c230' }),
    );
  },
};
