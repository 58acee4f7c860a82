// @ts-check
// A two-way town street across the picture, seen from above, the view standing still, with a
// cycle lane along each kerb and a side street going off upwards. I wait on my blue motorcycle,
// near the centre line, left indicator flashing, to turn left into the side street. The queue
// coming the other way (upper lane, going left) moves slowly, then stops, stop lights on; the
// white car stops before the side street and leaves its mouth clear for me. Along the queue, in
// the upper cycle lane, a cyclist keeps coming, hidden from me by the white car.
// Everything holds still from 4.6 s.
import { COLOURS, car, cyclist, ground, motorcycle, svg } from '../kit.mjs';

const STILL = 4.6; // nothing moves after this time
const THEIRS = 86; // the middle of the oncoming lane (y 72 to 100)
const BIKE = 66; // the middle of the upper cycle lane (y 60 to 72)
const ME = 108; // me, near the centre line, in my lane (y 100 to 128)
const STREET = [168, 216]; // the side street, between these x

/** A bicycle painted on a cycle lane: two wheels and the frame. */
const bicycleMark = (x, y) =>
  `<g transform="translate(${x} ${y})" fill="none" stroke="#fff" stroke-width="1"><circle cx="-5" r="3"/><circle cx="5" r="3"/><path d="M-5 0L-1 -3H4L5 0M-1 -3L1 0H-5M3 -5H5"/></g>`;

const street = [
  `<rect y="60" width="320" height="80" fill="${COLOURS.road}"/>`,
  `<rect x="${STREET[0]}" y="0" width="${STREET[1] - STREET[0]}" height="62" fill="${COLOURS.road}"/>`,
  `<path d="M0 60H${STREET[0]}V0M${STREET[1]} 0V60H320M0 140H320" stroke="${COLOURS.kerb}" stroke-width="3" fill="none"/>`,
  // Centre line, and the dashed lines of the two cycle lanes (broken at the side street).
  '<path d="M0 100H320" stroke="#fff" stroke-width="2" stroke-dasharray="10 14"/>',
  `<path d="M0 72H${STREET[0]}M${STREET[1]} 72H320M0 128H320" stroke="#fff" stroke-width="1.5" stroke-dasharray="6 6"/>`,
  // Bicycle symbols painted in the cycle lanes.
  ...[
    [56, 66],
    [256, 66],
    [96, 134],
  ].map(([x, y]) => bicycleMark(x, y)),
  // Houses and trees.
  '<rect x="10" y="-6" width="70" height="50" fill="#d9b99b" stroke="#8a6d55"/><rect x="96" y="-6" width="56" height="48" fill="#c9a27e" stroke="#8a6d55"/><rect x="232" y="-6" width="80" height="50" fill="#d9b99b" stroke="#8a6d55"/>',
  '<rect x="24" y="156" width="70" height="48" fill="#c9a27e" stroke="#8a6d55"/><circle cx="134" cy="174" r="15" fill="#5e9a4a"/><rect x="170" y="156" width="62" height="48" fill="#d9b99b" stroke="#8a6d55"/><rect x="252" y="158" width="64" height="46" fill="#c9a27e" stroke="#8a6d55"/>',
];

// The oncoming queue, going left: each car's place when it stops, and its colour. They creep at
// 18 units a second, slow down from 2.4 s and stop at 3.4 s.
const queue = [
  [40, '#7a7f87'],
  [104, COLOURS.red],
  [258, COLOURS.white],
  [318, '#6d28d9'],
];
/** How far a queued car still has to go before it stops, at `s`. */
function toGo(s) {
  if (s >= 3.4) return 0;
  if (s >= 2.4) {
    const u = 3.4 - s;
    return (18 * u * u) / 2; // braking evenly from 18 to 0 in 1 s
  }
  return 9 + 18 * (2.4 - s);
}

export default {
  duree: 5.6,
  image: (t) => {
    const s = Math.min(t, STILL);
    const braking = s > 2.4 && s < STILL;
    return svg(
      ground(COLOURS.pavement),
      ...street,
      ...queue.map(([x, colour]) =>
        car({
          x: Number(x) + toGo(s),
          y: THEIRS,
          a: -90,
          colour: String(colour),
          braking: braking || s >= 3.4,
        }),
      ),
      cyclist({ x: 380 - 20 * s, y: BIKE, a: -90, colour: '#2a9d4b' }),
      motorcycle({
        x: 150,
        y: ME,
        a: 90,
        colour: COLOURS.me,
        indicator: 'left',
        t: t >= STILL ? 4 : t,
      }),
    );
  },
};
