// @ts-check
// A left-hand bend on a country road, a continuous centre line, a wood on the inside of the
// bend hiding the road beyond. A tractor ahead of me slows down hard in the bend (its stop
// lights on) and goes on at a crawl; I slow down too and stay behind it.
import { COLOURS, ground, motorcycle, svg, tree } from '../kit.mjs';

// The bend: arcs round the point (0, 200), from the bottom of the picture (heading up) to its
// left edge (heading left). My lane is 167 units from that point, the other lane 133.
const CX = 0;
const CY = 200;
const MINE = 167;

/** A ring sector between radii r1 and r2, from angle 0 (bottom) to 100° (past the left edge). */
function sector(r1, r2) {
  const p = (r, deg) => {
    const a = (deg * Math.PI) / 180;
    return `${(CX + r * Math.cos(a)).toFixed(2)} ${(CY - r * Math.sin(a)).toFixed(2)}`;
  };
  return `M${p(r2, -5)}A${r2} ${r2} 0 0 0 ${p(r2, 100)}L${p(r1, 100)}A${r1} ${r1} 0 0 1 ${p(r1, -5)}Z`;
}

/** An arc of radius r (for the lines), over the same angles. */
function arc(r) {
  const p = (deg) => {
    const a = (deg * Math.PI) / 180;
    return `${(CX + r * Math.cos(a)).toFixed(2)} ${(CY - r * Math.sin(a)).toFixed(2)}`;
  };
  return `M${p(-5)}A${r} ${r} 0 0 0 ${p(100)}`;
}

const scenery = [
  `<path d="${sector(116, 184)}" fill="#5d6269"/>`,
  // The continuous centre line, and the dashed edge lines.
  `<path d="${arc(150)}" fill="none" stroke="#fff" stroke-width="2"/>`,
  `<path d="${arc(118)}M0 0" fill="none" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14"/>`,
  `<path d="${arc(182)}" fill="none" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14"/>`,
  // A wood on the inside of the bend, which hides the road beyond it.
  tree(20, 110),
  tree(44, 128),
  tree(28, 150),
  tree(66, 160),
  tree(16, 182),
  tree(50, 188),
  tree(84, 186),
  // Fields and a few trees on the outside.
  tree(250, 40),
  tree(290, 120),
  tree(200, 14),
];

/** Where a thing is on my lane, `s` units along it from the bottom of the picture. */
function onMyLane(s) {
  const a = s / MINE;
  return { x: CX + MINE * Math.cos(a), y: CY - MINE * Math.sin(a), a: (-a * 180) / Math.PI };
}

/**
 * How far along at `t`: `speed` until `from`, slowing steadily to `slow` at `to`, then on at
 * that crawl.
 */
function covered(t, start, speed, from, to, slow) {
  if (t <= from) return start + speed * t;
  const u = Math.min(t, to) - from;
  const k = (speed - slow) / (to - from);
  const s = start + speed * from + speed * u - (k * u * u) / 2;
  return t <= to ? s : s + slow * (t - to);
}

/** A tractor from above, heading up at angle 0: bonnet, cab, big rear wheels. */
const tractor = ({ x, y, a, braking = false }) =>
  `<g transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) rotate(${a.toFixed(2)})"><rect x="-12" y="-14" width="4" height="9" rx="1" fill="${COLOURS.dark}"/><rect x="8" y="-14" width="4" height="9" rx="1" fill="${COLOURS.dark}"/><rect x="-15" y="2" width="6" height="16" rx="2" fill="${COLOURS.dark}"/><rect x="9" y="2" width="6" height="16" rx="2" fill="${COLOURS.dark}"/><rect x="-6" y="-20" width="12" height="18" rx="2" fill="${COLOURS.green}" stroke="${COLOURS.dark}" stroke-width=".8"/><rect x="-9" y="-3" width="18" height="20" rx="2" fill="${COLOURS.green}" stroke="${COLOURS.dark}" stroke-width=".8"/><rect x="-6" y="0" width="12" height="13" rx="1" fill="#26333f" fill-opacity=".6"/>${braking ? '<rect x="-8" y="16" width="4" height="2.4" fill="#ff2d2d"/><rect x="4" y="16" width="4" height="2.4" fill="#ff2d2d"/>' : ''}</g>`;

export default {
  duree: 6,
  image: (t) => {
    // The tractor: 36 units a second, slowing from 1.5 s to a crawl of 4 at 3.5 s.
    const ahead = onMyLane(covered(t, 96, 36, 1.5, 3.5, 4));
    // Me: the same speed, slowing from 1.9 s (when I see its stop lights) to the same crawl.
    const me = onMyLane(covered(t, 0, 36, 1.9, 3.9, 4));
    return svg(
      ground(),
      ...scenery,
      tractor({ ...ahead, braking: t > 1.5 && t < 3.6 }),
      motorcycle({ ...me, colour: COLOURS.me }),
    );
  },
};
