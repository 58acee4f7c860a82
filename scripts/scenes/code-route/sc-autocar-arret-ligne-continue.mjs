// @ts-check
// Out of town, a two-way road across the picture with a continuous centre line. A coach ahead of
// me signals right, slows and stops at its stop, on the road itself, beside a shelter on the
// right verge. I slow down and stop behind it, at a distance. A car goes by the other way; a
// passenger gets off and walks to the shelter. The scene holds with the coach still at its
// stop and me waiting behind it.
import { bus, car, COLOURS, ground, pedestrian, svg, tree } from '../kit.mjs';

/**
 * Along the road: a vehicle at `v` units a second from `x0`, braking steadily from `tb` to stop
 * `d` units further on; and whether it is braking.
 */
function drive(t, x0, v, tb, d) {
  const T = (2 * d) / v;
  if (t <= tb) return { x: x0 + v * t, braking: false, stopped: false };
  const b = Math.min(t - tb, T);
  return { x: x0 + v * tb + v * b - (v / (2 * T)) * b * b, braking: true, stopped: t - tb >= T };
}

const shelter =
  '<rect x="196" y="150" width="44" height="14" rx="2" fill="#8c99a6" stroke="#1a1a1a"/><rect x="199" y="152" width="38" height="5" fill="#cfe3f2"/>' +
  '<rect x="246" y="147" width="3" height="16" fill="#3a3d42"/><rect x="241" y="141" width="13" height="9" rx="1.5" fill="#fff" stroke="#1a1a1a" stroke-width=".8"/><rect x="243.5" y="143" width="8" height="5" rx="1" fill="#2f6db5"/>';

export default {
  duree: 10,
  image: (t) => {
    const coach = drive(t, 70, 40, 1.6, 84); // stops at x 218 at 5.8 s
    const me = drive(t, -40, 40, 2.2, 72); // stops at x 120 at 5.8 s
    const other = { x: 380 - 110 * Math.max(t - 5.2, 0), y: 80, a: 270 };
    const p = Math.min(Math.max((t - 6.2) / 1.8, 0), 1);
    return svg(
      ground(),
      tree(40, 24),
      tree(150, 18),
      tree(290, 26),
      tree(70, 178),
      tree(300, 180),
      '<rect y="60" width="320" height="80" fill="#5d6269"/>',
      '<path d="M0 100H320" stroke="#fff" stroke-width="2"/>',
      '<path d="M-8 62H330M-8 138H330" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14"/>',
      shelter,
      car({ ...other, colour: COLOURS.red }),
      t > 6.2 ? pedestrian({ x: 232 - 8 * p, y: 144 + 2 * p, a: 180, colour: '#7b4fa0' }) : '',
      bus({ x: coach.x, y: 120, a: 90, indicator: t > 0.4 && !coach.stopped ? 'right' : null, t }),
      car({ x: me.x, y: 120, a: 90, braking: me.braking, t }),
    );
  },
};
