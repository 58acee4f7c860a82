// @ts-check
// A two-way country road across the picture, seen from above, the view standing still, narrowing
// to a single lane to cross a small bridge over a river. On my right before the bridge, the sign
// B15 (give way to traffic coming the other way). I ride my blue motorcycle to the right,
// towards the bridge, at a steady pace; a car comes towards the other end of the bridge. The scene stops before either of us reaches the
// narrow part, I am a little closer to it. Everything holds still from 4 s.
import { COLOURS, car, ground, motorcycle, svg, tree } from '../kit.mjs';

const STILL = 4; // nothing moves after this time

// B15 drawn flat, as in code-route/passage-etroit.svg: white disc, red border, black arrow down on
// the left, thinner red arrow up on the right. On its post on the verge.
const b15 = (x, y) =>
  `<g transform="translate(${x} ${y})"><rect x="-1.5" y="0" width="3" height="14" fill="#6b7280"/><g transform="translate(-14 -28) scale(0.14)"><circle cx="100" cy="100" r="95" fill="#fff" stroke="#9aa0a6" stroke-width="6"/><circle cx="100" cy="100" r="82" fill="#fff" stroke="#c1121f" stroke-width="18"/><polygon points="66,44 66,112 52,112 74,158 96,112 82,112 82,44" fill="#1a1a1a"/><polygon points="121.5,156 121.5,82 110,82 127,42 144,82 132.5,82 132.5,156" fill="#c1121f"/></g></g>`;
const scenery = [
  // The river under the bridge.
  '<path d="M140 0Q150 100 136 200H196Q206 100 192 0Z" fill="#5b8fc7"/>',
  // The wide road, the narrowing and the single-lane bridge with its parapets.
  `<path d="M0 68H120L134 82H196L210 68H320V132H210L196 118H134L120 132H0Z" fill="${COLOURS.road}"/>`,
  '<path d="M134 79H196M134 121H196" stroke="#b9b2a2" stroke-width="4"/>',
  '<path d="M0 100H112M218 100H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
  tree(40, 34),
  tree(260, 166),
  tree(300, 30),
  tree(60, 176),
  b15(104, 160),
];

export default {
  duree: 5,
  image: (t) => {
    const s = Math.min(t, STILL);
    return svg(
      ground(),
      ...scenery,
      car({ x: 340 - 20 * s, y: 84, a: -90, colour: COLOURS.white }),
      motorcycle({ x: 10 + 20 * s, y: 116, a: 90, colour: COLOURS.me }),
    );
  },
};
