// @ts-check
// A two-way road through a forest at dusk, seen from above as it moves past me (the view
// follows my blue motorcycle, headlight on, in the right-hand lane). From 1.9 s a roe deer leaps
// out of the trees on the left, crosses the road ahead of me and goes into the trees on the
// right; the road is clear again. Everything holds still from 5 s.
import { COLOURS, beam, ground, motorcycle, n, night, svg } from '../kit.mjs';

const STILL = 5; // nothing moves after this time
const ME_Y = 172; // where my motorcycle stays in the picture
const SPEED = 48; // my speed, units a second
const DEER_Y = -100; // where the deer crosses, along the road

/** A roe deer from above, heading up at angle 0: body, neck and head, two small ears. */
const deer = ({ x, y, a }) =>
  `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})"><ellipse rx="5" ry="11" fill="#8b5a2b" stroke="#3b2612" stroke-width=".8"/><ellipse cy="9" rx="3" ry="2.4" fill="#f2e6d0"/><ellipse cy="-12" rx="2.4" ry="4" fill="#8b5a2b" stroke="#3b2612" stroke-width=".6"/><ellipse cy="-17" rx="2.6" ry="3.4" fill="#7a4a22" stroke="#3b2612" stroke-width=".6"/><path d="M-2 -19L-4.5 -22M2 -19L4.5 -22" stroke="#3b2612" stroke-width="1.4" stroke-linecap="round"/></g>`;

/** Where the deer is across the road at `s`: out of the left trees, steady, into the right. */
const deerX = (s) => (s <= 1.9 ? 92 : s >= 4.1 ? 300 : 92 + (208 * (s - 1.9)) / 2.2);

export default {
  duree: 6,
  image: (t) => {
    const s = Math.min(t, STILL);
    const d = SPEED * s;
    const trees = [];
    for (let i = 0; i < 9; i += 1) {
      const y = ((((i * 32 + d) % 288) + 288) % 288) - 44;
      const left = [22, 58, 96][i % 3];
      const right = [224, 262, 298][(i + 1) % 3];
      trees.push(
        `<circle cx="${left}" cy="${n(y)}" r="19" fill="#2f6a2c"/><circle cx="${left - 5}" cy="${n(y - 5)}" r="10" fill="#3f7d3a"/>`,
        `<circle cx="${right}" cy="${n(y + 16)}" r="19" fill="#2f6a2c"/><circle cx="${right - 5}" cy="${n(y + 11)}" r="10" fill="#3f7d3a"/>`,
      );
    }
    const me = { x: 177, y: ME_Y, a: 0 };
    return svg(
      ground('#5f8f4a'),
      '<rect x="126" width="68" height="200" fill="#5d6269"/>',
      `<path d="M160 0V200" stroke="#fff" stroke-width="2" stroke-dasharray="18 12" stroke-dashoffset="${n(-d)}"/>`,
      `<path d="M128 0V200M192 0V200" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14" stroke-dashoffset="${n(-d)}"/>`,
      deer({ x: deerX(s), y: DEER_Y + d, a: 90 }),
      ...trees,
      night(0.38),
      beam(me, 110),
      motorcycle({ ...me, colour: COLOURS.me }),
    );
  },
};
