// @ts-check
// A snowy country road while snow falls, the view fixed. A grey car drives ahead of me, a long
// way in front. It brakes (stop lights) and slows down to a stop; I brake early and gently, and
// stop well behind it. The scene holds with both cars still.
import { car, n, svg } from '../kit.mjs';

// Where a car is: steady `v` units a second from `x0`, then slowing evenly to a stop from
// `from` over `during` seconds.
function at(t, x0, v, from, during) {
  if (t <= from) return x0 + v * t;
  const s = Math.min(t - from, during);
  return x0 + v * from + v * s - (v / (2 * during)) * s * s;
}

function snowfall(t) {
  const dots = [];
  for (let i = 0; i < 70; i += 1) {
    const x = (((i * 47) % 320) + 12 * Math.sin(t * 1.5 + i)) % 320;
    const y = (((i * 31) % 200) + t * 38) % 200;
    dots.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${1 + (i % 3) * 0.5}"/>`);
  }
  return `<g fill="#fff" fill-opacity=".85">${dots.join('')}</g>`;
}

export default {
  duree: 9,
  image: (t) => {
    const grey = { x: at(t, 150, 30, 2.5, 3), y: 120, a: 90 };
    const me = { x: at(t, -30, 30, 3.2, 4), y: 120, a: 90 };
    return svg(
      '<rect width="320" height="200" fill="#eef2f5"/>',
      // Snow-covered trees and the road: packed snow, two darker wheel tracks in each lane.
      '<g fill="#c9d6cf"><circle cx="40" cy="30" r="13"/><circle cx="140" cy="172" r="13"/><circle cx="230" cy="28" r="13"/><circle cx="300" cy="170" r="13"/><circle cx="90" cy="170" r="11"/></g>',
      '<rect y="60" width="320" height="80" fill="#d9dee3"/>',
      '<path d="M0 73H320M0 87H320M0 113H320M0 127H320" stroke="#9aa3ab" stroke-width="5" stroke-opacity=".6"/>',
      '<path d="M0 100H320" stroke="#fff" stroke-width="2" stroke-dasharray="18 12" stroke-opacity=".6"/>',
      car({ ...grey, colour: '#7a7f87', braking: t > 2.5 && t < 6 }),
      car({ ...me, braking: t > 3.2 && t < 7.6 }),
      snowfall(Math.min(t, 8)),
    );
  },
};
