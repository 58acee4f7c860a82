// @ts-check
// I come up to a roundabout, « Cédez le passage » at its entry. A green car already on the ring
// comes round from my left, its right indicator on already before it reaches my branch; I slow
// down and stop at the broken line. It does not leave by my branch: it passes in front of me
// and leaves by the branch on the right. The scene holds with me at the entry, the ring free.
import { along, car, COLOURS, ground, linear, svg, tree } from '../kit.mjs';

const CX = 160;
const CY = 74;
const RING = 44; // the middle of the ring's lane

// « Cédez le passage » (AB3a): a triangle on its point, red border, seen flat on its post.
const yieldSign = (x, y) =>
  `<g transform="translate(${x} ${y})"><rect x="-1.5" y="4" width="3" height="12" fill="#6b7280"/><polygon points="0,9 -10.4,-9 10.4,-9" fill="#c1121f" stroke="#fff" stroke-width="1.2" stroke-linejoin="round"/><polygon points="0,3.6 -5.6,-6 5.6,-6" fill="#fff"/></g>`;

// The green car's path: round the ring anticlockwise (seen from above), then out to the right.
const keys = [];
for (let i = 0; i <= 13; i += 1) {
  const theta = 215 - i * 15; // degrees, screen frame; 20 at the end
  const rad = (theta * Math.PI) / 180;
  keys.push([(i * 4.3) / 13, CX + RING * Math.cos(rad), CY + RING * Math.sin(rad), theta]);
}
keys.push([5.1, CX + 76, CY + 19, 90]);
keys.push([6.4, 380, CY + 19, 90]);

export default {
  duree: 8,
  image: (t) => {
    const k = linear(t, 0.8, 3.4);
    const y = t < 0.8 ? 250 - 45 * t : 214 - 48 * (1 - (1 - k) * (1 - k));
    return svg(
      ground(),
      tree(40, 180),
      tree(286, 184),
      tree(34, 20),
      tree(290, 18),
      // Four branches, the ring and its island.
      `<rect x="126" width="68" height="200" fill="${COLOURS.road}"/><rect y="40" width="320" height="68" fill="${COLOURS.road}"/>`,
      `<circle cx="${CX}" cy="${CY}" r="62" fill="${COLOURS.road}"/>`,
      `<circle cx="${CX}" cy="${CY}" r="26" fill="${COLOURS.grass}" stroke="${COLOURS.pavement}" stroke-width="4"/>`,
      tree(CX, CY),
      '<path d="M160 140V200M0 74H96M224 74H320" stroke="#fff" stroke-width="2" stroke-dasharray="14 10"/>',
      // The broken « cédez le passage » line at each entry.
      '<path d="M161 137H193" stroke="#fff" stroke-width="3" stroke-dasharray="5 4"/>',
      '<path d="M127 11H159" stroke="#fff" stroke-width="3" stroke-dasharray="5 4"/>',
      '<path d="M97 76V107" stroke="#fff" stroke-width="3" stroke-dasharray="5 4"/>',
      '<path d="M223 41V72" stroke="#fff" stroke-width="3" stroke-dasharray="5 4"/>',
      yieldSign(206, 148),
      car({
        ...along(t, keys),
        colour: COLOURS.green,
        indicator: t > 1.8 && t < 5.1 ? 'right' : null,
        t,
      }),
      car({ x: 177, y, a: 0, braking: t > 0.8 && t < 3.8, t }),
    );
  },
};
