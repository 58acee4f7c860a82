// @ts-check
// Out of town on a two-way road with a continuous centre line. A police car, blue lights and
// two-tone siren on, catches up with me from behind. Right indicator on, I slow down and pull
// over to the right edge; it overtakes me across the continuous line and drives away. Behind it,
// a fire engine, blue lights and siren on too, comes up. The scene holds with me still pulled
// over and the fire engine close behind me.
import { car, COLOURS, ground, linear, progress, svg, tree } from '../kit.mjs';

/** The country road of the kit (y 60 to 140), its centre line continuous. */
const road =
  `<rect y="60" width="320" height="80" fill="${COLOURS.road}"/>` +
  '<path d="M0 100H320" stroke="#fff" stroke-width="2"/>' +
  '<path d="M-22 62H350M-22 138H350" stroke="#fff" stroke-width="1.5" stroke-dasharray="8 14"/>';

/** The two-tone siren, drawn as two small sound arcs ahead of a vehicle at (x, y, a). */
const siren = ({ x, y, a }, t, dy) => {
  const on = Math.floor(t * 4) % 2 === 0;
  return `<g transform="translate(${x} ${y}) rotate(${a})" fill="none" stroke="#fff" stroke-width="1.4" stroke-linecap="round" stroke-opacity="${on ? 0.95 : 0.45}"><path d="M-7 ${dy - 4}Q0 ${dy - 9} 7 ${dy - 4}"/><path d="M-10 ${dy - 9}Q0 ${dy - 16} 10 ${dy - 9}"/></g>`;
};

/** A fire engine from above, heading up at angle 0: red all over, a ladder on its roof. */
const fireEngine = ({ x, y, a }) =>
  `<g transform="translate(${x} ${y}) rotate(${a})"><rect x="-13" y="-50" width="26" height="100" rx="3" fill="${COLOURS.red}" stroke="${COLOURS.dark}"/><rect x="-10" y="-47" width="20" height="5" fill="#26333f"/><rect x="-6" y="-30" width="12" height="74" fill="none" stroke="#d9d9d9" stroke-width="1.5"/><path d="M-6 -22H6M-6 -12H6M-6 -2H6M-6 8H6M-6 18H6M-6 28H6M-6 38H6" stroke="#d9d9d9" stroke-width="1.2"/></g>`;

/** Two blue lights on the roof of a vehicle at (x, y, a), flashing in turn. */
const blue = ({ x, y, a }, t, dy = 0) => {
  const on = Math.floor(t * 5) % 2 === 0;
  return `<g transform="translate(${x} ${y}) rotate(${a})"><circle cx="-5" cy="${dy}" r="${on ? 4 : 2.5}" fill="#1d4ed8" fill-opacity="${on ? 1 : 0.6}"/><circle cx="5" cy="${dy}" r="${on ? 2.5 : 4}" fill="#1d4ed8" fill-opacity="${on ? 0.6 : 1}"/></g>`;
};

export default {
  duree: 9,
  image: (t) => {
    const s = Math.min(t, 8);
    // Me: steady, right indicator from 1.2 s, I slow down and pull over from 1.6 s, and stop
    // at the right edge at 3.6 s.
    const k = linear(s, 1.6, 3.6);
    const x = 40 + 40 * Math.min(s, 1.6) + 40 * 2 * (k - (k * k) / 2);
    const y = 120 + 7 * progress(s, 1.6, 3.2);
    // The police car: fast, it pulls out across the centre line from 0.8 s and is fully in the
    // other lane by 1.5 s, when it is still 52 units behind me (a car is 48 long): it never
    // touches my car.
    const px = -60 + 120 * Math.max(0, s - 0.6);
    const pout = progress(s, 0.8, 1.5) - progress(s, 3.2, 4);
    const police = {
      x: px,
      y: 118 - 38 * pout,
      a:
        90 -
        12 * Math.sin(Math.PI * progress(s, 0.8, 1.5)) +
        12 * Math.sin(Math.PI * progress(s, 3.2, 4)),
    };
    // The fire engine comes up from behind from 5 s, at a steady pace.
    const fx = -100 + 40 * Math.max(0, s - 5);
    const fire = { x: fx, y: 118, a: 90 };
    return svg(
      ground(),
      tree(30, 30),
      tree(150, 26),
      tree(270, 34),
      tree(80, 176),
      tree(220, 172),
      road,
      px < 380
        ? car({ ...police, colour: '#f4f4f4' }) +
            `<rect transform="translate(${police.x} ${police.y}) rotate(90)" x="-11" y="-7" width="22" height="4" fill="#1d4ed8" fill-opacity=".8"/>` +
            blue(police, t, 2) +
            siren(police, t, -24)
        : '',
      fx > -70 ? fireEngine(fire) + blue(fire, t + 0.1, -38) + siren(fire, t + 0.1, -50) : '',
      car({
        x,
        y,
        a: 90 + 6 * Math.sin(Math.PI * progress(s, 1.6, 3.2)),
        indicator: t > 1.2 ? 'right' : null,
        braking: s > 1.6 && s < 3.6,
        t,
      }),
    );
  },
};
