// @ts-check
// A two-way road narrowing to a single lane over a small bridge. On my right, before it, the
// sign C18 gives me priority over traffic coming the other way. As I come up, a white car has
// already driven onto the bridge from the other end. I slow down and stop before the narrow
// part; the white car comes off the bridge towards me and drives on past me. The scene then holds.
import { COLOURS, car, ground, along, svg, tree } from '../kit.mjs';

// C18 seen from above: its post on the verge and the sign drawn flat, as in passage-etroit.svg
// (blue square, large white arrow up on the right, red arrow down on the left).
const c18 = (x, y) =>
  `<g transform="translate(${x} ${y})"><rect x="-1.5" y="0" width="3" height="16" fill="#6b7280"/><g transform="translate(-14 -28) scale(0.14)"><rect x="4" y="4" width="192" height="192" rx="16" fill="#fff" stroke="#9aa0a6" stroke-width="6"/><rect x="11" y="11" width="178" height="178" rx="11" fill="#0055a4"/><polygon points="118,170 118,80 98,80 128,30 158,80 138,80 138,170" fill="#fff"/><polygon points="66,30 66,130 52,130 72,170 92,130 78,130 78,30" fill="#c1121f"/></g></g>`;

export default {
  duree: 9,
  image: (t) => {
    const me = along(t, [
      [0, 177, 250, 0],
      [1.8, 177, 190, 0],
      [3.4, 177, 168, 0],
    ]);
    // The white car: on the bridge from the start, then out of it and into its own lane.
    const white = along(t, [
      [0, 160, -30, 180],
      [2.6, 160, 50, 180],
      [4.6, 160, 104, 180],
      [5.8, 146, 128, 175],
      [6.8, 143, 160, 180],
      [8, 143, 228, 180],
    ]);
    return svg(
      ground(),
      tree(40, 40),
      tree(60, 170),
      tree(280, 30),
      tree(290, 180),
      // The river under the bridge, the wide road, the narrow part and its parapets.
      '<path d="M0 40Q160 30 320 46V96Q160 84 0 92Z" fill="#5b8fc7"/>',
      `<rect x="126" y="118" width="68" height="82" fill="${COLOURS.road}"/>`,
      `<path d="M126 118L142 104V0H178V104L194 118Z" fill="${COLOURS.road}"/>`,
      '<path d="M140 22V102M180 22V102" stroke="#b9b2a2" stroke-width="4"/>',
      '<path d="M160 124V200" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      c18(208, 150),
      car({ ...white, colour: COLOURS.white }),
      car({ ...me, braking: t > 1.8 && t < 4 }),
    );
  },
};
