// @ts-check
// A two-way country road bending to the right behind a clump of trees, the view fixed. I come
// up the road and round the bend; just after it, a car stands still in my lane, its hazard
// lights flashing. I brake and stop well behind it. The scene holds with me stopped.
import { car, COLOURS, flashing, ground, svg, tree } from '../kit.mjs';

const CX = 160; // the bend's centre
const CY = 150;
const ARC = (85 * Math.PI) / 2; // the length of my lane round the bend

/** A point at `p` along my lane (radius 85): up from the bottom, round the bend, then right. */
function onMyLane(p) {
  if (p < 0) return { x: CX - 85, y: CY - p, a: 0 };
  if (p > ARC) return { x: CX + p - ARC, y: CY - 85, a: 90 };
  const th = p / 85;
  return { x: CX - 85 * Math.cos(th), y: CY - 85 * Math.sin(th), a: (th * 180) / Math.PI };
}

export default {
  duree: 9,
  image: (t) => {
    const u = Math.min(t, 8);
    // 45 units a second, then braking evenly from 3.2 s to a stop at 7.2 s.
    const s =
      u < 3.2 ? 45 * u : 144 + 45 * Math.min(u - 3.2, 4) - (45 / 8) * Math.min(u - 3.2, 4) ** 2;
    const me = onMyLane(ARC + 5 - 234 + s);
    const stopped = { x: 255, y: CY - 85, a: 90 };
    const lit = t > 8.6 || flashing(t); // lit on the last frame
    const hazard = lit
      ? [-22, 22]
          .flatMap((dx) =>
            [-10, 10].map(
              (dy) =>
                `<circle cx="${stopped.x + dx}" cy="${stopped.y + dy}" r="3.2" fill="#ff9f1c"/>`,
            ),
          )
          .join('')
      : '';
    const road = `M${CX - 100} 260V${CY}A100 100 0 0 1 ${CX} ${CY - 100}H340`;
    const edge = (r) => `M${CX - r} 260V${CY}A${r} ${r} 0 0 1 ${CX} ${CY - r}H340`;
    return svg(
      ground(),
      `<path d="${road}" fill="none" stroke="${COLOURS.road}" stroke-width="60"/>`,
      `<path d="${road}" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>`,
      `<path d="${edge(72)}${edge(128)}" fill="none" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14"/>`,
      // The trees inside the bend, which hide what lies beyond it.
      tree(112, 112),
      tree(134, 132),
      tree(150, 108),
      tree(118, 146),
      tree(146, 150),
      tree(250, 160),
      tree(290, 130),
      tree(20, 40),
      car({ ...stopped, colour: '#7a7f87' }),
      hazard,
      car({ ...me, braking: u > 3.2 && u < 7.2 }),
    );
  },
};
