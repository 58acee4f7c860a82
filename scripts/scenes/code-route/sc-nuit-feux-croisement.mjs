// @ts-check
// Night on a country road without lighting, the view following me. I drive with my main beam;
// a car appears ahead, coming the other way: I switch to dipped beam before it gets near, we
// pass each other, and once it is behind me I switch my main beam on again.
import { beam, car, COLOURS, countryRoad, ground, night, svg, treesAlong } from '../kit.mjs';

const cam = (t) => 40 * Math.min(t, 8);

export default {
  duree: 9,
  image: (t) => {
    const c = cam(t);
    const me = { x: 70, y: 120, a: 90 };
    // The other car: on screen from 1.4 s, level with me at 5.4 s, gone behind me by 7 s.
    const other = { x: 380 - 62 * (t - 1.4), y: 80, a: -90 };
    const mainBeam = t < 2.6 || t > 6.8;
    const otherShown = other.x > -40 && other.x < 380;
    return svg(
      ground(),
      treesAlong(c, 89, 32, 172),
      countryRoad(c),
      otherShown ? car({ ...other, colour: COLOURS.white }) : '',
      car(me),
      night(0.62),
      mainBeam ? beam(me, 190) : beam(me, 56),
      otherShown ? beam(other, 56) : '',
    );
  },
};
