// @ts-check
// A two-way road with a side road on my right. An oncoming car, its left indicator on,
// turns left into the side road, across my path, while I arrive on my motorcycle: its
// driver has not seen me. I brake hard and stop short of the junction.
import { COLOURS, along, car, ground, motorcycle, progress, svg } from '../kit.mjs';

const road = [
  // The main road, from top to bottom, and the side road leaving it on the right.
  '<rect x="126" width="68" height="200" fill="#5d6269"/>',
  '<rect x="194" y="52" width="126" height="56" fill="#5d6269"/>',
  // The centre line, dashed, and the edge lines broken where the side road joins.
  '<path d="M160 0V200" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
  '<path d="M128 0V200M192 0V52M192 108V200" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14"/>',
  '<path d="M194 80H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
  // A few bushes in the corners.
  '<circle cx="222" cy="30" r="14" fill="#5e9a4a"/><circle cx="248" cy="24" r="11" fill="#5e9a4a"/>',
  '<circle cx="90" cy="60" r="15" fill="#5e9a4a"/><circle cx="236" cy="140" r="13" fill="#5e9a4a"/>',
];

export default {
  duree: 7,
  image: (t) => {
    // The green car: comes down its lane and, without stopping, turns across my lane into the
    // side road.
    const other = along(t, [
      [0, 143, -60, 180],
      [2.3, 143, 24, 180],
      [3, 148, 52, 160],
      [3.6, 168, 80, 120],
      [4.2, 200, 94, 90],
      [5.4, 300, 94, 90],
    ]);
    // Me: steady up my lane, then hard braking from 3.3 s, stopped at 5 s.
    const before = along(t, [
      [0, 178, 260, 0],
      [3.3, 178, 160, 0],
    ]);
    const stopping = progress(t, 3.3, 5);
    const y = t <= 3.3 ? before.y : 160 - 28 * stopping;
    const me = { x: 178, y, a: 0 };
    return svg(
      ground(),
      ...road,
      car({ ...other, colour: COLOURS.green, indicator: t < 4.2 ? 'left' : null, t }),
      motorcycle({ ...me, colour: COLOURS.me }),
    );
  },
};
