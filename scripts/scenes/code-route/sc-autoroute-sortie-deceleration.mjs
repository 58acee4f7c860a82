// @ts-check
// A motorway with two lanes and, on the right, the deceleration lane of an exit, the view
// fixed. On the right lane, indicating right, I keep my speed until I am on the deceleration
// lane, then brake (stop lights) and slow down there. A grey car behind me goes on at its speed
// on the right lane. The scene holds with me slow on the deceleration lane.
import { along, car, COLOURS, ground, svg } from '../kit.mjs';

export default {
  duree: 9,
  image: (t) => {
    const u = Math.min(t, 8);
    const me = along(u, [
      [0, -20, 111, 90],
      [2, 80, 111, 90],
      [3, 125, 126, 102],
      [3.8, 162, 145, 90],
      [4.8, 197, 145, 90],
      [5.8, 224, 145, 90],
      [6.8, 244, 145, 90],
      [8, 258, 145, 90],
    ]);
    const grey = { x: -110 + 50 * u, y: 111, a: 90 };
    return svg(
      ground(),
      // The carriageway: left and right lanes, the deceleration lane opening from x 70.
      `<rect y="56" width="320" height="76" fill="${COLOURS.road}"/>`,
      `<path d="M70 128H320V164H120Z" fill="${COLOURS.road}"/>`,
      '<path d="M0 60H320" stroke="#fff" stroke-width="2"/>',
      '<path d="M0 94H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      '<path d="M0 128H110" stroke="#fff" stroke-width="2"/>',
      '<path d="M110 128H320" stroke="#fff" stroke-width="4" stroke-dasharray="6 8"/>',
      '<path d="M70 129L120 162H320" fill="none" stroke="#fff" stroke-width="2"/>',
      car({ ...grey, colour: '#7a7f87' }),
      car({
        ...me,
        indicator: u > 0.6 && u < 4.2 ? 'right' : null,
        braking: u > 3.8 && u < 7.9,
        t,
      }),
    );
  },
};
