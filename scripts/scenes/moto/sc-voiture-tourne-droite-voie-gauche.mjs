// @ts-check
// A one-way town avenue with two lanes going up, a side street on the right. I ride my blue
// motorcycle in the right-hand lane. A red car ahead, in the left-hand lane, puts on its right
// indicator, slows down (stop lights) and turns right from there into the side street, across my
// lane (its heading follows its arc). I brake and stop before its path. Everything holds still
// from 6 s.
import { COLOURS, car, ground, motorcycle, n, svg } from '../kit.mjs';

const STILL = 6; // nothing moves after this time
const R = 40; // radius of the car's turn, centre (170, 108): from (130, 108) up to (170, 68)

const town = [
  // Pavements and houses.
  '<rect x="0" width="320" height="200" fill="#cfcac1"/>',
  '<rect x="0" y="0" width="92" height="200" fill="#d9d4cb"/>',
  '<rect x="8" y="10" width="70" height="56" fill="#d9b99b" stroke="#8a6d55"/><rect x="8" y="84" width="70" height="50" fill="#c9a27e" stroke="#8a6d55"/><rect x="8" y="152" width="70" height="44" fill="#d9b99b" stroke="#8a6d55"/>',
  '<rect x="214" y="100" width="96" height="92" fill="#c9a27e" stroke="#8a6d55"/>',
  '<rect x="220" y="-10" width="90" height="20" fill="#d9b99b" stroke="#8a6d55"/>',
  // The avenue (two lanes going up) and the side street to the right (two-way).
  '<rect x="110" width="80" height="200" fill="#5d6269"/>',
  '<rect x="190" y="20" width="130" height="64" fill="#5d6269"/>',
  '<path d="M108 0V200M192 0V20M192 84V200" stroke="#9c968c" stroke-width="3"/>',
  '<path d="M192 20H320M192 84H320" stroke="#9c968c" stroke-width="3"/>',
  '<path d="M150 0V200" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
  '<path d="M200 52H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
  // The one-way sign (C12) at the corner: a blue square with a white arrow pointing up.
  '<rect x="196" y="160" width="14" height="14" fill="#0055a4" stroke="#fff" stroke-width="1"/><path d="M203 171V164M200 166.5L203 163L206 166.5" stroke="#fff" stroke-width="1.8" fill="none"/>',
];

/** The red car: up the left lane at 36 units a second, slowing to 26 into its turn at 1.75 s. */
function redCar(t) {
  const s = Math.min(t, STILL);
  if (s <= 1.2) return { x: 130, y: 170 - 36 * s, a: 0 };
  if (s <= 1.75) {
    const u = s - 1.2;
    return { x: 130, y: 170 - 43.2 - 36 * u + ((10 / 0.55) * (u * u)) / 2, a: 0 };
  }
  const arc = (Math.PI / 2) * R;
  const d = 26 * (s - 1.75);
  if (d <= arc) {
    const phi = d / R;
    return { x: 170 - R * Math.cos(phi), y: 108 - R * Math.sin(phi), a: (phi * 180) / Math.PI };
  }
  return { x: 170 + (d - arc), y: 68, a: 90 };
}

/** Me: up the right lane at 40 units a second, braking from 1.6 s to a stop at y = 160. */
function myY(t) {
  const s = Math.min(t, STILL);
  if (s <= 1.6) return 260 - 40 * s;
  const u = Math.min(s - 1.6, 1.8);
  return 196 - 40 * u + ((40 / 1.8) * (u * u)) / 2;
}

export default {
  duree: 7,
  image: (t) => {
    const y = myY(t);
    const red = redCar(t);
    return svg(
      ground(COLOURS.pavement),
      ...town,
      car({
        ...red,
        colour: COLOURS.red,
        indicator: t > 0.3 && t < 4.2 ? 'right' : null,
        braking: t > 1.2 && t < 1.9,
        t,
      }),
      motorcycle({ x: 170, y, a: 0, colour: COLOURS.me }),
      t > 1.6
        ? `<rect x="167.5" y="${n(y + 15.5)}" width="5" height="2.6" rx="1" fill="#ff2d2d"/>`
        : '',
    );
  },
};
