// @ts-check
// A street in town with a zebra crossing and no lights. Two children on roller skates glide
// fast down the pavement on my right, towards the crossing. The first turns onto the crossing
// without stopping and crosses in front of me; I brake from the moment I see them coming and
// stop before the crossing. The second child, a little behind, reaches the crossing in turn and
// starts onto it. The scene holds with my car stopped and the second child at the crossing.
import { along, car, COLOURS, ground, linear, n, svg, tree } from '../kit.mjs';

/** The stripes of a crossing over a road that runs up the picture: bars side by side. */
const zebraDown = (x, y, width, depth) => {
  const bars = [];
  for (let left = x + 4; left + 7 <= x + width; left += 13)
    bars.push(`<rect x="${left}" y="${y}" width="7" height="${depth}" fill="#fff"/>`);
  return bars.join('');
};

/**
 * A child on roller skates from above, heading up at angle 0: the two skates under the feet,
 * sticking out in front and behind, then the shoulders and a helmet.
 */
const skater = ({ x, y, a }, colour, helmet) =>
  `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a)}) scale(1.25)">` +
  '<rect x="-5.2" y="-8" width="3" height="13" rx="1.2" fill="#26333f"/>' +
  '<rect x="2.2" y="-5" width="3" height="13" rx="1.2" fill="#26333f"/>' +
  '<circle cx="-3.7" cy="-6.5" r=".9" fill="#ffd400"/><circle cx="-3.7" cy="3.5" r=".9" fill="#ffd400"/>' +
  '<circle cx="3.7" cy="-3.5" r=".9" fill="#ffd400"/><circle cx="3.7" cy="6.5" r=".9" fill="#ffd400"/>' +
  `<ellipse rx="6.5" ry="4" fill="${colour}" stroke="${COLOURS.dark}" stroke-width=".8"/>` +
  `<circle r="3.6" fill="${helmet}" stroke="${COLOURS.dark}" stroke-width=".6"/></g>`;

export default {
  duree: 8,
  image: (t) => {
    // Me: steady at 45 units/s, braking from 1.8 s (the first child is coming fast towards the
    // crossing) to a stop at 4.24 s, my bonnet 12 units before the crossing.
    const k = linear(t, 1.8, 4.24);
    const y = t < 1.8 ? 262 - 45 * t : 181 - 55 * (1 - (1 - k) * (1 - k));
    // The first child: down the pavement at about 32 units/s, a short turn, then across.
    const first = along(t, [
      [0, 213, -10, 180],
      [2.4, 213, 66, 180],
      [2.8, 205, 76, 270],
      [5.9, 116, 76, 270],
      [6.3, 108, 68, 360],
    ]);
    // The second child: 27 units/s down the pavement, turning onto the crossing at the end.
    const second = along(t, [
      [0, 213, -110, 180],
      [6.5, 213, 66, 180],
      [7, 203, 76, 270],
    ]);
    return svg(
      ground(COLOURS.pavement),
      // Buildings along both pavements, and two small trees.
      '<rect x="4" y="8" width="84" height="50" fill="#d9c7a7" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="4" y="112" width="84" height="80" fill="#c9b79c" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="236" y="4" width="80" height="44" fill="#c9b79c" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="236" y="112" width="80" height="82" fill="#d9c7a7" stroke="#8a7a62" stroke-width="1.5"/>',
      tree(104, 150),
      tree(216, 176),
      // The street, its kerbs, and the crossing.
      `<rect x="126" width="68" height="200" fill="${COLOURS.road}"/>`,
      '<path d="M160 0V54M160 98V200" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      `<path d="M126 0V200M194 0V200" stroke="${COLOURS.kerb}" stroke-width="2"/>`,
      zebraDown(126, 60, 68, 32),
      skater(second, '#6d28d9', '#f2c230'),
      skater(first, '#e07b24', '#c1121f'),
      car({ x: 177, y, a: 0, braking: t > 1.8, t }),
    );
  },
};
