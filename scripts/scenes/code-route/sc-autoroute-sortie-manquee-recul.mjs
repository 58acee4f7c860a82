// @ts-check
// A motorway seen from above, the view still. A grey car ahead of me in the right lane goes
// past the exit slip road, brakes, pulls onto the hard shoulder, stops, then backs up along it
// towards the exit it missed, its reversing lights on. A white car passes in the left lane; I
// come in from the left in the right lane. The scene holds while the grey car is reversing.
import { COLOURS, along, car, ground, svg } from '../kit.mjs';

const END = 8;

/** The grey car: steady, then braking onto the hard shoulder, stopped, then backing up. */
const GREY = [
  [0, 20, 102, 90],
  [2.2, 180, 102, 90],
  [2.9, 224, 110, 100],
  [3.6, 258, 124, 101],
  [4.3, 279, 131, 92],
  [4.9, 287, 132, 90],
  [5.4, 287, 132, 90],
  [END, 212, 132, 90],
];

export default {
  duree: 9,
  image: (tt) => {
    const t = Math.min(tt, END);
    const grey = along(t, GREY);
    const braking = t > 2.2 && t < 5.4;
    const reversing = t > 5.4;
    const white = along(t, [
      [0.6, -30, 67, 90],
      [4.6, 350, 67, 90],
    ]);
    const me = along(t, [
      [4.8, -30, 102, 90],
      [END, 90, 102, 90],
    ]);
    const lights = reversing
      ? `<rect x="${grey.x - 25}" y="${grey.y - 8}" width="3" height="5" fill="#ffffff" stroke="#999" stroke-width=".4"/><rect x="${grey.x - 25}" y="${grey.y + 3}" width="3" height="5" fill="#ffffff" stroke="#999" stroke-width=".4"/>`
      : '';
    return svg(
      ground(),
      // Central reservation and the far carriageway edge.
      `<rect y="0" width="320" height="36" fill="${COLOURS.road}"/><rect y="36" width="320" height="12" fill="${COLOURS.grass}"/><path d="M0 42H320" stroke="#9aa0a6" stroke-width="3"/>`,
      // The exit slip road, leaving to the lower right.
      `<path d="M0 120H104Q128 124 150 150L195 200H140L110 160Q90 138 40 142H0Z" fill="${COLOURS.road}"/>`,
      // My carriageway: two lanes, then the hard shoulder.
      `<rect y="48" width="320" height="72" fill="${COLOURS.road}"/><rect x="100" y="120" width="220" height="24" fill="${COLOURS.road}"/>`,
      '<path d="M0 51H320" stroke="#fff" stroke-width="2"/>',
      '<path d="M0 85H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      // Edge line: broken along the slip road, continuous along the hard shoulder.
      '<path d="M0 120H90" stroke="#fff" stroke-width="3" stroke-dasharray="8 6"/><path d="M96 120H320" stroke="#fff" stroke-width="3"/>',
      '<path d="M100 144H320" stroke="#9aa0a6" stroke-width="3"/><path d="M150 150L196 200" stroke="#fff" stroke-width="1.5"/>',
      car({ ...white, colour: '#e8e8e8' }),
      car({
        ...grey,
        colour: '#7a7f87',
        braking,
        indicator: t > 1.6 && t < 4.3 ? 'right' : null,
        t,
      }),
      lights,
      car({ ...me }),
    );
  },
};
