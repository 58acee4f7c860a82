// @ts-check
// A level crossing with automatic half-barriers (its G2 signals: two red lights, no cross),
// across a country road. I drive up towards it;
// when I am still some way off, its two red lights start flashing in turn, the half-barriers
// still up. I brake and stop at the stop line, before the half-barrier. The scene holds there, the lights flashing.
import { car, ground, levelCrossing, linear, svg, tree } from '../kit.mjs';

// The signal of a crossing with automatic half-barriers (G2) seen from above: its post and the
// box of two red lights (R24), lit in turn when `lit` is 1 or 2. No Saint Andrew's cross: that
// one (G1) marks the crossings without barriers.
function signal(x, y, lit) {
  const lamp = (dx, on) =>
    `${on ? `<circle cx="${dx}" cy="0" r="6" fill="#ff2d2d" fill-opacity=".35"/>` : ''}<circle cx="${dx}" cy="0" r="3" fill="${on ? '#ff2d2d' : '#5a1114'}" stroke="#1a1a1a" stroke-width=".8"/>`;
  return `<g transform="translate(${x} ${y})"><rect x="-2" y="-2" width="4" height="26" fill="#6b7280"/><rect x="-9" y="16" width="18" height="8" rx="2" fill="#1a1a1a"/><g transform="translate(0 20)">${lamp(-4.5, lit === 1)}${lamp(4.5, lit === 2)}</g></g>`;
}

// A half-barrier, raised: its housing at the road edge and its arm, red and white bands, seen
// slantwise standing up, so that it reads along the verge (`dir` 1 down the picture, -1 up).
function halfBarrier(x, y, dir) {
  const bands = [];
  for (let i = 0; i < 5; i += 1)
    bands.push(
      `<rect x="-2.5" y="${dir > 0 ? 6 + i * 8 : -14 - i * 8}" width="5" height="4" fill="#c1121f"/>`,
    );
  return `<g transform="translate(${x} ${y})"><rect x="-2.5" y="${dir > 0 ? 2 : -42}" width="5" height="40" fill="#fff" stroke="#1a1a1a" stroke-width=".6"/>${bands.join('')}<rect x="-5" y="-5" width="10" height="10" rx="1.5" fill="#d9d9d9" stroke="#4b5563"/></g>`;
}

export default {
  duree: 8,
  image: (t) => {
    // The lights start at 1.6 s; I brake from 2 s and stop at 4.8 s, at the stop line.
    const k = linear(t, 2, 4.8);
    const y = t < 2 ? 260 - 30 * t : 200 - 66 * (1 - (1 - k) * (1 - k));
    const lit = t < 1.6 ? 0 : Math.floor((t - 1.6) * 2) % 2 === 0 ? 1 : 2;
    return svg(
      ground(),
      tree(40, 150),
      tree(84, 186),
      tree(270, 180),
      tree(300, 130),
      tree(40, 20),
      // The railway and the road across it, then the stop line before the tracks.
      levelCrossing(),
      '<path d="M160 0V36M160 104V200" stroke="#fff" stroke-width="2"/>',
      '<rect x="160" y="103" width="34" height="4" fill="#fff"/><rect x="126" y="17" width="34" height="4" fill="#fff"/>',
      // The half-barriers, raised, one on the right of each way in.
      halfBarrier(200, 96, 1),
      halfBarrier(120, 30, -1),
      signal(216, 94, lit),
      signal(104, 6, lit),
      car({ x: 177, y, a: 0, braking: t > 2 && t < 5.2, t }),
    );
  },
};
