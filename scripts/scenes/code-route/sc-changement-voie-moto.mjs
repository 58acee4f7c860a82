// @ts-check
// A dual carriageway, two lanes my way, the view following me. Behind a slow van on the right
// lane, I switch on my left indicator to overtake; a motorcycle comes up fast on the left lane
// and ends beside my rear left corner, where my mirror does not show it. I stay in my lane.
import { COLOURS, car, ground, lorry, motorcycle, progress, svg } from '../kit.mjs';

const cam = (t) => 60 * Math.min(t, 7);

export default {
  duree: 8,
  image: (t) => {
    const c = cam(t);
    const shift = -(c % 30);
    // The motorcycle closes in from behind on the left lane, then keeps my pace.
    const mx = -40 + 168 * progress(t, 1.4, 6.2);
    return svg(
      ground(),
      // The central reserve with its barrier at the top, then my two lanes.
      `<rect y="40" width="320" height="12" fill="${COLOURS.grass}"/><path d="M0 46H320" stroke="#9aa0a6" stroke-width="3"/>`,
      `<rect y="52" width="320" height="76" fill="${COLOURS.road}"/>`,
      '<path d="M0 55H320M0 125H320" stroke="#fff" stroke-width="2"/>',
      `<path d="M${shift - 30} 90H350" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>`,
      `<rect y="0" width="320" height="40" fill="${COLOURS.road}"/>`,
      `<path d="M${-(c % 30) - 30} 20H350" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>`,
      lorry({ x: 250, y: 109, a: 90, colour: '#e6e6e6' }),
      car({ x: 150, y: 109, a: 90, indicator: t > 1.6 ? 'left' : null, t }),
      motorcycle({ x: mx, y: 72, a: 90, colour: COLOURS.red }),
    );
  },
};
