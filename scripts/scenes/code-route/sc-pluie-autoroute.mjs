// @ts-check
// A motorway, the view following me. I follow a grey car closely in the right lane; it starts
// raining hard and the road gets wet. I lift off and let the grey car draw ahead until there
// is a much longer gap between us. The scene holds in the rain, with that longer gap.
import { COLOURS, car, ground, progress, rain, svg } from '../kit.mjs';

const cam = (t) => 70 * Math.min(t, 8);

export default {
  duree: 9,
  image: (t) => {
    const c = cam(t);
    const wet = progress(t, 0.6, 2.6);
    const me = { x: 140 - 100 * progress(t, 2.4, 7), y: 111, a: 90 };
    const grey = { x: 210, y: 111, a: 90 };
    // The rain: a darker, shinier road, and streaks that thicken as it comes on.
    const streaks =
      t < 0.6
        ? ''
        : `<g opacity="${wet}">${rain(Math.min(t, 8), 120)}${rain(Math.min(t, 8) + 0.55, 120)}</g>`;
    return svg(
      ground(),
      `<rect y="40" width="320" height="12" fill="${COLOURS.grass}"/><path d="M0 46H320" stroke="#9aa0a6" stroke-width="3"/>`,
      `<rect y="0" width="320" height="40" fill="${COLOURS.road}"/>`,
      `<rect y="52" width="320" height="78" fill="${COLOURS.road}"/>`,
      `<rect y="0" width="320" height="40" fill="#1f2f44" fill-opacity="${0.35 * wet}"/><rect y="52" width="320" height="78" fill="#1f2f44" fill-opacity="${0.35 * wet}"/>`,
      '<path d="M0 55H320M0 127H320" stroke="#fff" stroke-width="2"/>',
      `<path d="M${-(c % 30) - 30} 91H350M${-(c % 30) - 30} 20H350" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>`,
      car({ ...grey, colour: '#7a7f87' }),
      car({ ...me }),
      `<rect width="320" height="200" fill="#6b7a8c" fill-opacity="${0.18 * wet}"/>`,
      streaks,
    );
  },
};
