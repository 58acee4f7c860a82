// @ts-check
// A country road in the daytime, the view following me. The fog thickens until the far end of
// the road disappears: my dipped headlights are on, I switch my rear fog light on and I slow
// down (stop lights while slowing). The scene holds with me driving slowly in thick fog.
import { beam, car, countryRoad, fog, ground, svg, treesAlong } from '../kit.mjs';

// Distance covered: 60 units a second, then slowing to 26 between 4 and 7 s, still from 8 s.
const speed = (t) => (t < 4 ? 60 : t < 7 ? 60 - (34 * (t - 4)) / 3 : 26);
function cam(t) {
  let d = 0;
  const end = Math.min(t, 8);
  for (let s = 0; s < end; s += 0.04) d += speed(s) * Math.min(0.04, end - s);
  return d;
}
const thick = (t) => Math.min(1, t / 4.5);

export default {
  duree: 9,
  image: (t) => {
    const c = cam(t);
    const k = thick(t);
    const me = { x: 80, y: 120, a: 90 };
    const slowing = t > 4 && t < 7;
    const rearFog = t > 3.2;
    return svg(
      ground(),
      treesAlong(c, 89, 32, 172),
      countryRoad(c),
      beam(me, 40),
      car({ ...me, braking: slowing }),
      // The rear fog light: one red lamp on the left of the rear, with its glow.
      rearFog
        ? `<circle cx="${me.x - 25}" cy="${me.y - 7}" r="6" fill="#ff2d2d" fill-opacity=".35"/><circle cx="${me.x - 25}" cy="${me.y - 7}" r="2.6" fill="#ff2d2d"/>`
        : '',
      // The veil: light everywhere, and thicker the farther ahead of me.
      '<defs><linearGradient id="loin" x1="0" x2="1" y1="0" y2="0"><stop offset=".3" stop-color="#e9ecef" stop-opacity="0"/><stop offset=".75" stop-color="#e9ecef" stop-opacity="1"/></linearGradient></defs>',
      fog(0.12 + 0.33 * k),
      `<rect width="320" height="200" fill="url(#loin)" fill-opacity="${(0.15 + 0.8 * k).toFixed(2)}"/>`,
    );
  },
};
