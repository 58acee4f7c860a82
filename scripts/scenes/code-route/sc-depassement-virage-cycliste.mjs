// @ts-check
// Out of town, a two-way road runs to the right, then bends up behind a wood. Its centre line is
// broken, then becomes the warning line (long dashes, short gaps) with three turn-in arrows in
// the other lane, then a continuous line through the blind bend (IISR 7e partie). I follow a
// cyclist who rides near the right edge; I stay behind him, at his speed. As we come near the
// bend, a red car comes round it the other way, out from behind the trees, and goes by us. The
// scene holds with me still behind the cyclist, before the bend.
import { along, car, COLOURS, cyclist, ground, svg, tree } from '../kit.mjs';

// The road: from the left edge along y = 130, then a quarter bend up, out at the top (x = 270).
const BEND = 'M116 130H190Q270 130 270 50V-20';

/** A turn-in arrow (flèche de rabattement) in the other lane, pointing right and down to the axis. */
const arrow = (x) =>
  `<g transform="translate(${x} 112) scale(.62)"><path d="M-24 -10Q12 -10 24 8" fill="none" stroke="#fff" stroke-width="5"/><polygon points="16,8 32,4 30,20" fill="#fff" transform="rotate(10 24 10)"/></g>`;

// The red car coming the other way: down the top, round the bend, along the road to the left.
const red = [
  [0, 253, -60, 180],
  [3.4, 253, -60, 180],
  [4.4, 253, 50, 180],
  [5.0, 238, 96, 225],
  [5.6, 190, 113, 270],
  [8.2, -40, 113, 270],
];

export default {
  duree: 10,
  image: (t) => {
    const cx = 74 + 8 * t; // the cyclist, steady
    // Me: closing in a little at first, then at the cyclist's speed, about 60 units behind.
    const mx = t < 1.5 ? -6 + 14 * t - 2 * t * t : 10.5 + 8 * (t - 1.5);
    const trees = [];
    for (const [x, y] of [
      [196, 20],
      [222, 44],
      [200, 68],
      [226, 88],
      [176, 44],
      [150, 16],
      [214, 4],
      [240, 70],
    ])
      trees.push(tree(x, y));
    return svg(
      ground(),
      tree(30, 180),
      tree(120, 186),
      tree(250, 182),
      tree(40, 22),
      `<path d="M-20 130H190Q270 130 270 50V-20" fill="none" stroke="${COLOURS.road}" stroke-width="68"/>`,
      // Edge lines, then the centre: broken, warning line with its arrows, continuous.
      '<path d="M-20 98H190Q238 98 238 50V-20" fill="none" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14"/>',
      '<path d="M-20 162H190Q302 162 302 50V-20" fill="none" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14"/>',
      '<path d="M-20 130H4" stroke="#fff" stroke-width="2" stroke-dasharray="14 30"/>',
      '<path d="M10 130H112" stroke="#fff" stroke-width="2" stroke-dasharray="22 8"/>',
      `<path d="${BEND}" fill="none" stroke="#fff" stroke-width="2"/>`,
      arrow(34),
      arrow(64),
      arrow(94),
      car({ ...along(t, red), colour: COLOURS.red }),
      // The wood inside the bend, which hides the road beyond it.
      trees.join(''),
      cyclist({ x: cx, y: 155, a: 90 }),
      car({ x: mx, y: 146, a: 90, braking: t > 1.0 && t < 1.5, t }),
    );
  },
};
