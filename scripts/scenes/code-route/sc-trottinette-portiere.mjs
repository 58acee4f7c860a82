// @ts-check
// A street in town, seen from above, my lane going up. A man on an electric scooter rides ahead
// of me on the cycle lane, along cars parked on the right. The driver's door of a parked car
// swings open in front of him: he swerves out into my lane to get round it. I brake and stay
// behind him. The scene holds with the scooter in my lane beside the open door, me behind.
import { car, COLOURS, ground, linear, progress, svg, tree } from '../kit.mjs';

/** An electric scooter and its rider, standing, from above, heading up at angle 0. */
const scooter = ({ x, y, a }) =>
  `<g transform="translate(${x} ${y}) rotate(${a})"><rect x="-2.2" y="-13" width="4.4" height="26" rx="2" fill="#1a1a1a"/><path d="M-6 -12H6" stroke="#1a1a1a" stroke-width="2"/><ellipse cy="1" rx="7" ry="4.6" fill="#3a86c8" stroke="#1a1a1a" stroke-width=".8"/><circle cy="-0.5" r="3.4" fill="#f2f2f2" stroke="#1a1a1a" stroke-width=".6"/></g>`;

/** A bicycle drawn on the cycle lane, as the pictures mark it. */
const bikeMark = (x, y) =>
  `<g transform="translate(${x} ${y})" stroke="#fff" stroke-width="1.2" fill="none"><circle cx="-4" cy="3" r="3"/><circle cx="4" cy="3" r="3"/><path d="M-4 3l3 -6h5l-4 6M4 3l-2 -6"/></g>`;

export default {
  duree: 8,
  image: (t) => {
    const s = Math.min(t, 7);
    // The scooter rides up at a steady pace and swerves into my lane from 3.6 s to 4.6 s, to
    // ride round the open door.
    const sy = 185 - 21 * s;
    const out = progress(t, 3.6, 4.6);
    const sx = 190 - 20 * out;
    const sa = -18 * Math.sin(Math.PI * out);
    // Me: faster than him at first; I brake from 3.6 s and settle 70 units behind him.
    const free = 265 - 30 * s;
    const k = linear(t, 3.6, 5.2);
    const y = free + (sy + 70 - free) * k;
    // The door of the grey car opens from 3 s to 3.6 s.
    const door = 70 * progress(t, 3, 3.6);
    return svg(
      ground(COLOURS.pavement),
      // Buildings on the left, the pavement and a tree on the right.
      '<rect x="6" y="6" width="84" height="90" fill="#d9c7a7" stroke="#8a7a62" stroke-width="1.5"/>',
      '<rect x="6" y="106" width="84" height="88" fill="#c9b79c" stroke="#8a7a62" stroke-width="1.5"/>',
      tree(262, 150),
      // The street: oncoming lane, my lane, the cycle lane, the parking lane.
      `<rect x="104" width="124" height="200" fill="${COLOURS.road}"/>`,
      '<path d="M140 0V200" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
      '<path d="M178 0V200" stroke="#fff" stroke-width="2" stroke-dasharray="10 6"/>',
      `<rect x="200" width="28" height="200" fill="#6b7077"/>`,
      '<path d="M200 0V200" stroke="#fff" stroke-width="1.5" stroke-dasharray="6 6"/>',
      bikeMark(189, 150),
      bikeMark(189, 20),
      `<path d="M104 0V200M228 0V200" stroke="${COLOURS.kerb}" stroke-width="2"/>`,
      car({ x: 214, y: 22, a: 0, colour: COLOURS.green }),
      // The grey car, its driver's door opening on the cycle lane side.
      `<g transform="translate(203 62) rotate(${door})"><rect x="-2.5" y="0" width="4" height="16" rx="1" fill="#7a7f87" stroke="${COLOURS.dark}" stroke-width="1"/></g>`,
      car({ x: 214, y: 78, a: 0, colour: '#7a7f87' }),
      car({ x: 214, y: 134, a: 0, colour: COLOURS.red }),
      car({ x: 214, y: 188, a: 0, colour: COLOURS.yellow }),
      scooter({ x: sx, y: sy, a: sa }),
      car({ x: 160, y, a: 0, braking: t > 3.6 && t < 5.2, t }),
    );
  },
};
