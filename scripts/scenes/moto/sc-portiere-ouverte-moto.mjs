// @ts-check
// A town street, cars parked along the right-hand kerb. I ride up my lane on my motorcycle,
// close to them. The driver of a parked car opens the door just ahead of me, without looking:
// I brake hard and swerve, and stop short of the open door.
import { COLOURS, along, car, ground, motorcycle, progress, svg } from '../kit.mjs';

const street = [
  // The carriageway: two lanes (up on the right, down on the left) and a parking lane.
  '<rect x="112" width="120" height="200" fill="#5d6269"/>',
  '<rect x="204" width="28" height="200" fill="#6b7077"/>',
  '<path d="M112 0V200M232 0V200" stroke="#9c968c" stroke-width="3"/>',
  '<path d="M158 0V200" stroke="#fff" stroke-width="2" stroke-dasharray="18 12"/>',
  '<path d="M204 0V200" stroke="#fff" stroke-width="1.5" stroke-dasharray="6 6"/>',
  // Houses on both sides.
  '<rect x="20" y="16" width="66" height="70" fill="#d9b99b" stroke="#8a6d55"/><rect x="20" y="112" width="66" height="72" fill="#c9a27e" stroke="#8a6d55"/>',
  '<rect x="256" y="10" width="54" height="84" fill="#c9a27e" stroke="#8a6d55"/><rect x="256" y="116" width="54" height="70" fill="#d9b99b" stroke="#8a6d55"/>',
];

const parked = [
  [-10, '#7a7f87'],
  [50, COLOURS.green],
  [112, COLOURS.white],
  [172, '#6d28d9'],
];

export default {
  duree: 7,
  image: (t) => {
    // The door of the green car (its driver's door, on the traffic side) opens from 2.6 s.
    const opening = progress(t, 2.6, 3.3);
    const door = `<g transform="translate(207.5 40) rotate(${(opening * 62).toFixed(2)})"><rect x="-1.6" y="0" width="3.2" height="17" rx="1.2" fill="${COLOURS.green}" stroke="${COLOURS.dark}" stroke-width=".8"/></g>`;
    // Me: up my lane near the parked cars, then braking and moving left from 2.8 s.
    const riding = along(t, [
      [0, 192, 250, 0],
      [2.8, 192, 118, 0],
    ]);
    const braking = progress(t, 2.8, 4.6);
    const me =
      t <= 2.8
        ? riding
        : { x: 192 - 14 * braking, y: 118 - 38 * braking, a: -14 * Math.sin(Math.PI * braking) };
    return svg(
      ground(COLOURS.pavement),
      ...street,
      ...parked.map(([y, colour]) => car({ x: 218, y: Number(y), a: 0, colour: String(colour) })),
      opening > 0 ? door : '',
      motorcycle({ ...me, colour: COLOURS.me }),
    );
  },
};
