// @ts-check
// A roundabout with four branches. I come in from the bottom and drive round the ring; just
// after passing the branch on the right, I put my right indicator on to leave by the branch at
// the top. A pedestrian crosses the zebra crossing at that exit: I stop before it, let her
// cross, then leave. The scene holds with me going out over the crossing, the walker across.
import { along, car, COLOURS, ground, pedestrian, svg, tree } from '../kit.mjs';

const CX = 160;
const CY = 112;
const RING = 44;

// My path: up the bottom branch, round the ring anticlockwise (seen from above) from the
// bottom to the top, heading along the ring (the heading equals the angle on the ring).
const keys = [
  [0, 177, 250, 0],
  [1.2, 177, 185, 0],
];
for (let i = 0; i <= 6; i += 1) {
  const theta = 70 - i * 20; // 70 (lower right) to -50 (upper right)
  const rad = (theta * Math.PI) / 180;
  keys.push([1.6 + i * 0.4, CX + RING * Math.cos(rad), CY + RING * Math.sin(rad), theta]);
}
keys.push([4.6, 178, 64, -10], [4.9, 177, 64, 0], [7, 177, 64, 0], [8.6, 177, 10, 0]);

export default {
  duree: 10,
  image: (t) => {
    const p = along(t, keys);
    const walker = along(t, [
      [0, 104, 29, 90],
      [3, 104, 29, 90],
      [7.5, 216, 29, 90],
    ]);
    return svg(
      ground(),
      tree(40, 180),
      tree(290, 180),

      `<rect x="0" y="0" width="112" height="44" fill="${COLOURS.pavement}"/><rect x="208" y="0" width="112" height="44" fill="${COLOURS.pavement}"/>`,
      `<rect x="126" width="68" height="200" fill="${COLOURS.road}"/><rect y="78" width="320" height="68" fill="${COLOURS.road}"/>`,
      `<circle cx="${CX}" cy="${CY}" r="62" fill="${COLOURS.road}"/>`,
      `<circle cx="${CX}" cy="${CY}" r="26" fill="${COLOURS.grass}" stroke="${COLOURS.pavement}" stroke-width="4"/>`,
      tree(CX, CY),
      '<path d="M160 0V20M160 176V200M0 112H96M224 112H320" stroke="#fff" stroke-width="2" stroke-dasharray="14 10"/>',
      '<path d="M161 175H193" stroke="#fff" stroke-width="3" stroke-dasharray="5 4"/><path d="M97 114V145" stroke="#fff" stroke-width="3" stroke-dasharray="5 4"/><path d="M223 79V110" stroke="#fff" stroke-width="3" stroke-dasharray="5 4"/><path d="M127 49H159" stroke="#fff" stroke-width="3" stroke-dasharray="5 4"/>',
      // The zebra crossing over the top branch, just after the exit.
      [130, 143, 156, 169, 182]
        .map((x) => `<rect x="${x}" y="20" width="7" height="18" fill="#fff"/>`)
        .join(''),
      pedestrian(walker),
      car({ ...p, indicator: t > 3.2 && t < 5 ? 'right' : null, braking: t > 4.2 && t < 7, t }),
    );
  },
};
