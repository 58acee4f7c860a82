// @ts-check
// A country road going up the picture, the view following me. Ahead, the road has been freshly
// surfaced with loose chippings. A white car ahead of me drives onto them without slowing and
// throws chippings behind it. I lift off and brake gently before reaching them, then go on
// over them at a lower speed, letting the gap grow. The scene holds, the white car far ahead.
import { COLOURS, car, ground, svg, tree } from '../kit.mjs';

const ME = 170; // where I stay on screen
const END = 8; // everything still from here

/** How far I have driven: 60 units a second, down to 46 between 1 and 3 s. */
function myDistance(t) {
  const u = Math.min(t, END);
  if (u < 1) return 60 * u;
  if (u < 3) return 60 + 60 * (u - 1) - 3.5 * (u - 1) ** 2;
  return 60 + 106 + 46 * (u - 3);
}

/** Loose chippings: small pale dots over the road above the screen line `top`. */
function chippings(top, scroll) {
  const dots = [];
  for (let i = 0; i < 170; i += 1) {
    const x = 128 + ((i * 37 + i * i * 13) % 64);
    const y = (((i * 53 + i * i * 7 + scroll) % 200) + 200) % 200;
    if (y < top) dots.push(`M${x} ${y.toFixed(1)}h1.6`);
  }
  return `<path d="${dots.join('')}" stroke="#c9c2b4" stroke-width="1.6"/>`;
}

/** Chippings thrown back by a car at (x, y), moving with the time. */
function spray(x, y, t) {
  const bits = [];
  for (let i = 0; i < 10; i += 1) {
    const phase = (t * 3 + i * 0.37) % 1;
    const dx = ((i * 7) % 15) - 7;
    bits.push(
      `<circle cx="${(x + dx * (1 + phase)).toFixed(1)}" cy="${(y + 26 + phase * 34).toFixed(1)}" r="1.4" fill="#e8e2d6"/>`,
    );
  }
  return bits.join('');
}

export default {
  duree: 9,
  image: (t) => {
    const u = Math.min(t, END);
    const s = myDistance(t);
    const white = ME - 70 - (60 * u - s); // the white car keeps 60 units a second
    const start = 40 + s; // where the chippings begin, on screen
    const trees = [
      [60, 30],
      [90, 150],
      [262, 60],
      [280, 170],
      [40, 100],
    ].map(([x, y]) => tree(x, ((((y + s) % 240) + 240) % 240) - 20));
    return svg(
      ground(),
      ...trees,
      `<rect x="126" width="68" height="200" fill="${COLOURS.road}"/>`,
      chippings(Math.min(start, 200), s),
      `<path d="M160 ${-30 + (s % 30)}V220" stroke="#fff" stroke-width="2" stroke-dasharray="18 12" opacity=".55"/>`,
      white - 24 < start && u < END ? spray(177, white, t) : '',
      car({ x: 177, y: white, a: 0, colour: COLOURS.white }),
      car({ x: 177, y: ME, a: 0, braking: t > 1 && t < 3 }),
    );
  },
};
