// @ts-check
// A two-way country road, the view following my car. A grey car drives ahead of me at a good
// distance. It slows down without braking (its stop lights stay off) and the gap between us
// shrinks; I notice it, lift off, then brake gently (my stop lights) and drop back until the gap
// is long again. The scene holds for its last second with both cars at the same speed.
import { car, countryRoad, ground, svg, treesAlong } from '../kit.mjs';

// Distance covered at `t` by a vehicle whose speed (units a second) changes evenly between the
// keys `[time, speed]`, steady before the first key and after the last.
function covered(t, keys) {
  let distance = keys[0][1] * Math.min(t, keys[0][0]);
  for (let i = 1; i < keys.length; i += 1) {
    const [t0, v0] = keys[i - 1];
    const [t1, v1] = keys[i];
    if (t <= t0) return distance;
    const s = Math.min(t, t1) - t0;
    distance += v0 * s + ((v1 - v0) / (t1 - t0)) * s * s * 0.5;
  }
  const [tl, vl] = keys[keys.length - 1];
  return t > tl ? distance + vl * (t - tl) : distance;
}

const GREY = [
  [1, 70],
  [3.2, 38],
];
const ME = [
  [3.4, 70],
  [4, 60],
  [5.6, 16],
  [7.2, 38],
];

export default {
  duree: 9,
  image: (time) => {
    const t = Math.min(time, 8);
    const mine = covered(t, ME);
    const grey = 240 + covered(t, GREY) - mine;
    return svg(
      ground(),
      countryRoad(mine),
      treesAlong(mine, 55, 38, 164),
      car({ x: grey, y: 120, a: 90, colour: '#7a7f87' }),
      car({ x: 40, y: 120, a: 90, braking: t > 4 && t < 5.6 }),
    );
  },
};
