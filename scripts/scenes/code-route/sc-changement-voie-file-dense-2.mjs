// @ts-check
// In town, a one-way street with two lanes, both full of slow, unbroken lines of cars. I am in the
// left lane and want to turn into the next street on the right. Right indicator on, I wait until
// the white car on my right slows down (it never stops going forward) and a gap opens in front of
// it; then I move into the right lane, driving forward along my path, heading turned towards the
// gap. The queues then slow to a halt; the scene holds with me in the right lane, indicator on,
// the street on the right just ahead.
import { car, COLOURS, ground, progress, svg } from '../kit.mjs';

const block = (x, y, w, h) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#d9c7a7" stroke="#9c968c"/><rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" fill="#c2674a" fill-opacity=".55"/>`;

const LEFT = 143;
const RIGHT = 177;

/**
 * Distance covered at `t` by a vehicle whose speed (units a second) goes in straight lines
 * between the keys `[time, speed]`, steady before the first and after the last.
 */
function covered(t, keys) {
  let d = keys[0][1] * Math.min(t, keys[0][0]);
  for (let i = 1; i < keys.length; i += 1) {
    const [t0, v0] = keys[i - 1];
    const [t1, v1] = keys[i];
    if (t <= t0) return d;
    const end = Math.min(t, t1);
    const vEnd = v0 + ((v1 - v0) * (end - t0)) / (t1 - t0);
    d += ((v0 + vEnd) / 2) * (end - t0);
  }
  const last = keys[keys.length - 1];
  if (t > last[0]) d += last[1] * (t - last[0]);
  return d;
}

// The queues: 7 units a second, slowing to a stop between 7.6 and 8.6 s.
const QUEUE = [
  [0, 7],
  [7.6, 7],
  [8.6, 0],
];
// The white car: slows to 1 unit a second (still moving forward), then joins the queue again.
const WHITE = [
  [0, 7],
  [0.8, 7],
  [2.2, 1],
  [6.6, 1],
  [7.6, 6],
  [8.6, 0],
];
// Me: at the queue's pace, then faster while I move over into the gap, then the queue's pace.
const ME = [
  [0, 7],
  [3.0, 7],
  [3.9, 30],
  [6.2, 30],
  [7.2, 7],
  [7.6, 7],
  [8.6, 0],
];

const myX = (t) => LEFT + (RIGHT - LEFT) * progress(t, 3.5, 6.8);
const myY = (t) => 196 - covered(t, ME);

/** My place and heading: the heading follows my path (no sliding sideways). */
export function me(t) {
  const dt = 0.02;
  const dx = myX(t + dt) - myX(t - dt);
  const dy = myY(t - dt) - myY(t + dt); // forward is up
  const a = dy > 0.001 ? (Math.atan2(dx, dy) * 180) / Math.PI : 0;
  return { x: myX(t), y: myY(t), a };
}

export function others(t) {
  const q = covered(t, QUEUE);
  const w = 190 - covered(t, WHITE);
  const slowing = (keys) => {
    const d1 = covered(t + 0.05, keys) - covered(t, keys);
    const d0 = covered(t, keys) - covered(t - 0.05, keys);
    return d1 < d0 - 0.001 || d1 < 0.06;
  };
  const qBrake = slowing(QUEUE);
  return [
    { x: RIGHT, y: 4 - q, colour: '#7a7f87', braking: qBrake },
    { x: RIGHT, y: 64 - q, colour: COLOURS.green, braking: qBrake },
    { x: RIGHT, y: w, colour: COLOURS.white, braking: slowing(WHITE) },
    { x: RIGHT, y: w + 60, colour: '#7a7f87', braking: slowing(WHITE) },
    { x: LEFT, y: 26 - q, colour: '#7a7f87', braking: qBrake },
    { x: LEFT, y: 86 - q, colour: COLOURS.red, braking: qBrake },
    { x: LEFT, y: 262 - q, colour: COLOURS.yellow, braking: qBrake },
  ];
}

export default {
  duree: 9.6,
  image: (t) => {
    const m = me(t);
    const v = covered(t + 0.05, ME) - covered(t, ME);
    const v0 = covered(t, ME) - covered(t - 0.05, ME);
    return svg(
      ground(COLOURS.pavement),
      block(0, 0, 110, 200),
      block(210, 0, 110, 12),
      block(210, 48, 110, 152),
      `<rect x="124" width="72" height="200" fill="${COLOURS.road}"/><rect x="196" y="18" width="124" height="24" fill="${COLOURS.road}"/>`,
      '<path d="M160 0V200" stroke="#fff" stroke-width="2" stroke-dasharray="14 10"/>',
      others(t)
        .map((o) => car({ x: o.x, y: o.y, a: 0, colour: o.colour, braking: o.braking }))
        .join(''),
      car({ ...m, indicator: 'right', braking: v < v0 - 0.001 || v < 0.06, t }),
    );
  },
};
