// @ts-check
// A street in town, one lane each way, a zebra crossing ahead of me. I drive towards it at a
// steady town pace. On the other side, a white car coming the other way slows down and stops
// before the crossing; a woman then steps off the far pavement and walks onto the crossing. The
// scene holds while she is still on the far half of the street and I am some way before the
// crossing.
import { car, COLOURS, ground, pedestrian, roadAcross, svg, zebraAcross } from '../kit.mjs';

export default {
  duree: 7.5,
  image: (t) => {
    // Me: a steady town pace from the left, all along.
    const x = -40 + 22 * Math.min(t, 6.5);
    // The white car slows down from 1 s and stops before the crossing at 3.4 s.
    const k = Math.min(Math.max(t - 1, 0), 2.4) / 2.4;
    const wx = 378 - 50 * Math.min(t, 1) - 50 * (2.4 * (k - (k * k) / 2));
    // The woman waits on the far pavement, then walks from 3.6 s.
    const py = 52 + 13 * Math.min(Math.max(t - 3.6, 0), 2.9);
    return svg(
      ground(COLOURS.pavement),
      // Houses along both pavements.
      '<rect x="6" y="4" width="90" height="40" fill="#d9c7a7" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="104" y="4" width="80" height="40" fill="#c9b79c" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="250" y="4" width="64" height="40" fill="#c9b79c" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="6" y="156" width="110" height="40" fill="#c9b79c" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="124" y="156" width="70" height="40" fill="#d9c7a7" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="250" y="156" width="64" height="40" fill="#d9c7a7" stroke="#8a7a62" stroke-width="1.5"/>',
      roadAcross(64, { lanes: 2, lane: 36, edges: false }),
      `<path d="M0 64H320M0 136H320" stroke="${COLOURS.kerb}" stroke-width="2"/>`,
      zebraAcross(206, 64, 72, 26),
      car({ x: wx, y: 82, a: -90, colour: COLOURS.white, braking: t > 1 }),
      pedestrian({ x: 219, y: py, a: 180, colour: '#8e44ad' }),
      car({ x, y: 118, a: 90 }),
    );
  },
};
