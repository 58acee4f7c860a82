// @ts-check
// A two-way country road, the view following a lorry. I am right behind it at first, and the
// shade shows what its box hides from my eyes. I lift off and let it draw away: the hidden part
// of the road narrows, and a car coming the other way, ahead of the lorry, comes into my view.
// The scene holds with me well back.
import { car, COLOURS, ground, lorry, progress, svg, treesAlong } from '../kit.mjs';

const END = 8;
const c = (t) => 55 * Math.min(t, END);

export default {
  duree: 9,
  image: (t) => {
    const off = c(t);
    const truck = { x: 230, y: 120, a: 90 };
    const k = progress(t, 1.2, 6.5);
    const me = { x: 137 - 85 * k, y: 120, a: 90 };
    const slowing = t > 1.2 && t < 4.5;
    // The car from the other side: from far ahead, it reaches x 285 when everything stops.
    const other = { x: 285 + 70 * (END - Math.min(t, END)), y: 80, a: -90 };
    // What the lorry's box hides from my eyes (I sit on the left, at the front of my car).
    const eye = { x: me.x + 2, y: me.y - 6 };
    const rear = truck.x - 52;
    const ray = (y) => eye.y + ((y - eye.y) * (340 - eye.x)) / (rear - eye.x);
    const shade = `<path d="M${rear} 107L340 ${ray(107).toFixed(1)}V${ray(133).toFixed(1)}L${rear} 133Z" fill="#1a1a1a" fill-opacity=".3"/>`;
    return svg(
      ground(),
      treesAlong(off, 89, 32, 172),
      `<rect y="60" width="320" height="80" fill="${COLOURS.road}"/>`,
      `<path d="M${-(off % 30) - 30} 100H350" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>`,
      `<path d="M${-(off % 22) - 22} 62H350M${-(off % 22) - 22} 138H350" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14"/>`,
      other.x < 360 ? car({ ...other, colour: COLOURS.white }) : '',
      shade,
      lorry(truck),
      car({ ...me, braking: slowing }),
    );
  },
};
