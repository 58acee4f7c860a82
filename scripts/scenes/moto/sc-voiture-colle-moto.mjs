// @ts-check
// A country road seen from above, the view following my motorcycle (the road and the trees
// slide down as we ride up at a steady speed). A white car rides ahead of me. A red car comes
// up from behind, faster, and settles very close behind my motorcycle; then nothing changes
// between us while we keep riding.
import { COLOURS, car, ground, motorcycle, progress, svg, tree } from '../kit.mjs';

/** How far the road has slid down at `t`: our steady speed, 60 units a second. */
const slide = (t) => 60 * t;

/** Something fixed on the ground, `y` units down at `t = 0`, wrapped every 400 units. */
const wrap = (y, t) => ((((y + slide(t)) % 400) + 400) % 400) - 100;

function scenery(t) {
  const parts = [
    '<rect x="126" width="68" height="200" fill="#5d6269"/>',
    '<path d="M128 0V200M192 0V200" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14"/>',
  ];
  // The dashed centre line, sliding with the road (one dash and gap every 30 units).
  const shift = slide(t) % 30;
  parts.push(
    `<path d="M160 ${(shift - 30).toFixed(2)}V230" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>`,
  );
  for (const [x, y] of [
    [90, 0],
    [240, 70],
    [70, 140],
    [230, 210],
    [100, 270],
    [250, 330],
  ])
    parts.push(tree(x, Number(wrap(y, t).toFixed(2))));
  return parts;
}

export default {
  duree: 7,
  image: (t) => {
    // Me, and the white car ahead: the same speed as the view, so they stay in place.
    const me = { x: 178, y: 118, a: 0 };
    const ahead = { x: 177, y: 4, a: 0 };
    // The red car: faster than us, it closes in from behind between 1 s and 4.5 s (its stop
    // lights on as it matches our speed), then stays just behind my rear wheel.
    const behind = { x: 177, y: 272 - 87 * progress(t, 1, 4.5), a: 0, braking: t > 3.4 && t < 4.5 };
    return svg(
      ground(),
      ...scenery(t),
      car({ ...ahead, colour: COLOURS.white }),
      car({ ...behind, colour: COLOURS.red }),
      motorcycle({ ...me, colour: COLOURS.me }),
    );
  },
};
