// @ts-check
// A town road with two lanes in my direction, seen from above, going to the right. The
// right-hand lane (lower one) is a slow queue; I ride in the left-hand lane, faster. A car of
// the queue suddenly moves into my lane, without an indicator, just ahead of me: it turns out
// of the queue along a smooth path (heading 30° at most) and speeds up. I brake and fall in
// behind it. Everything holds still from 7 s, so that the last second shows the situation.
import { COLOURS, car, ground, motorcycle, svg } from '../kit.mjs';

const LEFT = 74; // centre of the left-hand lane
const RIGHT = 126; // centre of the right-hand lane (the queue)
const STILL = 7; // nothing moves after this time

const street = [
  // The carriageway of two lanes going right, its kerbs and the dashed line between the lanes.
  '<rect y="48" width="320" height="104" fill="#5d6269"/>',
  '<path d="M0 48H320M0 152H320" stroke="#9c968c" stroke-width="3"/>',
  '<path d="M0 100H320" stroke="#fff" stroke-width="2" stroke-dasharray="10 14"/>',
  // Houses and trees on both pavements.
  '<rect x="20" y="-6" width="64" height="42" fill="#d9b99b" stroke="#8a6d55"/><rect x="118" y="-6" width="56" height="40" fill="#c9a27e" stroke="#8a6d55"/><circle cx="232" cy="22" r="15" fill="#5e9a4a"/>',
  '<rect x="60" y="166" width="62" height="42" fill="#c9a27e" stroke="#8a6d55"/><circle cx="182" cy="178" r="15" fill="#5e9a4a"/><rect x="232" y="164" width="70" height="42" fill="#d9b99b" stroke="#8a6d55"/>',
];

// The slow queue on the right-hand lane: all move right at the same slow pace.
const queue = [
  [-60, '#7a7f87'],
  [10, COLOURS.green],
  [200, COLOURS.white],
  [270, '#6d28d9'],
];

const ease = (k) => (k <= 0 ? 0 : k >= 1 ? 1 : k * k * (3 - 2 * k));
const degrees = (dx, dy) => (Math.atan2(dx, -dy) * 180) / Math.PI;

// The red car that moves out: in the queue at x = 80, it starts at 0.6 s, speeds up from 6 to
// 30 units a second in 1.2 s, and reaches my lane over 135 units along the road.
const START = 0.6;
const SPEED_UP = 1.2;
const FAST = 30;
const SPAN = 135;
function outDistance(t) {
  const s = Math.min(t, STILL);
  if (s <= START) return 6 * s;
  const u = Math.min(s - START, SPEED_UP);
  let d = 6 * s - 6 * (s - START) + 6 * u + (((FAST - 6) / SPEED_UP) * (u * u)) / 2;
  if (s - START > SPEED_UP) d += FAST * (s - START - SPEED_UP);
  return d;
}
const outAt = (d) => ({ x: 80 + d, y: RIGHT - (RIGHT - LEFT) * ease((d - 6 * START) / SPAN) });
function outCar(t) {
  const d = outDistance(t);
  const here = outAt(d);
  const ahead = outAt(d + 0.5);
  return { ...here, a: degrees(ahead.x - here.x, ahead.y - here.y) };
}

// Me: 36 units a second in the left lane, braking from 2.6 s to 3.8 s down to 22, then steady.
const BRAKE = 2.6;
const BRAKE_END = 3.8;
function myX(t) {
  const s = Math.min(t, STILL);
  if (s <= BRAKE) return -20 + 36 * s;
  const u = Math.min(s - BRAKE, BRAKE_END - BRAKE);
  let x = -20 + 36 * BRAKE + 36 * u - (((36 - 22) / (BRAKE_END - BRAKE)) * (u * u)) / 2;
  if (s > BRAKE_END) x += 22 * (s - BRAKE_END);
  return x;
}

/** The stop light of the motorcycle (heading right), lit while I brake. */
const stopLight = (x, y) =>
  `<g transform="translate(${x.toFixed(2)} ${y}) rotate(90)"><rect x="-2.5" y="15.5" width="5" height="2.6" rx="1" fill="#ff2d2d"/></g>`;

export default {
  duree: 8,
  image: (t) => {
    const crawl = 6 * Math.min(t, STILL);
    const x = myX(t);
    return svg(
      ground(COLOURS.pavement),
      ...street,
      ...queue.map(([x0, colour]) =>
        car({ x: Number(x0) + crawl, y: RIGHT, a: 90, colour: String(colour) }),
      ),
      car({ ...outCar(t), colour: COLOURS.red }),
      motorcycle({ x, y: LEFT, a: 90, colour: COLOURS.me }),
      t > BRAKE && t < BRAKE_END ? stopLight(x, LEFT) : '',
    );
  },
};
