// @ts-check
// A motorway seen from above, the view still. A red car is stopped on the hard shoulder, its
// hazard lights flashing; its driver stands by the open door on the traffic side, then walks
// back along the car, on the edge of the right lane. A white car passes in the left lane; I
// come in from the left in the right lane. The scene holds with the walker beside the lane.
import { COLOURS, along, car, flashing, ground, pedestrian, svg } from '../kit.mjs';

const END = 8;
const STOPPED = { x: 236, y: 132, a: 90 };

export default {
  duree: 9,
  image: (tt) => {
    const t = Math.min(tt, END);
    const white = along(t, [
      [0, -30, 67, 90],
      [4.2, 350, 67, 90],
    ]);
    const me = along(t, [
      [2.4, -30, 102, 90],
      [END, 96, 102, 90],
    ]);
    const walker = along(t, [
      [2.2, 230, 111, -90],
      [6.6, 188, 112, -90],
    ]);
    const lit = flashing(t);
    // The hazard lights: the kit lights the right side, the left side is added here.
    const left = lit
      ? `<circle cx="${STOPPED.x + 22}" cy="${STOPPED.y - 10}" r="3.2" fill="#ff9f1c"/><circle cx="${STOPPED.x - 22}" cy="${STOPPED.y - 10}" r="3.2" fill="#ff9f1c"/>`
      : '';
    // The driver's door, open towards the lane.
    const door = `<path d="M${STOPPED.x + 6} ${STOPPED.y - 11}L${STOPPED.x - 6} ${STOPPED.y - 20}" stroke="#a50f1a" stroke-width="3" stroke-linecap="round"/>`;
    return svg(
      ground(),
      `<rect y="0" width="320" height="36" fill="${COLOURS.road}"/><rect y="36" width="320" height="12" fill="${COLOURS.grass}"/><path d="M0 42H320" stroke="#9aa0a6" stroke-width="3"/>`,
      `<rect y="48" width="320" height="96" fill="${COLOURS.road}"/>`,
      '<path d="M0 51H320M0 120H320" stroke="#fff" stroke-width="2.5"/>',
      '<path d="M0 85H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      '<path d="M0 147H320" stroke="#9aa0a6" stroke-width="3"/>',
      car({ ...white, colour: '#e8e8e8' }),
      car({ ...STOPPED, colour: COLOURS.red, indicator: 'right', t }),
      left,
      door,
      pedestrian({ ...walker, colour: '#2f6db5' }),
      car({ ...me }),
    );
  },
};
