// @ts-check
// A level crossing without barriers or lights, marked by a Saint Andrew's cross (G1) on the
// right of each way in. I drive up towards it; a train comes along the line from the left. I
// brake and stop back from the track, before the cross; the train goes by and leaves the
// crossing clear. The scene holds with me still stopped before the track.
import { car, ground, levelCrossing, linear, svg, tree } from '../kit.mjs';

// The Saint Andrew's cross seen from above: its post on the verge and the cross, standing up,
// drawn flat so that it reads (white arms with a red border).
const cross = (x, y) =>
  `<g transform="translate(${x} ${y})"><rect x="-1.5" y="-2" width="3" height="16" fill="#6b7280"/><g transform="translate(0 -6)">${[
    35, -35,
  ]
    .map(
      (r) =>
        `<g transform="rotate(${r})"><rect x="-12" y="-2.6" width="24" height="5.2" fill="#c1121f"/><rect x="-11" y="-1.6" width="22" height="3.2" fill="#fff"/></g>`,
    )
    .join('')}</g></g>`;

/** The train: a locomotive heading right and two coaches behind it, its front at `x`. */
const train = (x) =>
  `<g transform="translate(${x} 63)"><rect x="-70" y="-11" width="70" height="22" rx="5" fill="#c1121f" stroke="#1a1a1a"/><rect x="-14" y="-8" width="9" height="16" rx="2" fill="#26333f"/>${[
    1, 2,
  ]
    .map(
      (i) =>
        `<rect x="${-70 - i * 84}" y="-11" width="80" height="22" rx="3" fill="#d9dde1" stroke="#1a1a1a"/><path d="M${-64 - i * 84} -6H${-4 - (i - 1) * 84 - 84}" stroke="#8fa3b5" stroke-width="4" stroke-dasharray="8 4"/>`,
    )
    .join('')}</g>`;

export default {
  duree: 8,
  image: (t) => {
    // Me: at a steady pace, then braking from 1.4 s to a stop at 3.6 s, 26 units before the rail.
    const k = linear(t, 1.4, 3.6);
    const y = t < 1.4 ? 280 - 45 * t : 217 - 62 * (1 - (1 - k) * (1 - k));
    return svg(
      ground(),
      tree(40, 150),
      tree(84, 186),
      tree(270, 180),
      tree(300, 130),
      tree(40, 20),
      tree(280, 14),
      levelCrossing(),
      '<path d="M160 0V36M160 104V200" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      cross(210, 108),
      cross(110, 26),
      t > 1.2 && t < 7 ? train(-20 + 150 * (t - 1.2)) : '',
      car({ x: 177, y, a: 0, braking: t > 1.4 && t < 4 }),
    );
  },
};
