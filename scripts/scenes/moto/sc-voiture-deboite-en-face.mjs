// @ts-check
// A two-way country road across the picture, seen from above, the view standing still. I ride my
// blue motorcycle to the right, in the middle of the lower lane, at a steady speed. A slow lorry
// comes the other way, a white car behind it. The car puts its left indicator on, then pulls out
// into my lane to overtake the lorry, on a smooth path (heading 30° at most from the road), and
// speeds up. The scene stops when the car is in my lane, facing me: what I do is the question.
// Everything holds still from 4.4 s.
import { COLOURS, car, countryRoad, ground, lorry, motorcycle, svg, treesAlong } from '../kit.mjs';

const STILL = 4.4; // nothing moves after this time
const MINE = 120; // the middle of my lane
const THEIRS = 80; // the middle of the other lane
const deg = (dx, dy) => (Math.atan2(dx, -dy) * 180) / Math.PI;
const ease = (k) => (k <= 0 ? 0 : k >= 1 ? 1 : k * k * (3 - 2 * k));

/** Me: from x 15, 18 units a second to the right, in the middle of my lane. */
const myX = (t) => 15 + 18 * Math.min(t, STILL);

/** The lorry, going left at 20 units a second: its centre. */
const lorryX = (t) => 235 - 20 * Math.min(t, STILL);

/** The car: 20 units a second behind the lorry, speeding up to 36 from 1.4 s to 3.4 s. */
function carTravel(t) {
  const s = Math.min(t, STILL);
  const u = Math.max(0, Math.min(s, 3.4) - 1.4);
  let d = 20 * s + (8 * u * u) / 2;
  if (s > 3.4) d += 16 * (s - 3.4);
  return d;
}
const carSpeed = (t) => (t >= STILL ? 20 : 20 + 8 * Math.max(0, Math.min(t, 3.4) - 1.4));
/** Its place across the road: its lane, then mine, from 0.6 s to 4.4 s. */
const carY = (t) => THEIRS + (MINE - 6 - THEIRS) * ease((Math.min(t, STILL) - 0.6) / 3.8);

export default {
  duree: 5.6,
  image: (t) => {
    const still = t >= STILL;
    const dy = still ? 0 : (carY(t + 0.01) - carY(t)) / 0.01;
    return svg(
      ground(),
      countryRoad(0),
      treesAlong(0, 50, 40, 160),
      lorry({ x: lorryX(t), y: THEIRS, a: -90 }),
      car({
        x: 327 - carTravel(t),
        y: carY(t),
        a: deg(-carSpeed(t), dy),
        colour: COLOURS.white,
        indicator: 'left',
        t: still ? 4 : t, // lit in the last frame
      }),
      motorcycle({ x: myX(t), y: MINE, a: 90, colour: COLOURS.me }),
    );
  },
};
