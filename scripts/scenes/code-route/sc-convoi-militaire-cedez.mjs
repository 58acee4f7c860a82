// @ts-check
// A T-junction in the country: my road comes up to a main road, with a « Cédez le passage » sign
// and its broken line. I stop at the line. A military convoy drives past from the left, four
// olive lorries well spaced out. The scene holds with a wide gap in front of me between the
// second lorry, just gone by, and the third, coming.
import { along, car, COLOURS, ground, lorry, svg, tree } from '../kit.mjs';

const END = 7; // everything holds still from here

const mine = [
  [0, 175, 240, 0],
  [1.2, 175, 192, 0],
  [2.2, 175, 172, 0],
];

/** A military lorry heading right: the kit's lorry, its box under an olive canvas. */
const military = (x, y) =>
  lorry({ x, y, a: 90, colour: '#4b5a2e' }) +
  `<g transform="translate(${Math.round(x * 100) / 100} ${y}) rotate(90)"><rect x="-13" y="-24" width="26" height="76" rx="3" fill="#5d6b3b" stroke="${COLOURS.dark}"/><path d="M-13 0H13M-13 26H13" stroke="#46522b" stroke-width="2"/></g>`;

/** The AB3a sign (« Cédez le passage »): a red-bordered triangle, point down, on its post. */
const giveWay = (x, y) =>
  `<path d="M${x} ${y}V${y + 18}" stroke="#6b7077" stroke-width="2"/><path d="M${x - 10} ${y - 8}H${x + 10}L${x} ${y + 9}Z" fill="#fff" stroke="${COLOURS.red}" stroke-width="3" stroke-linejoin="round"/>`;

function roads() {
  return (
    `<rect x="130" y="140" width="60" height="60" fill="${COLOURS.road}"/>` +
    `<path d="M160 150V200" stroke="#fff" stroke-width="2" stroke-dasharray="12 10"/>` +
    `<rect y="70" width="320" height="70" fill="${COLOURS.road}"/>` +
    `<path d="M0 105H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>` +
    `<path d="M0 72H320M0 138H130M190 138H320" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14"/>` +
    // the broken « Cédez le passage » line across my half of the road
    `<path d="M161 143H190" stroke="#fff" stroke-width="4" stroke-dasharray="6 4"/>` +
    giveWay(200, 152)
  );
}

export default {
  duree: 8,
  image: (t) => {
    const s = Math.min(t, END);
    const convoy = [160, -60, -280, -500].map((x0) => x0 + 45 * s);
    return svg(
      ground(),
      tree(30, 30),
      tree(110, 24),
      tree(220, 34),
      tree(290, 22),
      tree(60, 170),
      tree(260, 176),
      roads(),
      ...convoy.filter((x) => x > -60 && x < 380).map((x) => military(x, 122)),
      car({ ...along(s, mine), braking: s > 1.2, t }),
    );
  },
};
