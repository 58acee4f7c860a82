// @ts-check
// A two-way country road, seen from above as it moves past me (the view follows my blue
// motorcycle, in the right-hand lane). A lorry is overtaking me in the left-hand lane; at 4.2 s,
// with the back of its box hardly past my front wheel, it pulls back into my lane along a smooth
// path (its heading follows the path, 18° at most), its right indicator flashing. I brake (stop
// light) and drop back. Everything holds still from 6.6 s.
import { COLOURS, ground, lorry, motorcycle, n, progress, svg } from '../kit.mjs';

const STILL = 6.6; // nothing moves after this time
const ME_Y = 178; // where my motorcycle stays in the picture
const LORRY = 80; // the lorry's speed, units a second
const CUT = 4.2; // the lorry starts pulling back in
const CUT_TIME = 2;
const BRAKE = 4.5;
const BRAKE_END = 5.5;

/** How far I have ridden at `t`: 60 units a second, braking to 54 between 4.5 and 5.5 s. */
function mine(t) {
  const s = Math.min(t, STILL);
  if (s <= BRAKE) return 60 * s;
  const u = Math.min(s - BRAKE, BRAKE_END - BRAKE);
  let d = 60 * BRAKE + 60 * u - ((6 / (BRAKE_END - BRAKE)) * (u * u)) / 2;
  if (s > BRAKE_END) d += 54 * (s - BRAKE_END);
  return d;
}

/** The lorry: steady speed; its sideways move from the left lane (143) to mine (177). */
function theLorry(t) {
  const s = Math.min(t, STILL);
  const y = 180 - (LORRY * s - mine(t));
  const x = 143 + 34 * progress(s, CUT, CUT + CUT_TIME);
  const k = (s - CUT) / CUT_TIME;
  const side = k > 0 && k < 1 && t < STILL ? (34 * 6 * k * (1 - k)) / CUT_TIME : 0; // sideways speed
  const a = (Math.atan2(side, LORRY) * 180) / Math.PI;
  return { x, y, a };
}

/** The stop light of my motorcycle, lit while I brake. */
const stopLight = (x, y) =>
  `<rect x="${n(x - 2.5)}" y="${n(y + 15.5)}" width="5" height="2.6" rx="1" fill="#ff2d2d"/>`;

export default {
  duree: 8,
  image: (t) => {
    const d = mine(t);
    const trees = [
      [70, 0],
      [250, 60],
      [60, 130],
      [262, 190],
    ].map(([x, y0]) => {
      const y = ((((y0 + d) % 260) + 260) % 260) - 30;
      return `<circle cx="${x}" cy="${n(y)}" r="14" fill="#4f8a3e" stroke="#3f6f31"/>`;
    });
    const truck = theLorry(t);
    const me = { x: 180, y: ME_Y, a: 0 };
    return svg(
      ground(),
      '<rect x="126" width="68" height="200" fill="#5d6269"/>',
      `<path d="M160 0V200" stroke="#fff" stroke-width="2" stroke-dasharray="18 12" stroke-dashoffset="${n(-d)}"/>`,
      `<path d="M128 0V200M192 0V200" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14" stroke-dashoffset="${n(-d)}"/>`,
      ...trees,
      motorcycle({ ...me, colour: COLOURS.me }),
      t > BRAKE && t < BRAKE_END ? stopLight(me.x, me.y) : '',
      lorry({ ...truck, indicator: t > 3.6 && t < CUT + CUT_TIME + 0.2 ? 'right' : null, t }),
    );
  },
};
