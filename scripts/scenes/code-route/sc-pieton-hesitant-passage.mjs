// @ts-check
// A street in town with a zebra crossing and no lights. A man waits on the pavement on my right,
// facing the road. As I come up he takes a step onto the crossing, then steps back to the kerb
// and stays there, still facing the road. I brake and stop before the crossing; the scene holds
// with my car stopped and the man on the kerb, hesitating.
import { car, COLOURS, ground, linear, pedestrian, svg, tree } from '../kit.mjs';

/** The stripes of a crossing over a road that runs up the picture: bars side by side. */
const zebraDown = (x, y, width, depth) => {
  const bars = [];
  for (let left = x + 4; left + 7 <= x + width; left += 13)
    bars.push(`<rect x="${left}" y="${y}" width="7" height="${depth}" fill="#fff"/>`);
  return bars.join('');
};

export default {
  duree: 8,
  image: (t) => {
    // Me: steady at first, braking from 1.6 s to a stop at 4.4 s, just before the crossing.
    const k = linear(t, 1.6, 4.4);
    const y = t < 1.6 ? 262 - 45 * t : 190 - 64 * (1 - (1 - k) * (1 - k));
    // The man: a step onto the road, a pause, a step back to the kerb.
    const out = linear(t, 1.2, 1.9) - linear(t, 2.8, 3.6);
    return svg(
      ground(COLOURS.pavement),
      // Buildings along both pavements, and a small tree.
      '<rect x="4" y="8" width="84" height="56" fill="#d9c7a7" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="4" y="120" width="84" height="70" fill="#c9b79c" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="232" y="6" width="84" height="48" fill="#c9b79c" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="232" y="118" width="84" height="76" fill="#d9c7a7" stroke="#8a7a62" stroke-width="1.5"/>',
      tree(212, 170),
      // The street, its kerbs, and the crossing.
      `<rect x="126" width="68" height="200" fill="${COLOURS.road}"/>`,
      '<path d="M160 0V54M160 98V200" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      `<path d="M126 0V200M194 0V200" stroke="${COLOURS.kerb}" stroke-width="2"/>`,
      zebraDown(126, 60, 68, 32),
      pedestrian({ x: 204 - 18 * out, y: 76, a: -90, colour: '#6d28d9' }),
      car({ x: 177, y, a: 0, braking: t > 1.6, t }),
    );
  },
};
