// @ts-check
// A sharp right-hand bend on a two-way country road, the view fixed. I come towards it and slow
// down. A white car comes round the bend the other way, cutting it: it drives over the centre
// line into my lane. I slow down more and keep to my right edge. The scene holds as it comes
// at me, still over the line, a few lengths ahead.
import { COLOURS, car, ground, progress, svg, tree } from '../kit.mjs';

const CX = 200; // the bend's centre
const CY = 220;
const END = 7; // everything still from here
const DEG = Math.PI / 180;

/** A point at `d` along a lane of radius `r` (straight from the left, then round the bend). */
function onLane(d, r) {
  if (d < 0) return { x: CX + d, y: CY - r, a: 90 };
  const th = d / r;
  return { x: CX + r * Math.sin(th), y: CY - r * Math.cos(th), a: 90 + th / DEG };
}

export default {
  duree: 8,
  image: (t) => {
    const u = Math.min(t, END);
    // Me: 40 units a second, slowing to 12 between 2 and 4.5 s; from radius 115 to my edge.
    const s =
      u < 2 ? 40 * u : u < 4.5 ? 80 + 40 * (u - 2) - (28 / 5) * (u - 2) ** 2 : 145 + 12 * (u - 4.5);
    const rMe = 116 - 5 * progress(u, 3.5, 5);
    const me = onLane(s - 165, rMe);
    // The white car: 15.4 degrees a second round the bend, drifting in over the line.
    const th = 40 + (END - u) * 15.4; // degrees from the top of the bend
    const rOther = 145 - 21 * Math.exp(-(((th - 40) / 30) ** 2));
    const other =
      th > 90
        ? { x: CX + rOther, y: CY + (th - 90) * DEG * rOther, a: 0 }
        : { x: CX + rOther * Math.sin(th * DEG), y: CY - rOther * Math.cos(th * DEG), a: th - 90 };
    const lane = (r) => `M-20 ${CY - r}H${CX}A${r} ${r} 0 0 1 ${CX + r} ${CY}V260`;
    return svg(
      ground(),
      tree(40, 30),
      tree(120, 24),
      tree(290, 40),
      tree(60, 170),
      tree(190, 175),
      tree(225, 175),
      `<path d="${lane(130)}" fill="none" stroke="${COLOURS.road}" stroke-width="60"/>`,
      `<path d="${lane(130)}" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>`,
      `<path d="${lane(102)}${lane(158)}" fill="none" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14"/>`,
      car({ ...other, colour: COLOURS.white }),
      car({ ...me, braking: u > 2 && u < 5.5 }),
    );
  },
};
