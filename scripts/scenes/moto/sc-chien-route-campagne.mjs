// @ts-check
// A country road, a house behind a hedge on the right. I ride up my lane on my motorcycle; a
// dog runs out of the garden gate and across the road in front of me. I brake in a straight
// line and stop; the dog reaches the far verge and turns round, towards its house.
import { COLOURS, along, ground, motorcycle, svg, tree } from '../kit.mjs';

const house = '<rect x="250" y="40" width="56" height="66" fill="#d9b99b" stroke="#8a6d55"/>';

const scenery = [
  // The road, from bottom to top: two lanes, a dashed centre line, dashed edge lines.
  '<rect x="126" width="68" height="200" fill="#5d6269"/>',
  '<path d="M160 0V200" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
  '<path d="M128 0V200M192 0V200" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14"/>',
  // The garden on the right: its hedge along the road, open at the gate, and the house.
  '<rect x="204" y="0" width="116" height="160" fill="#a8cf8a"/>',
  '<rect x="200" y="0" width="8" height="66" fill="#3f7d3a"/><rect x="200" y="94" width="8" height="66" fill="#3f7d3a"/>',
  '<rect x="200" y="156" width="120" height="6" fill="#3f7d3a"/>',
  '<path d="M208 80H250" stroke="#cfcac1" stroke-width="10"/>',
  // Trees on the left verge.
  tree(92, 30),
  tree(70, 120),
  tree(100, 176),
];

/** A dog from above, heading up at angle 0: body, head and ears, tail. */
const dog = ({ x, y, a }) =>
  `<g transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) rotate(${a.toFixed(2)})"><path d="M0 6L1 13" stroke="#6b4423" stroke-width="2" stroke-linecap="round"/><ellipse rx="4.2" ry="7.5" fill="#8b5a2b" stroke="${COLOURS.dark}" stroke-width=".6"/><circle cy="-8.5" r="3.4" fill="#8b5a2b" stroke="${COLOURS.dark}" stroke-width=".6"/><ellipse cx="-2.8" cy="-8" rx="1.4" ry="2.2" fill="#4a2e16"/><ellipse cx="2.8" cy="-8" rx="1.4" ry="2.2" fill="#4a2e16"/></g>`;

export default {
  duree: 6,
  image: (t) => {
    // The dog: out of the house at 0.6 s, through the gate at 1.4 s, straight across the road
    // at a steady run, on the far verge at 3.6 s, then it turns round to face its garden.
    const run = along(t, [
      [0.6, 268, 80, -90],
      [1.4, 226, 80, -90],
      [3.6, 112, 80, -90],
      [4.3, 110, 80, 80],
    ]);
    // Me: steady up my lane at 45 units a second, then braking steadily from 1.8 s to a stop
    // at 3.8 s (45 units further), well short of where the dog crossed.
    let y;
    if (t <= 1.8) y = 250 - 45 * t;
    else if (t <= 3.8) {
      const u = t - 1.8;
      y = 169 - (45 * u - 11.25 * u * u);
    } else y = 124;
    return svg(
      ground(),
      ...scenery,
      dog(run),
      house,
      motorcycle({ x: 178, y, a: 0, colour: COLOURS.me }),
    );
  },
};
