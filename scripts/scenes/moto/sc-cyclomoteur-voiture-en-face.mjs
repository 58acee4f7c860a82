// @ts-check
// A two-way country road, seen from above as it moves past me (the view follows my blue
// motorcycle, in the right-hand lane). Ahead, a moped (50 cm³, grey helmet, drawn a little
// smaller) rides near the right edge, slower than me: I close up on it, more and more slowly.
// From 4.9 s a grey car comes down the other lane towards us. Everything holds still from 6.5 s,
// the car then about level with the moped, me still behind it.
import { COLOURS, car, ground, motorcycle, n, svg } from '../kit.mjs';

const STILL = 6.5; // nothing moves after this time
const ME_Y = 172; // where my motorcycle stays in the picture
const MOPED = 45; // the moped's speed, units a second
const CLOSE = 6; // I have closed up by this time

/** The distance from my motorcycle to the moped: shrinks, ever more slowly, from 170 to 78. */
const gap = (s) => {
  const k = Math.min(s, CLOSE) / CLOSE;
  return 78 + 92 * (1 - k) * (1 - k);
};

/** How far I have ridden at `t` (the moped's distance plus what I gained on it). */
const mine = (s) => MOPED * s + gap(0) - gap(s);

/** A moped: a motorcycle drawn smaller, round its own centre. */
const moped = ({ x, y }) =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(.82) translate(${n(-x)} ${n(-y)})">${motorcycle({ x, y, a: 0, colour: '#8a8f98' })}</g>`;

export default {
  duree: 7.5,
  image: (t) => {
    const s = Math.min(t, STILL);
    const d = mine(s);
    const trees = [
      [84, 10],
      [240, 70],
      [70, 140],
      [252, 200],
      [96, 240],
    ].map(([x, y0]) => {
      const y = ((((y0 + d) % 280) + 280) % 280) - 40;
      return `<circle cx="${x}" cy="${n(y)}" r="14" fill="#4f8a3e" stroke="#3f6f31"/>`;
    });
    const carY = -40 + 90 * Math.max(0, s - 4.9);
    return svg(
      ground(),
      '<rect x="126" width="68" height="200" fill="#5d6269"/>',
      `<path d="M160 0V200" stroke="#fff" stroke-width="2" stroke-dasharray="18 12" stroke-dashoffset="${n(-d)}"/>`,
      `<path d="M128 0V200M192 0V200" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14" stroke-dashoffset="${n(-d)}"/>`,
      ...trees,
      moped({ x: 183, y: ME_Y - gap(s) }),
      motorcycle({ x: 176, y: ME_Y, a: 0, colour: COLOURS.me }),
      car({ x: 143, y: carY, a: 180, colour: '#9aa0a6' }),
    );
  },
};
