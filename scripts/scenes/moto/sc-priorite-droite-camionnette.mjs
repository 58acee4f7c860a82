// @ts-check
// A town crossroads without any sign or light, seen from above. I ride my blue motorcycle up the
// main street, at a steady pace. A white van is parked on my right, just before the corner: it
// hides the street on the right. A car comes out of that street (from my right) and crosses;
// I brake hard (stop light) and stop just before its path. Everything holds still from 7 s.
import { COLOURS, car, ground, motorcycle, n, svg } from '../kit.mjs';

const STILL = 7; // nothing moves after this time

const town = [
  // Houses on the four corners.
  '<rect x="0" y="0" width="98" height="24" fill="#d9b99b" stroke="#8a6d55"/><rect x="0" y="114" width="98" height="90" fill="#c9a27e" stroke="#8a6d55"/>',
  '<rect x="222" y="0" width="100" height="24" fill="#c9a27e" stroke="#8a6d55"/><rect x="222" y="114" width="100" height="90" fill="#d9b99b" stroke="#8a6d55"/>',
  // The main street (two-way, going up for me) with a parking strip on the right.
  '<rect x="116" width="90" height="200" fill="#5d6269"/>',
  // The cross street, two-way, from one edge to the other.
  '<rect y="36" width="320" height="64" fill="#5d6269"/>',
  // Kerbs.
  '<path d="M114 0V36M114 100V200M208 0V36M208 100V200M0 34H114M208 34H320M0 102H114M208 102H320" stroke="#9c968c" stroke-width="3"/>',
  // Centre lines (dashed) outside the crossroads; the parking strip's edge.
  '<path d="M150 0V30M150 106V200M0 68H108M214 68H320" stroke="#fff" stroke-width="2" stroke-dasharray="14 10"/>',
  '<path d="M184 106V200" stroke="#fff" stroke-width="1.5" stroke-dasharray="4 6"/>',
];

/** The white van parked on my right, facing up, just before the corner. */
const van =
  '<g transform="translate(195 146)"><rect x="-11.5" y="-30" width="23" height="60" rx="3" fill="#f4f4f4" stroke="#1a1a1a"/><rect x="-10" y="-28" width="20" height="11" rx="2" fill="#26333f"/><rect x="-11.5" y="-15" width="23" height="1.5" fill="#b9bcc0"/></g>';

/** Me: 40 units a second up my lane, braking hard from 2.6 s to a stop at y = 116 at 3.6 s. */
function myY(t) {
  const s = Math.min(t, STILL);
  if (s <= 2.6) return 240 - 40 * s;
  const u = Math.min(s - 2.6, 1);
  return 136 - 40 * u + 20 * u * u;
}

/** The car from the right: 50 units a second to the left, on its lane of the cross street. */
const carX = (t) => 360 - 50 * Math.min(t, STILL);

export default {
  duree: 8,
  image: (t) => {
    const y = myY(t);
    return svg(
      ground(COLOURS.pavement),
      ...town,
      van,
      car({ x: carX(t), y: 52, a: -90, colour: COLOURS.red }),
      motorcycle({ x: 167, y, a: 0, colour: COLOURS.me }),
      t > 2.6
        ? `<rect x="164.5" y="${n(y + 15.5)}" width="5" height="2.6" rx="1" fill="#ff2d2d"/>`
        : '',
    );
  },
};
