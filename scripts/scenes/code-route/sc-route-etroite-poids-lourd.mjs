// @ts-check
// A narrow country road without a centre line. A lorry comes the other way; there is not room
// for both. I slow down and keep to my right edge; the lorry slows, indicates right, pulls over
// onto its verge and stops, and I go past it slowly. The scene holds as I am alongside it.
import { along, car, COLOURS, ground, lorry, svg, tree } from '../kit.mjs';

export default {
  duree: 9,
  image: (t) => {
    const me = along(t, [
      [0, -20, 112, 90],
      [2.5, 90, 112, 90],
      [3.5, 122, 114, 90],
      [5, 150, 114, 90],
      [8, 215, 114, 90],
    ]);
    const slowing = t > 2.2 && t < 5;
    const truck = along(t, [
      [0, 420, 88, 270],
      [2, 300, 88, 270],
      [3.4, 240, 82, 276],
      [4.6, 205, 80, 270],
    ]);
    const pulling = t > 1 && t < 4.6;
    return svg(
      ground(),
      tree(30, 40),
      tree(120, 160),
      tree(260, 170),
      tree(300, 35),
      tree(60, 165),
      // The road: 50 units wide, no centre line, soft verges either side.
      '<rect y="66" width="320" height="68" fill="#b9ad8f"/>',
      `<rect y="75" width="320" height="50" fill="${COLOURS.road}"/>`,
      lorry({ ...truck, indicator: pulling ? 'right' : null, t }),
      car({ ...me, braking: slowing }),
    );
  },
};
