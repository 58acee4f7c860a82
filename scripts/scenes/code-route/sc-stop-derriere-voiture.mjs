// @ts-check
// A minor road meets a main road at a « STOP » sign and its continuous stop line. A grey car
// waits at the line; I wait behind it. It leaves, turning right. I then drive up at a slow,
// steady pace and, the main road being empty, cross the line without stopping there, turning
// right in my turn. The scene holds once I am on the main road.
import { along, car, COLOURS, ground, svg, tree } from '../kit.mjs';

// The « STOP » sign (AB4), a red octagon with a white border and the word, seen flat.
const stopSign = (x, y) =>
  `<g transform="translate(${x} ${y})"><rect x="-1.5" y="8" width="3" height="12" fill="#6b7280"/><polygon points="-4.6,-11 4.6,-11 11,-4.6 11,4.6 4.6,11 -4.6,11 -11,4.6 -11,-4.6" fill="#c1121f" stroke="#fff" stroke-width="1.6"/><text y="3" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="7" fill="#fff">STOP</text></g>`;

/** A right turn from heading up at (161, 125) to heading right at (205, 81), from `from` to `to`. */
const rightTurn = (from, to) => {
  const keys = [];
  for (let i = 0; i <= 6; i += 1) {
    const a = i * 15;
    const rad = (a * Math.PI) / 180;
    keys.push([
      from + ((to - from) * i) / 6,
      205 - 44 * Math.cos(rad),
      125 - 44 * Math.sin(rad),
      a,
    ]);
  }
  return keys;
};

const grey = [[1.6, 161, 125, 0], ...rightTurn(2.2, 4), [5.6, 380, 81, 90]];
const me = [[2.2, 161, 185, 0], [4.6, 161, 125, 0], ...rightTurn(4.6, 6.8).slice(1)];

export default {
  duree: 8,
  image: (t) =>
    svg(
      ground(),
      tree(30, 14),
      tree(120, 12),
      tree(250, 14),
      tree(40, 150),
      tree(70, 186),
      tree(292, 120),
      tree(292, 186),
      '<rect x="206" y="132" width="54" height="40" fill="#b5523b" stroke="#7a3426" stroke-width="1.5"/>',
      // The main road across, and my road coming up to it from below.
      `<rect y="30" width="320" height="68" fill="${COLOURS.road}"/><rect x="110" y="94" width="68" height="106" fill="${COLOURS.road}"/>`,
      `<path d="M98 98H110V110A12 12 0 0 0 98 98ZM178 110V98H190A12 12 0 0 0 178 110Z" fill="${COLOURS.road}"/>`,
      '<path d="M0 64H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      '<path d="M144 114V200" stroke="#fff" stroke-width="2" stroke-dasharray="14 10"/>',
      // The continuous stop line across my lane, and the sign on my right.
      '<path d="M145 101H177" stroke="#fff" stroke-width="4"/>',
      stopSign(194, 116),
      car({
        ...along(t, grey),
        colour: '#7d8590',
        braking: t < 1.6,
        indicator: t < 3.8 ? 'right' : null,
        t,
      }),
      car({ ...along(t, me), braking: t < 2.2, indicator: t < 6.6 ? 'right' : null, t }),
    ),
};
