// @ts-check
// A town street, one way, two lanes, seen from above as it moves past me (the view follows my
// blue motorcycle, on the left-hand lane). The right-hand lane is a queue of stopped cars. From
// 2.6 s a pedestrian leaves the right pavement, walks across between two stopped cars and, at
// the end, steps out into my lane ahead of me. Everything holds still from 5.6 s.
import { COLOURS, car, ground, motorcycle, n, pedestrian, svg } from '../kit.mjs';

const STILL = 5.6; // nothing moves after this time
const ME_Y = 164; // where my motorcycle stays in the picture
const SPEED = 45; // my speed, units a second

// The stopped cars of the right-hand lane, where they stand along the street (heading up).
const queue = [
  [196, '#7a7f87'],
  [134, COLOURS.white],
  [72, COLOURS.green],
  [10, '#6d28d9'],
  [-52, COLOURS.red],
  [-118, '#9aa0a6'],
  [-196, COLOURS.white],
  [-258, '#7a7f87'],
  [-320, COLOURS.green],
];

/** The pedestrian: across the pavement, between the two cars, then into my lane. */
function walker(s) {
  const y = -157;
  const keys = [
    [2.6, 236],
    [3.9, 212],
    [5.6, 150],
  ];
  if (s <= keys[0][0]) return { x: keys[0][1], y };
  for (let i = 1; i < keys.length; i += 1) {
    const [t1, x1] = keys[i];
    if (s <= t1) {
      const [t0, x0] = keys[i - 1];
      return { x: x0 + ((x1 - x0) * (s - t0)) / (t1 - t0), y };
    }
  }
  return { x: keys[keys.length - 1][1], y };
}

export default {
  duree: 6.6,
  image: (t) => {
    const s = Math.min(t, STILL);
    const d = SPEED * s; // how far I have ridden; things along the street move down by it
    const houses = [];
    for (let i = 0; i < 5; i += 1) {
      const y = ((((i * 90 + d) % 450) + 450) % 450) - 90;
      const fill = i % 2 ? '#d9b99b' : '#c9a27e';
      houses.push(
        `<rect x="24" y="${n(y)}" width="64" height="78" fill="${fill}" stroke="#8a6d55"/>`,
        `<rect x="256" y="${n(y + 30)}" width="56" height="74" fill="${i % 2 ? '#c9a27e' : '#d9b99b'}" stroke="#8a6d55"/>`,
      );
    }
    const who = walker(s);
    return svg(
      ground(COLOURS.pavement),
      ...houses,
      '<rect x="112" width="100" height="200" fill="#5d6269"/>',
      '<path d="M112 0V200M212 0V200" stroke="#9c968c" stroke-width="3"/>',
      `<path d="M162 0V200" stroke="#fff" stroke-width="2" stroke-dasharray="18 12" stroke-dashoffset="${n(-d)}"/>`,
      ...queue.map(([y, colour]) =>
        car({ x: 188, y: Number(y) + d, a: 0, colour: String(colour) }),
      ),
      pedestrian({ x: who.x, y: who.y + d, a: -90, colour: '#e07b24' }),
      motorcycle({ x: 137, y: ME_Y, a: 0, colour: COLOURS.me }),
    );
  },
};
