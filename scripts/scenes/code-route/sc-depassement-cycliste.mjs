// @ts-check
// Out of town on a two-way road, the view following a cyclist. I catch up with him and stay
// behind while a car comes the other way and goes by; then, left indicator on, I overtake him
// well out into the other lane, and come back to the right, right indicator on, well ahead.
import { car, countryRoad, cyclist, ground, progress, svg, treesAlong } from '../kit.mjs';

const cam = (t) => 25 * Math.min(t, 9);

export default {
  duree: 10,
  image: (t) => {
    const c = cam(t);
    // Me: I catch up, keep behind the cyclist, then overtake from 4.6 s to 8.6 s.
    const x = -40 + 180 * progress(t, 0, 3.2) + 150 * progress(t, 4.8, 8.6);
    const out = progress(t, 4.8, 5.8) - progress(t, 7.4, 8.6);
    const y = 120 - 34 * out;
    const a =
      90 -
      16 * Math.sin(Math.PI * progress(t, 4.8, 5.8)) +
      16 * Math.sin(Math.PI * progress(t, 7.4, 8.6));
    const indicator = t > 3.9 && t < 5.6 ? 'left' : t > 7 && t < 8.6 ? 'right' : null;
    const oncoming = 380 - 110 * (t - 0.8);
    return svg(
      ground(),
      treesAlong(c, 97, 30, 176),
      countryRoad(c),
      cyclist({ x: 200, y: 128, a: 90 }),
      oncoming > -40 ? car({ x: oncoming, y: 80, a: -90, colour: '#7a7f87' }) : '',
      car({ x, y, a, indicator, t, braking: t > 1.6 && t < 3.2 }),
    );
  },
};
