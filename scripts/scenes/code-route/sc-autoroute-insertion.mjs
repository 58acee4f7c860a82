// @ts-check
// Joining a motorway: seen from above, the view following me. On the slip road I speed up,
// my left indicator flashing, and I slip into the gap between a lorry and a grey car on the
// right-hand lane. The scene holds once I am in the lane, indicator off.
import { COLOURS, car, ground, lorry, progress, svg } from '../kit.mjs';

const cam = (t) => 55 * Math.min(t, 8); // how far the view has moved along the motorway

const dashes = (y, offset, dash, gap, width) =>
  `<path d="M${offset - dash - gap} ${y}H${offset + 360}" stroke="#fff" stroke-width="${width}" stroke-dasharray="${dash} ${gap}"/>`;

export default {
  duree: 9,
  image: (t) => {
    const c = cam(t);
    const shift = -(c % 30); // the lane line slides back as the view moves on
    const shortShift = -(c % 14);
    const end = 560 - c; // where the slip lane's taper ends, on screen
    // Me: on the slip lane, catching up with the traffic, then moving left into the gap.
    const x = -20 + 160 * progress(t, 0, 4.6);
    const side = progress(t, 3.4, 5.6);
    const y = 125 - 34 * side;
    const a = 90 - 9 * Math.sin(Math.PI * side);
    return svg(
      ground(),
      // The central reserve at the top, then the two lanes and the slip lane.
      `<rect y="0" width="320" height="34" fill="${COLOURS.grass}"/><rect y="34" width="320" height="6" fill="#9aa0a6"/>`,
      `<rect y="40" width="320" height="68" fill="${COLOURS.road}"/>`,
      `<path d="M-10 108H${end - 100}L${end} 108L${end - 100} 142H-10Z" fill="${COLOURS.road}"/>`,
      '<path d="M0 42H320" stroke="#fff" stroke-width="2"/>',
      dashes(74, shift, 18, 12, 2),
      // The slip lane is separated by a broken line of short dashes, then its edge.
      `<path d="M${shortShift - 14} 108H${Math.min(end - 100, 330)}" stroke="#fff" stroke-width="3" stroke-dasharray="8 6"/>`,
      `<path d="M-10 140H${end - 100}L${end} 106H330" stroke="#fff" stroke-width="2" fill="none"/>`,
      car({ x: 10 + 2 * Math.min(t, 8), y: 91, a: 90, colour: '#7a7f87' }),
      lorry({ x: 260, y: 91, a: 90, colour: '#c1121f' }),
      car({ x: 120 + 14 * Math.min(t, 8), y: 57, a: 90, colour: COLOURS.white }),
      car({ x, y, a, indicator: t > 1.2 && t < 5.6 ? 'left' : null, t }),
    );
  },
};
