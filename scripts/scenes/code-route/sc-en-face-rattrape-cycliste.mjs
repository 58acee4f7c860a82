// @ts-check
// A two-way country road. In the other lane, a cyclist comes towards me, and a red car comes up
// fast behind him, without slowing down; at the end it starts to edge out towards the centre
// line, without any indicator. I come on at a steady speed. The scene holds for its last second
// with the red car close behind the cyclist and me about to meet them.
import { along, car, COLOURS, countryRoad, cyclist, ground, svg, tree } from '../kit.mjs';

export default {
  duree: 6,
  image: (time) => {
    const t = Math.min(time, 5);
    const bike = along(t, [
      [0, 182, 82, 270],
      [5, 132, 82, 270],
    ]);
    const red = along(t, [
      [0, 354, 80, 270],
      [4.2, 219.6, 80, 270],
      [5, 194, 86, 262],
    ]);
    const mine = along(t, [
      [0, -80, 120, 90],
      [5, 70, 120, 90],
    ]);
    return svg(
      ground(),
      countryRoad(0),
      tree(30, 35),
      tree(95, 25),
      tree(165, 38),
      tree(240, 28),
      tree(300, 40),
      tree(60, 170),
      tree(140, 165),
      tree(215, 172),
      tree(290, 166),
      cyclist({ ...bike, colour: '#e07b24' }),
      car({ ...red, colour: COLOURS.red }),
      car({ ...mine }),
    );
  },
};
