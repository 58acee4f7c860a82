// @ts-check
// Out of town on a two-way road, the view following a cyclist I have been following for a
// while, well back. A pothole lies near the right edge of the road ahead of him: he swerves out
// towards the middle of my lane to ride round it while a car comes the other way. I brake and
// drop further back; he comes back to the right once past it. The scene holds with me behind.
import { car, COLOURS, countryRoad, cyclist, ground, progress, svg, treesAlong } from '../kit.mjs';

// The view moves on with the cyclist at a steady pace, and stops for the last second.
const cam = (t) => 24 * Math.min(t, 7);
// The pothole, fixed on the road: under the cyclist (screen x 200) at about 4.3 s.
const POTHOLE = 303;

export default {
  duree: 8,
  image: (t) => {
    const c = cam(t);
    const hole = POTHOLE - c;
    // The cyclist swerves out from 2.8 s, rides round the hole, and is back at 5.8 s.
    const out = progress(t, 2.8, 3.7) - progress(t, 4.9, 5.8);
    const cy = 129 - 19 * out;
    const ca =
      90 -
      14 * Math.sin(Math.PI * progress(t, 2.8, 3.7)) +
      14 * Math.sin(Math.PI * progress(t, 4.9, 5.8));
    // Me: 80 units behind him, then I brake from 3 s and drop back to 120 units by 5.8 s:
    // the drop-back (at most 21.4 units/s on screen) stays under the view's 24 units/s, so my
    // car slows down on the road and never rolls back.
    const x = 120 - 40 * progress(t, 3, 5.8);
    const oncoming = 400 - 95 * (t - 1.2);
    return svg(
      ground(),
      treesAlong(c, 97, 30, 176),
      countryRoad(c),
      // The pothole: a dark, broken patch of road near the right edge.
      `<path d="M${hole - 11} 127q3 -7 11 -6q9 -1 11 6q1 7 -10 8q-10 0 -12 -8Z" fill="#3b3f45" stroke="#2a2d31" stroke-width="1"/>`,
      `<path d="M${hole - 6} 126l5 3l4 -4M${hole + 2} 131l5 -2" stroke="#7b8087" stroke-width=".8" fill="none"/>`,
      cyclist({ x: 200, y: cy, a: ca, colour: '#e07b24' }),
      oncoming > -40 && oncoming < 380
        ? car({ x: oncoming, y: 80, a: -90, colour: COLOURS.white })
        : '',
      car({ x, y: 120, a: 90, braking: t > 3 && t < 5.8, t }),
    );
  },
};
