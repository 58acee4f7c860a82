// @ts-check
// A street in town along a park, with a zebra crossing at the end of a park path. I drive along
// the street. A cyclist rides down the path and, without getting off his bicycle, rides straight
// onto the crossing and across my lane. I brake and stop before the crossing; the scene holds
// with the cyclist in front of my car, on the crossing.
import {
  along,
  car,
  COLOURS,
  cyclist,
  ground,
  linear,
  roadAcross,
  svg,
  tree,
  zebraAcross,
} from '../kit.mjs';

export default {
  duree: 8,
  image: (t) => {
    // Me: 42 units/s, braking from 2.2 s (the cyclist rides out of the park towards the
    // crossing) to a stop at 5.9 s, my bonnet 12 units before the crossing.
    const k = linear(t, 2.2, 5.9);
    const x = t < 2.2 ? -40 + 42 * t : 52.4 + 77.6 * (1 - (1 - k) * (1 - k));
    // The cyclist: down the path at 24 units/s, then across the road on the crossing, slowing
    // a little as he reaches my lane.
    const rider = along(t, [
      [0, 181, -20, 180],
      [2.6, 181, 42, 180],
      [5.2, 181, 112, 180],
      [7, 181, 140, 180],
    ]);
    return svg(
      ground(COLOURS.pavement),
      // The park above the street: grass, trees, and its path down to the crossing.
      '<rect width="320" height="44" fill="#8fbf6f"/>',
      '<rect x="170" width="22" height="46" fill="#d8c9a3"/>',
      tree(40, 16),
      tree(110, 26),
      tree(250, 18),
      tree(300, 30),
      // Houses below the street.
      '<rect x="8" y="168" width="90" height="30" fill="#d9c7a7" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="214" y="168" width="100" height="30" fill="#c9b79c" stroke="#8a7a62" stroke-width="1.5"/>',
      // The street, two-way, and its crossing.
      roadAcross(58, { lanes: 2, lane: 48, edges: false }),
      `<path d="M0 58H320M0 154H320" stroke="${COLOURS.kerb}" stroke-width="2"/>`,
      // The centre line stops at the crossing.
      `<rect x="160" y="104" width="42" height="4" fill="${COLOURS.road}"/>`,
      zebraAcross(166, 58, 96, 30),
      cyclist({ ...rider, colour: '#e07b24' }),
      car({ x, y: 130, a: 90, braking: t > 2.2, t }),
    );
  },
};
