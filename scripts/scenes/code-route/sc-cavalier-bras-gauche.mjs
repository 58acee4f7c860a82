// @ts-check
// Out of town on a two-way road; a dirt track leaves it on the left further on. I catch up with
// a horse rider walking his horse along the right edge and slow down to stay well behind. The
// rider holds his left arm out, then moves over towards the middle of the road to cross to the
// track. I slow down further behind him. The scene holds with the rider near the centre line,
// arm still out, and my car well back.
import { car, countryRoad, ground, n, progress, svg, tree } from '../kit.mjs';

/**
 * A horse and its rider from above, heading up at angle 0: the horse's body, neck and head,
 * its tail, then the rider's shoulders and helmet, the left arm held out when `arm` is set.
 */
const horseRider = ({ x, y, a }, arm) =>
  `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})">` +
  '<path d="M0 13Q-1 19 1 24" stroke="#3b2a1a" stroke-width="3" fill="none" stroke-linecap="round"/>' +
  '<ellipse cy="3" rx="8" ry="13" fill="#8b5a2b" stroke="#1a1a1a" stroke-width=".8"/>' +
  '<ellipse cy="-12" rx="4" ry="6.5" fill="#8b5a2b" stroke="#1a1a1a" stroke-width=".8"/>' +
  '<ellipse cy="-20" rx="3" ry="4" fill="#7a4e25" stroke="#1a1a1a" stroke-width=".8"/>' +
  (arm ? '<path d="M-5 0H-19" stroke="#2a9d4b" stroke-width="3.4" stroke-linecap="round"/>' : '') +
  '<ellipse rx="6.5" ry="4" fill="#2a9d4b" stroke="#1a1a1a" stroke-width=".8"/>' +
  '<circle cy="-.5" r="3.3" fill="#1a1a1a"/></g>';

export default {
  duree: 9,
  image: (t) => {
    const s = Math.min(t, 8);
    // The rider: a steady 12 units/s along the right edge, arm out from 3 s, moving over
    // towards the centre line from 5.2 s.
    const over = progress(s, 5.2, 8);
    const rider = {
      x: 130 + 12 * s,
      y: 127 - 20 * over,
      a: 90 - 16 * Math.sin((Math.PI / 2) * over),
    };
    // Me: behind him, the gap (centre to centre) closing from 170 units to 110 at a steady
    // deceleration until 2.4 s (from 62 units/s down to his pace), then opening to 130 as I slow
    // down further; my bonnet stays 60 units or more behind the horse's tail.
    const u = Math.min(s, 2.4) / 2.4;
    const gap = 170 - 60 * (1 - (1 - u) * (1 - u)) + 20 * progress(s, 3.4, 6.4);
    const me = rider.x - gap;
    const braking = s < 2.4 || (s > 3.4 && s < 4.9);
    return svg(
      ground(),
      tree(30, 28),
      tree(120, 24),
      tree(60, 174),
      tree(190, 178),
      tree(300, 172),
      // The dirt track, leaving the road on the left (the top of the picture).
      '<path d="M250 61Q258 30 272 0H300Q286 30 282 61Z" fill="#b08a5a"/>',
      countryRoad(0),
      horseRider(rider, s > 3),
      car({ x: me, y: 120, a: 90, braking, t }),
    );
  },
};
