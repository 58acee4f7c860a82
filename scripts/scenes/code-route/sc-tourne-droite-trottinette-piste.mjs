// @ts-check
// A town street seen from above, the view still. A one-way cycle track runs along my side of
// the street and crosses the mouth of a side street on the right. I overtake an electric
// scooter rider on the track, then slow down, right indicator on, to turn into that street;
// the scooter, now faster than me, catches up. The scene holds with the scooter beside my car,
// just before the side street.
import { COLOURS, along, car, ground, svg } from '../kit.mjs';

const END = 8;

/** An electric scooter and its standing rider from above, heading up at angle 0. */
const scooter = ({ x, y, a }) =>
  `<g transform="translate(${x} ${y}) rotate(${a})">` +
  '<rect x="-2.5" y="-11" width="5" height="22" rx="2" fill="#1a1a1a"/><path d="M-7 -10H7" stroke="#1a1a1a" stroke-width="2"/>' +
  '<ellipse cy="2" rx="7" ry="4.5" fill="#2a9d4b" stroke="#1a1a1a" stroke-width=".8"/><circle cy="1" r="3.6" fill="#f2f2f2" stroke="#1a1a1a" stroke-width=".6"/>' +
  '</g>';

export default {
  duree: 9,
  image: (tt) => {
    const t = Math.min(tt, END);
    const me = along(t, [
      [0, -30, 100, 90],
      [4, 112, 100, 90],
      [END, 152, 100, 90],
    ]);
    const rider = along(t, [
      [0, 40, 133, 90],
      [END, 148, 133, 90],
    ]);
    return svg(
      ground(COLOURS.pavement),
      // Buildings, the street, the cycle track, the side street on the right.
      '<rect width="320" height="24" fill="#c9b79b"/><rect y="172" width="200" height="28" fill="#c9b79b"/><rect x="262" y="172" width="58" height="28" fill="#c9b79b"/>',
      `<rect y="44" width="320" height="74" fill="${COLOURS.road}"/>`,
      `<rect x="200" y="118" width="62" height="82" fill="${COLOURS.road}"/>`,
      '<path d="M0 81H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      `<path d="M0 44H320" stroke="${COLOURS.kerb}" stroke-width="2"/>`,
      // The cycle track: green, beyond a narrow kerb, crossing the side street's mouth.
      `<rect y="118" width="320" height="4" fill="${COLOURS.kerb}"/>`,
      '<rect y="122" width="320" height="22" fill="#3f8f5a"/>',
      '<path d="M200 122H262M200 144H262" stroke="#fff" stroke-width="2" stroke-dasharray="5 5"/>',
      `<rect x="0" y="118" width="200" height="4" fill="${COLOURS.kerb}"/><rect x="262" y="118" width="58" height="4" fill="${COLOURS.kerb}"/><rect x="200" y="118" width="62" height="4" fill="${COLOURS.road}"/>`,
      '<path d="M14 133h10l-3 -3M14 133l0 0" stroke="#fff" stroke-width="1.4" fill="none"/>',
      `<path d="M0 144H200M262 144H320" stroke="${COLOURS.kerb}" stroke-width="2"/>`,
      car({ ...me, indicator: t > 2.6 ? 'right' : null, braking: t > 3.6, t }),
      scooter(rider),
    );
  },
};
