// @ts-check
// A main road in the country, seen from above, with a lane in its middle for the vehicles that
// turn left into a side road (up, at x 250–300). A white car ahead of me moves into it, its left
// indicator on, and slows down; a grey car passes the other way. Then it changes its mind: right
// indicator, and it comes back into my lane over the continuous line, just ahead of me. I brake.
// The scene holds with the white car back in my lane and my car slowed down behind it.
import { along, car, COLOURS, ground, svg, tree } from '../kit.mjs';

const END = 8; // everything holds still from here

const white = [
  [0, 30, 136, 90],
  [1.2, 90, 136, 90],
  [1.8, 115, 129, 72],
  [2.6, 150, 104, 72],
  [3.0, 165, 100, 90],
  [3.8, 190, 100, 90],
  [4.4, 198, 100, 90],
  [4.9, 208, 103, 110],
  [5.6, 232, 124, 112],
  [6.1, 246, 135, 90],
  [END, 290, 136, 90],
];

/** My position: a steady pace, then I brake from 4.4 s to 6.8 s. */
function me(t) {
  const s = Math.min(t, END);
  if (s <= 4.4) return -70 + 45 * s;
  const b = Math.min(s, 6.8) - 4.4;
  return -70 + 45 * 4.4 + 45 * b - (45 / 2.4 / 2) * b * b;
}

/** A painted arrow in the turn lane: along the lane, then bending to the left (up). */
const leftArrow = (x) =>
  `<path d="M${x} 103H${x + 14}Q${x + 20} 103 ${x + 20} 97V94" fill="none" stroke="#fff" stroke-width="3"/><path d="M${x + 15} 95L${x + 20} 87L${x + 25} 95Z" fill="#fff"/>`;

function road() {
  const hatch = [];
  for (let x = -10; x < 90; x += 12) hatch.push(`M${x} 116L${x + 22} 84`);
  return (
    // the side road, up, on the left of my way
    `<rect x="250" y="0" width="50" height="50" fill="${COLOURS.road}"/>` +
    `<rect y="46" width="320" height="108" fill="${COLOURS.road}"/>` +
    // edge lines (broken where the side road joins)
    `<path d="M0 48H250M300 48H320M0 152H320" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14"/>` +
    // hatched island before the turn lane, between two continuous lines
    `<clipPath id="hz"><rect x="0" y="84" width="90" height="32"/></clipPath>` +
    `<path d="${hatch.join('')}" stroke="#fff" stroke-width="3" clip-path="url(#hz)"/>` +
    `<path d="M0 84H90M0 116H90" stroke="#fff" stroke-width="2"/>` +
    // the turn lane: a continuous line on the oncoming side, a broken then continuous one on mine
    `<path d="M90 84L100 82H250" fill="none" stroke="#fff" stroke-width="2"/>` +
    `<path d="M90 116L100 118H150" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="10 8"/>` +
    `<path d="M150 118H250" stroke="#fff" stroke-width="2"/>` +
    // the through lanes go on past the junction
    `<path d="M250 100H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>` +
    leftArrow(165) +
    leftArrow(210)
  );
}

export default {
  duree: 9,
  image: (t) => {
    const s = Math.min(t, END);
    const w = along(s, white);
    const left = s > 0.3 && s < 3.9;
    const right = s >= 4.0 && s < 6.3;
    const x = me(s);
    const other = { x: 380 - 70 * (s - 1), y: 64, a: -90 };
    return svg(
      ground(),
      tree(20, 22),
      tree(70, 30),
      tree(130, 20),
      tree(200, 26),
      tree(40, 180),
      tree(120, 176),
      tree(220, 182),
      tree(300, 178),
      road(),
      other.x > -40 && other.x < 380 ? car({ ...other, colour: '#8d939a' }) : '',
      car({
        ...w,
        colour: COLOURS.white,
        indicator: left ? 'left' : right ? 'right' : null,
        braking: s > 3.0 && s < 4.6,
        t,
      }),
      car({ x, y: 136, a: 90, braking: s > 4.4 && s < END, t }),
    );
  },
};
