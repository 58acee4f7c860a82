// @ts-check
// A minor road meets a main road at a « STOP » sign and its stop line; a house and its hedge,
// at the corner on my left, hide the main road on that side. I slow down and stop at the line,
// then creep forward slowly to see, and stop again: a grey car comes from my left on the main
// road and goes by. The scene holds with me stopped just past the line and the main road free.
import { along, car, COLOURS, ground, linear, svg, tree } from '../kit.mjs';

// The « STOP » sign (AB4), a red octagon with a white border and the word, seen flat.
const stopSign = (x, y) =>
  `<g transform="translate(${x} ${y})"><rect x="-1.5" y="8" width="3" height="12" fill="#6b7280"/><polygon points="-4.6,-11 4.6,-11 11,-4.6 11,4.6 4.6,11 -4.6,11 -11,4.6 -11,-4.6" fill="#c1121f" stroke="#fff" stroke-width="1.6"/><text y="3" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="7" fill="#fff">STOP</text></g>`;

export default {
  duree: 10,
  image: (t) => {
    // I come up, slow down from 1 s and stop at the line at 3.6 s; from 4.6 s I creep forward
    // at walking pace and stop again at 5.9 s, my nose just at the edge of the main road.
    const k = linear(t, 1, 3.6);
    const c = linear(t, 4.6, 5.9);
    const y =
      t < 1
        ? 262 - 45 * t
        : t < 4.6
          ? 217 - 50 * (1 - (1 - k) * (1 - k))
          : 167 - 11 * (1 - (1 - c) * (1 - c));
    const grey = along(t, [
      [5, -40, 117, 90],
      [9, 360, 117, 90],
    ]);
    return svg(
      ground(),
      tree(30, 172),
      tree(92, 30),
      tree(250, 26),
      tree(290, 176),
      // The house at the corner on my left, and its hedge along the main road: they hide it.
      '<rect x="62" y="146" width="56" height="46" fill="#b5523b" stroke="#7a3426" stroke-width="1.5"/><path d="M62 169H118" stroke="#7a3426" stroke-width="1.5"/>',
      '<rect x="0" y="135" width="123" height="9" rx="4" fill="#2f6b2c"/><path d="M4 139.5H119" stroke="#3f7d3a" stroke-width="3" stroke-dasharray="6 5"/><rect x="114" y="135" width="9" height="56" rx="4" fill="#2f6b2c"/>',
      // The main road across, my road coming up to it from the bottom.
      `<rect y="66" width="320" height="68" fill="${COLOURS.road}"/><rect x="126" y="134" width="68" height="66" fill="${COLOURS.road}"/>`,
      '<path d="M0 100H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      '<path d="M160 150V200" stroke="#fff" stroke-width="2" stroke-dasharray="14 10"/>',
      // The continuous stop line across my lane, at the edge of the main road.
      '<rect x="160" y="137" width="34" height="5" fill="#fff"/>',
      stopSign(208, 150),
      car({ ...grey, colour: '#7a7f87' }),
      car({ x: 177, y, a: 0, braking: (t > 1 && t < 4.6) || t > 5.5, t }),
    );
  },
};
