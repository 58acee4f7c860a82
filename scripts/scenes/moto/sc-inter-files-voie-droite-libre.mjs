// @ts-check
// A motorway with three lanes in my direction (going up), seen from above. Traffic is queuing on
// all three lanes, at a crawl; I ride my blue motorcycle between the two files on the left-hand
// lanes. From 1.2 s the cars of the right-hand lane move off one after the other and leave the
// picture: that lane is now free, while the two left-hand files still crawl. I ease off (stop
// light) and keep behind, between the files. Everything holds still from 6 s.
import { COLOURS, car, ground, motorcycle, n, svg } from '../kit.mjs';

const STILL = 6; // nothing moves after this time
const CRAWL = 6; // the queues' pace, units a second

const road = [
  // The central reserve (grass, then a safety barrier), the carriageway, the hard shoulder.
  '<rect x="0" width="90" height="200" fill="#8fbf6f"/>',
  '<rect x="90" width="146" height="200" fill="#5d6269"/>',
  '<path d="M88 0V200" stroke="#b9bcc0" stroke-width="3"/><path d="M88 0V200" stroke="#6b7077" stroke-width="1" stroke-dasharray="3 9"/>',
  // Continuous edge lines, dashed lines between the lanes, the hard shoulder on the right.
  '<path d="M94 0V200M216 0V200" stroke="#fff" stroke-width="2"/>',
  '<path d="M136 0V200M176 0V200" stroke="#fff" stroke-width="2" stroke-dasharray="24 16"/>',
  '<rect x="236" width="84" height="200" fill="#8fbf6f"/>',
];

const LEFT = [-40, 20, 80, 140, 200];
const MIDDLE = [-10, 50, 110, 170, 230];
const RIGHT = [-30, 30, 90, 150, 210];
const colours = ['#7a7f87', COLOURS.white, COLOURS.green, COLOURS.red, '#6d28d9'];

/** A car of the right-hand lane: at a crawl, then moving off from 1.2 s + 0.3 s per car. */
function rightCar(y0, i, t) {
  const s = Math.min(t, STILL);
  const off = 1.2 + 0.3 * i;
  return y0 - CRAWL * s - (s > off ? 20 * (s - off) * (s - off) : 0);
}

/** Me, between the two left-hand files: 20 units a second, easing off to 6 from 4.5 to 5.5 s. */
function myY(t) {
  const s = Math.min(t, STILL);
  if (s <= 4.5) return 210 - 20 * s;
  const u = Math.min(s - 4.5, 1);
  let y = 120 - 20 * u + 7 * u * u;
  if (s > 5.5) y -= 6 * (s - 5.5);
  return y;
}

export default {
  duree: 7,
  image: (t) => {
    const crawl = CRAWL * Math.min(t, STILL);
    const y = myY(t);
    return svg(
      ground(),
      ...road,
      ...LEFT.map((y0, i) => car({ x: 114, y: y0 - crawl, a: 0, colour: colours[i] })),
      ...MIDDLE.map((y0, i) => car({ x: 158, y: y0 - crawl, a: 0, colour: colours[(i + 2) % 5] })),
      ...RIGHT.map((y0, i) =>
        car({ x: 196, y: rightCar(y0, i, t), a: 0, colour: colours[(i + 4) % 5] }),
      ),
      motorcycle({ x: 136, y, a: 0, colour: COLOURS.me }),
      t > 4.5 && t < 5.5
        ? `<rect x="133.5" y="${n(y + 15.5)}" width="5" height="2.6" rx="1" fill="#ff2d2d"/>`
        : '',
    );
  },
};
